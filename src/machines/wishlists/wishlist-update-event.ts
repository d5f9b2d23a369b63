import { WISHLIST_UPDATE_EVENT } from "../../rules/keys";

/** A window-like target the update event is dispatched on. */
export interface WishlistEventTarget {
  /** Dispatches the event. */
  dispatchEvent(event: Event): boolean;
}

/**
 * Dispatches `omneo:wishlist:update` on the window (a no-op on a server), so the header heart,
 * other widgets on the page and the local cache (which tells the other tabs) learn of a change.
 *
 * @example
 * ```ts
 * await loyalty.deleteList(list.id);
 * announceWishlistUpdate();
 * ```
 */
export function announceWishlistUpdate(
  target: WishlistEventTarget | undefined = typeof window === "undefined" ? undefined : window,
): void {
  if (!target || typeof CustomEvent === "undefined") return;
  target.dispatchEvent(new CustomEvent(WISHLIST_UPDATE_EVENT));
}
