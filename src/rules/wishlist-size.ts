// A wishlist item's size as the shopper reads it, in a module of its own: the rules of
// wishlists.ts ride on every page with hearts, and this needs the size conversions.
import { type SizeMetafields, storedSizeInUk, variantSizeInUnit } from "./sizes";

/** A wishlist item's saved size, as {@link wishlistSizeLabel} reads it. */
export interface WishlistItemSize {
  /** The stored size option ("09.5"), or `null` when the variant has none. */
  readonly size: string | null;
  /** The width option ("E"), or `null`. */
  readonly width: string | null;
  /** The storefront variant's size metafields, when the variant is known. */
  readonly metafields?: SizeMetafields | null;
}

/**
 * A wishlist item's size as the product page and the wishlist modal show it, in the UK unit
 * ("9.5" for the stored "09.5", from the variant's `kids_uk` when known), with its width after a
 * middle dot; `null` without a size. A member's list page and the guest wishlist page both show it.
 *
 * @example
 * ```ts
 * wishlistSizeLabel({ size: "010", width: "E", metafields: { kids_uk: "10" } }); // "10 · E"
 * wishlistSizeLabel({ size: "09.5", width: null }); // "9.5"
 * ```
 */
export function wishlistSizeLabel(item: WishlistItemSize): string | null {
  if (!item.size) return null;
  const size = item.metafields
    ? variantSizeInUnit(item.size, item.metafields, "UK")
    : storedSizeInUk(item.size);
  return item.width ? `${size} · ${item.width}` : size;
}
