import type { StorefrontMoney, StorefrontProductDetail, StorefrontVariant } from "../../clients/storefront";
import type { AddToCartButtonState } from "../../rules/product-form";
import { convertsSizeUnits } from "../../rules/sizes";
import type { ProductFormAddPreview, ProductFormContext } from "./product-form.types";

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

/**
 * What the cart shows of an add before the server answers, and what it keeps of it after
 * (`add.js` answers no size metafields): the line names the size as this page does at once.
 *
 * @example
 * ```ts
 * addPreview(product, variant, false).options; // [{ name: "Size", value: "04.5" }, { name: "Width", value: "E" }]
 * ```
 */
export function addPreview(
  product: StorefrontProductDetail,
  variant: StorefrontVariant,
  giftCard: boolean,
): ProductFormAddPreview {
  const { kids_uk, kids_us, euro, centimeter } = variant.metafields;
  const sizes = { kids_uk, kids_us, euro, centimeter };
  const image = product.images[0]?.url ?? product.featuredImage?.url ?? null;
  return {
    title: product.title,
    variantTitle: variant.title,
    image,
    price: cents(variant.price) ?? 0,
    url: `/products/${product.handle}`,
    options: variant.selectedOptions,
    sizeMetafields: convertsSizeUnits(sizes) ? sizes : null,
    giftCard,
  };
}
