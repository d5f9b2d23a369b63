import type { ListCalls } from "../../clients/loyalty";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import { announceWishlistUpdate } from "../wishlists/wishlist-update-event";
import type { EditableWishlist, WishlistSaveRequest } from "./wishlist-editor.types";

/**
 * The popover's side effects: `POST /profile/lists` (create) or `PUT /profile/lists/{id}`
 * (rename), `DELETE /profile/lists/{id}`; on success each refreshes `Wishlists` and dispatches
 * `omneo:wishlist:update` (`announce`). A write is not cancelled once sent.
 *
 * @example
 * ```ts
 * const actors = createWishlistEditorActors(loyalty, binding.invalidate);
 * ```
 */
export function createWishlistEditorActors(
  loyalty: Pick<ListCalls, "createList" | "updateList" | "deleteList">,
  invalidate: InvalidateAccountKeys,
  announce: () => void = announceWishlistUpdate,
) {
  return {
    saveWishlist: fromRequest(async (request: WishlistSaveRequest) => {
      const list =
        request.listId === undefined
          ? await loyalty.createList({ name: request.name })
          : await loyalty.updateList(request.listId, { name: request.name });
      await invalidate(["Wishlists"]);
      announce();
      return list;
    }),
    deleteWishlist: fromRequest(async (list: EditableWishlist) => {
      await loyalty.deleteList(list.id);
      await invalidate(["Wishlists"]);
      announce();
    }),
  };
}
