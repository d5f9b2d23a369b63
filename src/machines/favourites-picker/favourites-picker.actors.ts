import type { ChildConnection, ConnectionCalls } from "../../clients/loyalty";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import type { FavouritesSaveRequest } from "./favourites-picker.types";

/**
 * The picker's side effect: `PUT /connections/{id}/profile` with the `omneo` custom attribute of
 * the picker's handle (`brands` or `sports`, an array), then `ProfileConnections` and `Profiles`
 * invalidated. A write once sent is not cancelled.
 *
 * @example
 * ```ts
 * const actors = createFavouritesPickerActors(loyalty, binding.invalidate);
 * ```
 */
export function createFavouritesPickerActors(
  loyalty: Pick<ConnectionCalls, "updateChild">,
  invalidate: InvalidateAccountKeys,
) {
  return {
    saveFavourites: fromRequest<ChildConnection, FavouritesSaveRequest>(
      async ({ connectionId, handle, values }) => {
        const saved = await loyalty.updateChild(connectionId, {
          custom_attributes: [{ namespace: "omneo", handle, type: "array", value: [...values] }],
        });
        await invalidate(["ProfileConnections", "Profiles"]);
        return saved;
      },
    ),
  };
}
