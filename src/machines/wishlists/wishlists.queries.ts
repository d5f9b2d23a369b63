import type { ListCalls, Wishlist } from "../../clients/loyalty";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/**
 * The member's wishlists and their children's (handle `wishlist`), with their items, cached as
 * `Wishlists`. Every wishlist screen, the wishlist modal and the hearts read this one entry.
 *
 * @example
 * ```ts
 * const lists = await queryClient.ensureQueryData(wishlistsQuery(context));
 * lists.map((list) => list.name);
 * ```
 */
export const wishlistsQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<ListCalls>): AccountQueryOptions<Wishlist[]> => ({
  queryKey: keys.of("Wishlists"),
  queryFn: ({ signal }) => loyalty.getLists({ handle: "wishlist" }, { signal }),
});
