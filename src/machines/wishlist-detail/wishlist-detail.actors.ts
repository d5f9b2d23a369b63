import type { ListItemCalls, Wishlist, WishlistItem } from "../../clients/loyalty";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import { announceWishlistUpdate } from "../wishlists/wishlist-update-event";
import type { WishlistBagLine, WishlistItemRef, WishlistsCache } from "./wishlist-detail.types";

// Puts a refused remove's item back where it was, unless a refetch already brought it back.
const restore = (lists: readonly Wishlist[], ref: WishlistItemRef, index: number): Wishlist[] =>
  lists.map((list) =>
    list.id !== ref.listId || list.items.some((item) => item.id === ref.item.id)
      ? list
      : { ...list, items: [...list.items.slice(0, index), ref.item, ...list.items.slice(index)] },
  );

const without = (lists: readonly Wishlist[], ref: WishlistItemRef): Wishlist[] =>
  lists.map((list) =>
    list.id === ref.listId
      ? { ...list, items: list.items.filter((item: WishlistItem) => item.id !== ref.item.id) }
      : list,
  );

/** What the detail page's actors are built from. */
export interface WishlistDetailServices {
  /** The item calls (`DELETE /profile/lists/{id}/items/{itemId}`). */
  readonly loyalty: Pick<ListItemCalls, "deleteListItem">;
  /** The cached `Wishlists`, edited optimistically. */
  readonly cache: WishlistsCache;
  /** Refreshes cached account data by name. */
  readonly invalidate: InvalidateAccountKeys;
  /**
   * Adds lines to the page's cart and settles when the cart answers: `requestAdd(system.cart,
   * lines, { signal })` over the cart's public events (the cart opens the mini cart).
   */
  readonly addToCart: (lines: readonly WishlistBagLine[], signal: AbortSignal) => Promise<void>;
  /** Tells the page and the other tabs (`omneo:wishlist:update`). @default announceWishlistUpdate */
  readonly announce?: () => void;
}

/**
 * The detail page's side effects. Remove is optimistic (`docs/architecture.md`, "Account server
 * state"): cancel the lists' refetches, note where the item was, take it off the cached list,
 * `DELETE` it; on a refusal put it back in its place; either way settle by invalidating
 * `Wishlists`, and on success dispatch `omneo:wishlist:update`. Add items to bag goes through the
 * cart's public add.
 *
 * @example
 * ```ts
 * const actors = createWishlistDetailActors({ loyalty, cache, invalidate, addToCart });
 * ```
 */
export function createWishlistDetailActors(services: WishlistDetailServices) {
  const { loyalty, cache, invalidate } = services;
  const announce = services.announce ?? announceWishlistUpdate;
  return {
    removeItem: fromRequest<void, WishlistItemRef>(async (ref) => {
      await cache.cancel();
      let index = 0;
      cache.update((lists) => {
        const list = lists.find((candidate) => candidate.id === ref.listId);
        index = Math.max(0, list?.items.findIndex((item) => item.id === ref.item.id) ?? 0);
        return without(lists, ref);
      });
      try {
        await loyalty.deleteListItem(ref.listId, ref.item.id);
      } catch (error) {
        cache.update((lists) => restore(lists, ref, index));
        throw error;
      } finally {
        await invalidate(["Wishlists"]);
      }
      announce();
    }),
    addToBag: fromRequest<void, readonly WishlistBagLine[]>((lines, signal) =>
      services.addToCart(lines, signal),
    ),
  };
}
