import type { StorefrontMoney, StorefrontProductDetail, StorefrontVariant } from "../../clients/storefront";
import { type SizeOption, selectSize, widthsOf } from "../../rules/size-selection";
import { type SizeUnit, sizeInUnit } from "../../rules/sizes";
import { numericId, sizeName } from "../../rules/variant-names";

export { numericId, sizeName };

/** Cents of a storefront money amount (`"89.95"` → 8995). */
export function cents(money: StorefrontMoney | null | undefined): number | null {
  return money ? Math.round(Number(money.amount) * 100) : null;
}

/** The variant with that numeric id, when it belongs to the product. */
export function findVariant(
  product: StorefrontProductDetail | null,
  variantId: string | null,
): StorefrontVariant | undefined {
  if (!product || !variantId) return undefined;
  return product.variants.find((variant) => numericId(variant.id) === variantId);
}

/** Whether a product sells by shoe size with conversions (UK, US, EU, CM). */
export function hasSizeUnits(product: StorefrontProductDetail | null): boolean {
  return (
    product?.variants.some(
      (variant) => variant.metafields.euro !== null || variant.metafields.kids_us !== null,
    ) ?? false
  );
}

/** Whether a product is a gift card: it sells amounts, not sizes. */
export function isGiftCardProduct(product: StorefrontProductDetail | null): boolean {
  if (!product) return false;
  return (
    product.tags.includes("gift-card") ||
    product.variants.some((variant) => variant.selectedOptions.some((option) => option.name === "Amount"))
  );
}

/**
 * The size as a unit shows it. CM is the `centimeter` metafield, and only where that is missing
 * the spec's EU × 2.54; a unit the variant has no value for shows the size option itself.
 */
export function sizeLabel(variant: StorefrontVariant, unit: SizeUnit, withUnits: boolean): string {
  const name = sizeName(variant);
  if (!withUnits) return name;
  const { kids_uk, kids_us, euro, centimeter } = variant.metafields;
  return sizeInUnit({ uk: kids_uk ?? name, us: kids_us, eu: euro, cm: centimeter }, unit) ?? name;
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
