import type { Actor } from "xstate";
import type { QuickSearchMachine } from "./quick-search.machine";
import type { QuickSearchButtonMachine } from "./quick-search-button.machine";

type Side = Pick<Actor<QuickSearchButtonMachine | QuickSearchMachine>, "getSnapshot" | "subscribe">;
type Sendable = { send(event: { type: "overlay.open" } | { type: "overlay.close" }): void };

const isOpen = (actor: Side) => !actor.getSnapshot().matches("closed");
const openEvent = (open: boolean) => ({ type: open ? "overlay.open" : "overlay.close" }) as const;

/**
 * Keeps the header button and the overlay it opens in step, through their public events only:
 * the overlay opens when the button does and closes when it does, and the button follows the
 * overlay's own closes (Close, Escape, a followed suggestion). At the start the button leads: the
 * overlay is usually created because the shopper just opened it. Returns the function that stops
 * the link.
 *
 * @example
 * ```ts
 * const button = createActor(quickSearchButtonMachine).start();
 * // on the first open, once the overlay's code has loaded:
 * const overlay = createActor(quickSearchMachine.provide(implementations), { input }).start();
 * const unlink = linkQuickSearchButton(button, overlay);
 * ```
 */
export function linkQuickSearchButton(
  button: Side & Sendable,
  overlay: Pick<Actor<QuickSearchMachine>, "getSnapshot" | "subscribe" | "send">,
): () => void {
  const follow = (leader: Side, follower: Side & Sendable) => () => {
    if (isOpen(leader) !== isOpen(follower)) follower.send(openEvent(isOpen(leader)));
  };
  follow(button, overlay)();
  const fromButton = button.subscribe(follow(button, overlay));
  const fromOverlay = overlay.subscribe(follow(overlay, button));
  return () => {
    fromButton.unsubscribe();
    fromOverlay.unsubscribe();
  };
}
