import type { ListCalls, ListItemCalls, Wishlist } from "../../clients/loyalty";
import { WISHLIST_ADDED_EVENT, WISHLIST_REMOVED_EVENT, WISHLIST_UPDATE_EVENT } from "../../rules/keys";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import { announceWishlistEvent, type WishlistEventTarget } from "../wishlists/wishlist-update-event";
import type { WishlistModalSaveRequest } from "./wishlist-modal.types";

/** What the wishlist modal's actors call. */
export interface WishlistModalServices {
  /** The lists through the account cache (`wishlistsQuery`), shared with every reader. */
  readonly loadLists: (signal: AbortSignal) => Promise<Wishlist[]>;
  /** The lists fetched afresh (after a failed save, to show what the server holds). */
  readonly reloadLists: (signal: AbortSignal) => Promise<Wishlist[]>;
  /** Creating a list. */
  readonly lists: Pick<ListCalls, "createList">;
  /** Adding and removing items. */
  readonly items: Pick<ListItemCalls, "addListItem" | "deleteListItem">;
  /** Refreshes cached account data by name. */
  readonly invalidate: InvalidateAccountKeys;
  /** Where the browser events go. @default none */
  readonly target?: WishlistEventTarget;
}

/**
 * The wishlist modal's side effects (account-area §2, §7): the lists from the `Wishlists` cache,
 * `POST /profile/lists` for a new list, `POST`/`DELETE /profile/lists/{id}/items…` for the save,
 * then `Wishlists` invalidated, `wishlist-added` / `wishlist-removed` and `omneo:wishlist:update`
 * fired. A write once sent finishes (it is not aborted); a failed save is refused at once and
 * still invalidates (without waiting for it), so every reader shows what did land.
 *
 * @example
 * ```ts
 * const actors = createWishlistModalActors({ loadLists, reloadLists, lists, items, invalidate, target: window });
 * ```
 */
export function createWishlistModalActors(services: WishlistModalServices) {
  const announceChange = () => announceWishlistEvent(services.target, WISHLIST_UPDATE_EVENT);
  return {
    loadLists: fromRequest<Wishlist[]>((_, signal) => services.loadLists(signal)),
    reloadLists: fromRequest<Wishlist[]>((_, signal) => services.reloadLists(signal)),
    createList: fromRequest<Wishlist, { name: string }>(async ({ name }) => {
      const list = await services.lists.createList({ name });
      await services.invalidate(["Wishlists"]);
      announceChange();
      return list;
    }),
    saveWishlists: fromRequest<void, WishlistModalSaveRequest>(async ({ product, variant, changes }) => {
      const detail = { productId: String(product.productId), variantId: variant.id };
      const results = await Promise.allSettled([
        ...changes.add.map((listId) =>
          services.items.addListItem(listId, {
            productId: product.productId,
            variantId: variant.id,
            ...(variant.sku ? { sku: variant.sku } : {}),
            ...(product.image ? { image: product.image } : {}),
          }),
        ),
        ...changes.remove.map((ref) => services.items.deleteListItem(ref.listId, ref.itemId)),
      ]);
      const refresh = async () => {
        await services.invalidate(["Wishlists"]);
        announceChange();
      };
      const failure = results.find((result) => result.status === "rejected");
      if (failure) {
        // Refused at once, not after the refresh: refreshing from a service that is failing
        // retries for seconds (the account query client retries twice, 1 s and 2 s apart), and the
        // modal rolls back by reading the lists itself (`reloadLists`). A refresh that fails too
        // leaves the cache as it was, which that read reports.
        refresh().catch(() => undefined);
        throw failure.reason;
      }
      if (changes.add.length > 0) announceWishlistEvent(services.target, WISHLIST_ADDED_EVENT, detail);
      else if (changes.remove.length > 0)
        announceWishlistEvent(services.target, WISHLIST_REMOVED_EVENT, detail);
      await refresh();
    }),
  };
}
