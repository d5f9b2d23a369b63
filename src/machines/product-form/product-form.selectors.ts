import type { StorefrontMoney, StorefrontProductDetail } from "../../clients/storefront";

/** Cents of a storefront money amount (`"89.95"` → 8995). */
export function cents(money: StorefrontMoney | null | undefined): number | null {
  return money ? Math.round(Number(money.amount) * 100) : null;
}

/** Whether a product is a gift card: it sells amounts, not sizes. */
export function isGiftCardProduct(product: StorefrontProductDetail | null): boolean {
  if (!product) return false;
  return (
    product.tags.includes("gift-card") ||
    product.variants.some((variant) => variant.selectedOptions.some((option) => option.name === "Amount"))
  );
}
