import type { WishlistItem } from "../customer.types";
import { type CustomerContext, imageRefs, type Pick } from "./context";

/** A wishlist item's own fields, beside the variant it holds. */
export interface WishlistItemFields {
  /** The list item's id. */
  id: number;
  /** When it was added (ISO). */
  createdAt: string;
  /** The image the storefront chose (`meta.img`); the product's first image when absent. */
  image?: string;
}

/**
 * A wishlist item for a product variant with a given id, shaped as the loyalty lists API returns
 * it. Shared by the seeded world and the sandbox's lists endpoints, so both answer alike.
 *
 * @example
 * ```ts
 * const item = wishlistItemFor({ product, variant }, { id: 60_001, createdAt: "2025-01-01T00:00:00.000Z" });
 * item.meta.selected === item.product_variant_sku; // true
 * ```
 */
export function wishlistItemFor(
  { product, variant }: Pick,
  { id, createdAt, image }: WishlistItemFields,
): WishlistItem {
  const images = imageRefs(product, 2);
  return {
    id,
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
    meta: {
      img: image ?? images[0]?.src ?? "",
      selected: variant.sku,
      productId: product.id,
      variantId: variant.id,
    },
    created_at: createdAt,
  };
}

/**
 * A wishlist item for a product variant in the seeded world, with the next list-item id.
 *
 * @example
 * ```ts
 * const item = wishlistItem(context, pickVariant(context, "shoe"), "2025-01-01T00:00:00.000Z");
 * item.meta.selected === item.product_variant_sku; // true
 * ```
 */
export function wishlistItem(context: CustomerContext, pick: Pick, createdAt: string): WishlistItem {
  return wishlistItemFor(pick, { id: context.nextId("list-item", 60_000), createdAt });
}
