import type { Wishlist, WishlistItem } from "../../src/clients/loyalty";
import type { StorefrontProduct, StorefrontVariant } from "../../src/clients/storefront";

export function item(id: number, sku: string, productId = 500 + id, title = `Runner ${id}`): WishlistItem {
  return {
    id,
    product_variant_sku: sku,
    product_variant_id: 9000 + id,
    product_variant: {
      id: 9000 + id,
      sku,
      images: [{ src: `/img/${id}-variant.svg`, alt: "" }],
      meta: { shopify: { option1: "10", option2: "E" } },
      customer_facing_name: title,
      product_id: productId,
    },
    product: {
      id: productId,
      handle: `runner-${id}`,
      brand: "Bobux",
      title,
      images: [{ src: `/img/${id}.svg`, alt: "" }],
    },
    meta: { img: `/img/${id}-meta.svg`, selected: sku, productId, variantId: 9000 + id },
    created_at: "2026-01-01T00:00:00.000Z",
  };
}

export function list(id: number, name: string, items: WishlistItem[], child?: string): Wishlist {
  return {
    id,
    name,
    handle: "wishlist",
    profileId: child ? 77 : 1,
    profile: child
      ? {
          id: 77,
          first_name: child,
          last_name: "Taylor",
          connector: { avatar_url: "/avatars/2.svg", first_name: child, last_name: "Taylor" },
        }
      : null,
    items,
  };
}

export function variant(id: number, sku: string, availableForSale: boolean): StorefrontVariant {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    sku,
    title: "10 / E",
    availableForSale,
    currentlyNotInStock: false,
    price: { amount: "89.95", currencyCode: "AUD" },
    compareAtPrice: null,
    selectedOptions: [],
    size: "10",
    width: "E",
    metafields: {} as StorefrontVariant["metafields"],
  };
}

export function product(id: number, variants: StorefrontVariant[]): StorefrontProduct {
  return {
    id: `gid://shopify/Product/${id}`,
    title: `Product ${id}`,
    handle: `product-${id}`,
    vendor: "Bobux",
    featuredImage: null,
    priceRange: {
      minVariantPrice: { amount: "89.95", currencyCode: "AUD" },
      maxVariantPrice: { amount: "89.95", currencyCode: "AUD" },
    },
    brand: null,
    metafields: {} as StorefrontProduct["metafields"],
    variants,
  };
}
