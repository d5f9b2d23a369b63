import type { WishlistItem } from "../../clients/loyalty";
import { listCalls } from "../../clients/loyalty/lists";
import { childListItems } from "../../machines/children";
import { wardrobesQuery } from "../../machines/orders";
import { wishlistsQuery } from "../../machines/wishlists";
import { type AccountQueryApi, useAccountQuery } from "./use-account-query";

/** A child's list items as {@link useChildWishlistItems} and {@link useChildWardrobe} return them. */
export interface ChildListItemsApi extends Omit<AccountQueryApi<unknown>, "data"> {
  /** The child's items, newest first (empty until loaded). */
  readonly items: readonly WishlistItem[];
}

const itemsOf = (query: AccountQueryApi<Parameters<typeof childListItems>[0]>, profileId: number) => ({
  status: query.status,
  error: query.error,
  errorMessage: query.errorMessage,
  isRefreshing: query.isRefreshing,
  refetch: query.refetch,
  items: query.data ? childListItems(query.data, profileId) : [],
});

/**
 * The items of a child's wishlist, read-only, for the child page's WISHLIST section: the
 * `Wishlists` entry (the one every wishlist screen reads), narrowed to the child's profile.
 *
 * @example
 * ```tsx
 * const wishlist = useChildWishlistItems(child.connector.id);
 * wishlist.items.map((item) => item.product?.title);
 * ```
 */
export function useChildWishlistItems(profileId: number): ChildListItemsApi {
  return itemsOf(useAccountQuery(wishlistsQuery, listCalls), profileId);
}

/**
 * A child's shoe wardrobe (the pairs assigned to the child: its `assigned` list), for the child
 * page's SHOE_WARDROBE section.
 *
 * @example
 * ```tsx
 * const wardrobe = useChildWardrobe(child.connector.id);
 * ```
 */
export function useChildWardrobe(profileId: number): ChildListItemsApi {
  return itemsOf(useAccountQuery(wardrobesQuery, listCalls), profileId);
}
