import type { StorefrontClient, StorefrontProduct } from "../../clients/storefront";
import type { AccountKeys, AccountQueryOptions } from "../account";

/**
 * The storefront's product nodes for a list's products (availability and variant ids for Add
 * items to bag), cached under `Wishlists` so whatever refreshes the wishlists refreshes them too.
 *
 * @example
 * ```ts
 * const products = await queryClient.fetchQuery(
 *   wishlistProductsQuery(keys, storefront, wishlistProductIds(list)),
 * );
 * ```
 */
export const wishlistProductsQuery = (
  keys: AccountKeys,
  storefront: Pick<StorefrontClient, "products">,
  productIds: readonly number[],
): AccountQueryOptions<StorefrontProduct[]> => ({
  queryKey: keys.of("Wishlists", "products", productIds.join(",")),
  queryFn: ({ signal }) =>
    productIds.length === 0 ? Promise.resolve([]) : storefront.products(productIds, { signal }),
});
