import type { StorefrontMoney, StorefrontProductDetail } from "../../clients/storefront";
import type { AddToCartButtonState } from "../../rules/product-form";
import type { ProductFormContext } from "./product-form.types";

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

/**
 * Whether a click on the add button is refused for the gift card: the click would add (an amount
 * is chosen) but the gift-card form does not pass. The machine's guard and the button's focus
 * move read it alike.
 */
export function refusesGiftCard(
  context: Pick<ProductFormContext, "product" | "giftCardValid">,
  onClick: AddToCartButtonState["onClick"],
): boolean {
  return isGiftCardProduct(context.product) && onClick === "addToCart" && !context.giftCardValid;
}
