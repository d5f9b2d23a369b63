import type { StorefrontProductDetail, StorefrontVariant } from "../../clients/storefront";
import { type SizeOption, selectSize, widthsOf } from "../../rules/size-selection";
import { convertsSizeUnits, type SizeUnit, variantSizeInUnit } from "../../rules/sizes";
import { numericId, sizeName } from "../../rules/variant-names";

/**
 * The variant with that numeric id, when it belongs to the product.
 *
 * @example
 * ```ts
 * findVariant(product, "4242")?.title; // "10 / E"
 * findVariant(product, "1"); // undefined: not one of its variants
 * ```
 */
export function findVariant(
  product: StorefrontProductDetail | null,
  variantId: string | null,
): StorefrontVariant | undefined {
  if (!product || !variantId) return undefined;
  return product.variants.find((variant) => numericId(variant.id) === variantId);
}

/** Whether a product sells by shoe size with conversions (UK, US, EU, CM). */
export function hasSizeUnits(product: StorefrontProductDetail | null): boolean {
  return product?.variants.some((variant) => convertsSizeUnits(variant.metafields)) ?? false;
}

/**
 * The size as a unit shows it. CM is the `centimeter` metafield, and only where that is missing
 * the spec's EU × 2.54; a unit the variant has no value for shows the size option itself.
 */
export function sizeLabel(variant: StorefrontVariant, unit: SizeUnit, withUnits: boolean): string {
  const name = sizeName(variant);
  return withUnits ? variantSizeInUnit(name, variant.metafields, unit) : name;
}

/** The product's variants as the size-selection rules read them. */
export function sizeOptions(product: StorefrontProductDetail | null): SizeOption[] {
  return (product?.variants ?? []).map((variant) => ({
    id: numericId(variant.id),
    size: sizeName(variant),
    width: variant.width,
    available: variant.availableForSale,
  }));
}

/** Widths the product offers, in letter order (C–H). */
export function productWidths(product: StorefrontProductDetail | null): string[] {
  return widthsOf(sizeOptions(product)).sort();
}

/**
 * The width to show: the chosen variant's, else the one asked for, else the first width in which
 * something is in stock, else the first width.
 */
export function widthFor(product: StorefrontProductDetail | null, variantId: string | null): string | null {
  const chosen = findVariant(product, variantId);
  if (chosen) return chosen.width;
  const widths = productWidths(product);
  const inStock = widths.find((width) =>
    product?.variants.some((variant) => variant.width === width && variant.availableForSale),
  );
  return inStock ?? widths[0] ?? null;
}

/** Re-picks the chosen size in another width; null when that width lacks the size. */
export function variantInWidth(
  product: StorefrontProductDetail | null,
  variantId: string | null,
  width: string,
): string | null {
  const chosen = findVariant(product, variantId);
  if (!chosen) return null;
  const picked = selectSize(sizeOptions(product), sizeName(chosen), width);
  return picked ? String(picked.id) : null;
}

/** A variant id (from the URL or a radio) counts only when it names one of the product's variants. */
export function knownVariant(
  product: StorefrontProductDetail | null,
  variantId: string | null | undefined,
): string | null {
  return findVariant(product, variantId ?? null) ? (variantId ?? null) : null;
}
