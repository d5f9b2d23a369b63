import type { Wishlist, WishlistItem } from "../../src/clients/loyalty";
import type { WishlistSizeOption } from "../../src/machines/wishlist-size";
import { accountAreaMessages } from "../../src/rules/messages-account-area";
import { accountWishlistMessages } from "../../src/rules/messages-account-wishlists";
import { shopMessages } from "../../src/rules/messages-shop";

export const wishlistMessages = {
  ...accountWishlistMessages,
  save: accountAreaMessages.save,
  ...shopMessages,
};

export function item(id: number, productId: number, variantId: number, extra = ""): WishlistItem {
  return {
    id,
    product_variant_sku: `SKU-${variantId}${extra}`,
    product_variant_id: variantId,
    product_variant: null,
    product: { id: productId, title: `Product ${productId}${extra}`, brand: null, images: [] },
    meta: { productId, variantId },
    created_at: "2026-11-01T00:00:00Z",
  };
}

export function list(id: number, name: string, items: WishlistItem[] = [], child = false): Wishlist {
  return {
    id,
    name,
    handle: "wishlist",
    profileId: child ? 77 : 1,
    profile: child ? { id: 77, first_name: "Mia", last_name: null } : null,
    items,
  };
}

export const sizes: WishlistSizeOption[] = [
  { id: "51", size: "8", label: "8", width: "E", available: true, sku: "SKU-51" },
  { id: "52", size: "9", label: "9", width: "E", available: false, sku: "SKU-52" },
  { id: "53", size: "8", label: "8", width: "G", available: true, sku: "SKU-53" },
];

export const runner = { productId: 5, name: "Kids Runner", image: "https://img/5.svg" };
