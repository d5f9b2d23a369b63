import type { Subscription } from "xstate";
import type { QuickSearchButtonEvent } from "./quick-search-button.machine";

/** A snapshot as {@link linkQuickSearchButton} reads it. */
export interface QuickSearchLinkSnapshot {
  /** Whether it is in the state named (the link asks for `closed`). */
  matches(state: "closed"): boolean;
}

/**
 * One end of {@link linkQuickSearchButton}: the button's actor or the overlay's, as the link
 * reads and tells it (whether it is closed; its `overlay.open` and `overlay.close` events).
 */
export interface QuickSearchLinkEnd {
  /** Its current state. */
  getSnapshot(): QuickSearchLinkSnapshot;
  /** Calls `observer` on every change. */
  subscribe(observer: () => void): Subscription;
  /** Sends it an event. */
  send(event: QuickSearchButtonEvent): void;
}

const isOpen = (end: QuickSearchLinkEnd) => !end.getSnapshot().matches("closed");
const openEvent = (open: boolean): QuickSearchButtonEvent => ({
  type: open ? "overlay.open" : "overlay.close",
});

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
export function linkQuickSearchButton(button: QuickSearchLinkEnd, overlay: QuickSearchLinkEnd): () => void {
  const follow = (leader: QuickSearchLinkEnd, follower: QuickSearchLinkEnd) => () => {
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
