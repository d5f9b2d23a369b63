import { WISHLIST_UPDATE_EVENT } from "../../rules/keys";

/** Where the wishlist flows fire their browser events (a `window` fits); none on a server. */
export interface WishlistEventTarget {
  /** Fires `wishlist-added`, `wishlist-removed` and `omneo:wishlist:update`. */
  dispatchEvent(event: Event): boolean;
}

/**
 * Fires one of the wishlist's browser events (`wishlist-added` / `wishlist-removed` with
 * `{ productId, variantId }`, or `omneo:wishlist:update`) at the target, if there is one.
 *
 * @example
 * ```ts
 * announceWishlistEvent(window, "wishlist-added", { productId: "5", variantId: "51" });
 * ```
 */
export function announceWishlistEvent(
  target: WishlistEventTarget | undefined,
  type: string,
  detail?: { productId: string; variantId: string },
): void {
  if (target && typeof CustomEvent === "function") target.dispatchEvent(new CustomEvent(type, { detail }));
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
  announceWishlistEvent(target, WISHLIST_UPDATE_EVENT);
}
