// The page's one cart actor, and its wiring to the page's one notice actor.
import { createActor } from "xstate";
import { cartMachine, createCartActors } from "../../machines/cart";
import { shopMessages } from "../../rules/messages";
import { noticeActor } from "../notice/use-notice";
import { cartClient } from "../provider/clients";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";

/**
 * Builds the page's cart actor (the key of `useSharedActor`): the cart client from the provider,
 * reloads when the tab becomes visible again, and every rolled-back change raised as a global
 * error notice with the storefront's `description` (storefront §8).
 */
export function cartActor(runtime: SolekitRuntime) {
  const visibility = typeof document === "undefined" ? undefined : document;
  const actor = createActor(
    cartMachine.provide({ actors: createCartActors(getClient(runtime, cartClient), { visibility }) }),
    { input: {} },
  );
  const notices = getClient(runtime, noticeActor);
  actor.on("cart.failed", ({ error }) => {
    const fallback = runtime.messages.cartUpdateFailed ?? shopMessages.cartUpdateFailed;
    const message = error.kind === "http" && error.message ? error.message : fallback;
    notices.send({ type: "notice.show", notice: { type: "error", message } });
  });
  return actor;
}
