import { fromCallback } from "xstate";
import type { ListItemCalls } from "../../clients/loyalty";
import { WISHLIST_REMOVED_EVENT, WISHLIST_UPDATE_EVENT } from "../../rules/keys";
import type { WishlistMembershipList } from "../../rules/wishlist-membership";
import type { InvalidateAccountKeys } from "../account";
import { announceWishlistEvent, type WishlistEventTarget } from "../wishlists/wishlist-update-event";
import type { WishlistHeartsEvent, WishlistRemoveRequest } from "./wishlist-hearts.types";

/** What the hearts' actors are built from. */
export interface WishlistHeartsServices {
  /**
   * Follows the member's lists (the `Wishlists` cache entry): calls `onLists` now and on every
   * change, `onError` when they cannot be read; returns the function that stops.
   */
  readonly watchLists: (
    onLists: (lists: WishlistMembershipList[]) => void,
    onError: (error: unknown) => void,
  ) => () => void;
  /** Deleting items. */
  readonly items: () => Promise<Pick<ListItemCalls, "deleteListItem">>;
  /** Refreshes cached account data by name. */
  readonly invalidate: InvalidateAccountKeys;
  /** Where the browser events go. @default none */
  readonly target?: WishlistEventTarget;
}

/**
 * The hearts' side effects: the lists from the account cache, and a removal that deletes the
 * product's items from every list (`DELETE /profile/lists/{id}/items/{itemId}`), invalidates
 * `Wishlists` and fires `wishlist-removed` and `omneo:wishlist:update`. A removal once sent
 * finishes. A failure answers `remove.failed` at once (the hearts roll back without waiting for
 * the refresh) and still invalidates, so the hearts then show what the server holds.
 *
 * @example
 * ```ts
 * const machine = wishlistHeartsMachine.provide({ actors: createWishlistHeartsActors(services) });
 * ```
 */
export function createWishlistHeartsActors(services: WishlistHeartsServices) {
  return {
    watchLists: fromCallback<WishlistHeartsEvent>(({ sendBack }) =>
      services.watchLists(
        (lists) => sendBack({ type: "lists.changed", lists }),
        (error) => sendBack({ type: "lists.failed", error }),
      ),
    ),
    removeItems: fromCallback<WishlistHeartsEvent, WishlistRemoveRequest>(({ input, sendBack }) => {
      const { product, refs } = input;
      let refused = false;
      const refuse = (error: unknown) => {
        if (refused) return;
        refused = true;
        sendBack({ type: "remove.failed", refs, error });
      };
      const run = async () => {
        try {
          const items = await services.items();
          const results = await Promise.allSettled(
            refs.map((ref) => items.deleteListItem(ref.listId, ref.itemId)),
          );
          const failure = results.find((result) => result.status === "rejected");
          if (failure) throw failure.reason;
          announceWishlistEvent(services.target, WISHLIST_REMOVED_EVENT, {
            productId: String(product.productId),
            variantId: String(product.variantId ?? ""),
          });
        } catch (error) {
          // Rolled back and told at once, not after the refresh below: refreshing from a service
          // that is failing retries for seconds (the account query client retries twice, 1 s and
          // 2 s apart), and the heart would show the removal all that time.
          refuse(error);
        }
        await services.invalidate(["Wishlists"]);
        announceWishlistEvent(services.target, WISHLIST_UPDATE_EVENT);
      };
      run().then(() => {
        if (!refused) sendBack({ type: "remove.done", refs });
      }, refuse);
      return undefined;
    }),
  };
}
