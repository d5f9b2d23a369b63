// The page's one global notice, built for the storefront system (its `notice` option).
import { createActor } from "xstate";
import { noticeMachine } from "../notice/notice.machine";
import type { NoticeActorRef } from "./storefront-system";

/**
 * Builds the page's global notice actor (not started): the storefront system's `notice` builder.
 * Kept apart from the system so a page that shows no notice (an account section reaching only the
 * customer session) carries none of its machine.
 *
 * @example
 * ```ts
 * const system = createStorefrontSystem({ notice: createNotice, cart: (notice) => createCart({ client, notice }) });
 * ```
 */
export function createNotice(): NoticeActorRef {
  return createActor(noticeMachine, { input: {} });
}
