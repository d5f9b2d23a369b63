import type { StorefrontClient, StorefrontProduct } from "../../clients/storefront";
import { fromRequest } from "../shared/request";

/**
 * The guest wishlist page's one side effect: the saved products' details from the storefront
 * (`productsByIds`, the product-nodes call a member's list page reads availability with). Leaving
 * the loading state aborts it.
 *
 * @example
 * ```ts
 * const actors = createGuestWishlistPageActors({ products: (ids, options) => productsByIds(transport, ids, options) });
 * ```
 */
export function createGuestWishlistPageActors(storefront: Pick<StorefrontClient, "products">) {
  return {
    loadProducts: fromRequest<StorefrontProduct[], readonly string[]>((ids, signal) =>
      storefront.products(ids, { signal }),
    ),
  };
}
