import type { BackInStockClient } from "../../clients/back-in-stock";
import type { StorefrontClient } from "../../clients/storefront";
import { variantSizeInUnit } from "../../rules/sizes";
import { numericId, sizeName } from "../../rules/variant-names";
import { fromRequest } from "../shared/request";
import type { WishlistNotifyRequest, WishlistSizeOption, WishlistSizeRequest } from "./wishlist-size.types";

/** What the size step's actors call. */
export interface WishlistSizeServices {
  /** The storefront's product lookup by id. */
  readonly storefront: Pick<StorefrontClient, "products">;
  /** The back-in-stock email provider. */
  readonly backInStock: Pick<BackInStockClient, "subscribe">;
}

/**
 * The size step's side effects: the product's variants from the storefront (by product id) and
 * the back-in-stock subscription of the existing client (storefront §7).
 *
 * @example
 * ```ts
 * const actors = createWishlistSizeActors({ storefront: createStorefrontClient(config), backInStock });
 * ```
 */
export function createWishlistSizeActors(services: WishlistSizeServices) {
  return {
    loadSizes: fromRequest<WishlistSizeOption[], WishlistSizeRequest>(async ({ productId }, signal) => {
      const [product] = await services.storefront.products([productId], { signal });
      return (product?.variants ?? []).map((variant) => ({
        id: numericId(variant.id),
        size: sizeName(variant),
        // Shown as the product page shows it (UK unit: "9.5" for the stored "09.5").
        label: variantSizeInUnit(sizeName(variant), variant.metafields, "UK"),
        width: variant.width,
        available: variant.availableForSale,
        sku: variant.sku,
      }));
    }),
    subscribeBackInStock: fromRequest<{ sent: boolean }, WishlistNotifyRequest>(
      async ({ email, variantId }, signal) => {
        const result = await services.backInStock.subscribe(email, variantId, { signal });
        return { sent: result.sent };
      },
    ),
  };
}
