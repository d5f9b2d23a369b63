import type { WishlistItem } from "../customer.types";
import { type CustomerContext, imageRefs, type Pick } from "./context";

/**
 * A wishlist item for a product variant, shaped as the loyalty lists API returns it.
 *
 * @example
 * ```ts
 * const item = wishlistItem(context, pickVariant(context, "shoe"), "2025-01-01T00:00:00.000Z");
 * item.meta.selected === item.product_variant_sku; // true
 * ```
 */
export function wishlistItem(
  context: CustomerContext,
  { product, variant }: Pick,
  createdAt: string,
): WishlistItem {
  const images = imageRefs(product, 2);
  return {
    id: context.nextId("list-item", 60_000),
    product_variant_sku: variant.sku,
    product_variant_id: variant.id,
    product_variant: {
      id: variant.id,
      sku: variant.sku,
      images,
      meta: { shopify: { option1: variant.option1, option2: variant.option2 } },
      customer_facing_name: product.customer_facing_product_name,
      product_id: product.id,
    },
    product: { id: product.id, handle: product.handle, brand: product.brand, title: product.title, images },
    meta: { img: images[0]?.src ?? "", selected: variant.sku, productId: product.id, variantId: variant.id },
    created_at: createdAt,
  };
}
