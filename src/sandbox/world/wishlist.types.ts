import type { ImageRef } from "./purchase.types";

/** Shopify options of a variant as loyalty records carry them. */
export interface ShopifyOptions {
  /** Size. */
  option1: string;
  /** Width, or null. */
  option2: string | null;
}

/** The variant of a wishlist item. */
export interface WishlistItemVariant {
  /** Variant id. */
  id: number;
  /** Variant SKU. */
  sku: string;
  /** The product's first images. */
  images: ImageRef[];
  /** Size and width. */
  meta: {
    /** Storefront options. */
    shopify: ShopifyOptions;
  };
  /** The product's customer-facing name. */
  customer_facing_name: string;
  /** Product id. */
  product_id: number;
}

/** The product of a wishlist item. */
export interface WishlistItemProduct {
  /** Product id. */
  id: number;
  /** Product handle, for `/products/{handle}` links. */
  handle: string;
  /** Brand. */
  brand: string;
  /** Title. */
  title: string;
  /** First images. */
  images: ImageRef[];
}

/** What the storefront stored with a wishlist item. */
export interface WishlistItemMeta {
  /** Image URL. */
  img: string;
  /** The selected variant's SKU. */
  selected: string;
  /** Product id. */
  productId: number;
  /** Variant id. */
  variantId: number;
}

/** An item of a wishlist. */
export interface WishlistItem {
  /** Numeric item id. */
  id: number;
  /** Variant SKU. */
  product_variant_sku: string;
  /** Variant id. */
  product_variant_id: number;
  /** The variant. */
  product_variant: WishlistItemVariant;
  /** The product. */
  product: WishlistItemProduct;
  /** Storefront data. */
  meta: WishlistItemMeta;
  /** ISO date added. */
  created_at: string;
}

/** The owner of a child's list. */
export interface WishlistOwner {
  /** The child's profile id. */
  id: number;
  /** The child's first name. */
  first_name: string;
  /** The child's last name. */
  last_name: string;
  /** The child as the connection shows them. */
  connector: {
    /** Avatar path. */
    avatar_url: string | null;
    /** First name. */
    first_name: string;
    /** Last name. */
    last_name: string;
  };
}

/** A wishlist (`handle` `wishlist`) or a child's shoe wardrobe (`handle` `assigned`). */
export interface Wishlist {
  /** Numeric id. */
  id: number;
  /** List name. */
  name: string;
  /** Same as `name`. */
  title: string;
  /** `wishlist`, or `assigned` for a child's wardrobe of assigned shoes. */
  handle: "wishlist" | "assigned";
  /** Owner's profile id: the parent's or a child's. */
  profileId: number;
  /** A child's list names its owner; null for the parent's own lists. */
  profile: WishlistOwner | null;
  /** Items, oldest first. */
  items: WishlistItem[];
  /** ISO creation date. */
  created_at: string;
  /** ISO date of the last change. */
  updated_at: string;
}
