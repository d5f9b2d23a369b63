import type { ListItemCalls, WishlistItem } from "../../clients/loyalty";
import { WISHLIST_UPDATE_EVENT } from "../../rules/keys";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import { announceWishlistEvent, type WishlistEventTarget } from "../wishlists/wishlist-update-event";
import type { WishlistItemUpdateRequest } from "./wishlist-item.types";

/**
 * The Edit Item modal's side effect: `PUT /profile/lists/{id}/items/{itemId}` with the new
 * variant, then `Wishlists` invalidated and `omneo:wishlist:update` fired.
 *
 * @example
 * ```ts
 * const actors = createWishlistItemActors(items, invalidate, window);
 * ```
 */
export function createWishlistItemActors(
  items: Pick<ListItemCalls, "updateListItem">,
  invalidate: InvalidateAccountKeys,
  target?: WishlistEventTarget,
) {
  return {
    updateItem: fromRequest<WishlistItem, WishlistItemUpdateRequest>(
      async ({ listId, itemId, productId, variant }) => {
        const updated = await items.updateListItem(listId, itemId, {
          productId,
          variantId: variant.id,
          ...(variant.sku ? { sku: variant.sku } : {}),
        });
        await invalidate(["Wishlists"]);
        announceWishlistEvent(target, WISHLIST_UPDATE_EVENT);
        return updated;
      },
    ),
  };
}
