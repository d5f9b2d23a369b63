import { formatMessage, type ProductMessageCatalogue, productMessages } from "./messages";

/** The variant chosen in the product form, as far as the button cares. */
export interface ChosenVariant {
  /** Variant id. */
  readonly id: string | number;
  /** Display name used in 'Notify me when {variant} is back', e.g. "US 9". */
  readonly title: string;
  /** Whether the variant can be bought. */
  readonly available: boolean;
}

/** Inputs of {@link addToCartButton}. */
export interface AddToCartButtonInput {
  /** The chosen variant, or `null` before a size is picked. */
  readonly variant: ChosenVariant | null;
  /** The button's sold-out mode: out-of-stock variants read Out of Stock instead of offering a notification. */
  readonly soldOutMode: boolean;
  /** Variant ids subscribed to back-in-stock on this page. */
  readonly subscribedVariantIds: ReadonlySet<string>;
}

/** What the add-to-cart button shows and does. */
export interface AddToCartButtonState {
  /** Button text. */
  readonly label: string;
  /** Whether the button is disabled. */
  readonly disabled: boolean;
  /** What a click does. */
  readonly onClick: "scrollToSelector" | "addToCart" | "revealEmailBox" | "none";
  /** Whether the back-in-stock email box shows. */
  readonly showEmailBox: boolean;
  /** Whether the back-in-stock success message shows. */
  readonly showSubscribed: boolean;
}

/**
 * The add-to-cart button of the product page (storefront §4). With no size chosen it reads
 * Select Size, stays enabled, and a click scrolls to the selector (the spec's "with a variant
 * chosen" can only mean "without": a chosen variant is either buyable or out of stock). A
 * subscribed variant stays Out of Stock and disabled with the success message, even after
 * switching away and back.
 *
 * @example
 * ```ts
 * addToCartButton({ variant: null, soldOutMode: false, subscribedVariantIds: new Set() }).label; // "Select Size"
 * addToCartButton({ variant: { id: 1, title: "US 9", available: false }, soldOutMode: false, subscribedVariantIds: new Set() })
 *   .label; // "Notify me when US 9 is back"
 * ```
 */
export function addToCartButton(
  input: AddToCartButtonInput,
  catalogue: ProductMessageCatalogue = productMessages,
): AddToCartButtonState {
  const { variant } = input;
  if (!variant) {
    return {
      label: catalogue.selectSize,
      disabled: false,
      onClick: "scrollToSelector",
      showEmailBox: false,
      showSubscribed: false,
    };
  }
  if (variant.available) {
    return {
      label: catalogue.addToCart,
      disabled: false,
      onClick: "addToCart",
      showEmailBox: false,
      showSubscribed: false,
    };
  }
  const subscribed = input.subscribedVariantIds.has(String(variant.id));
  if (subscribed || input.soldOutMode) {
    return {
      label: catalogue.outOfStock,
      disabled: true,
      onClick: "none",
      showEmailBox: false,
      showSubscribed: subscribed,
    };
  }
  return {
    label: formatMessage(catalogue.notifyMeWhenBack, { variant: variant.title }),
    disabled: false,
    onClick: "revealEmailBox",
    showEmailBox: true,
    showSubscribed: false,
  };
}

/**
 * The look modal may only submit with a variant id; returns the error message otherwise.
 *
 * @example
 * ```ts
 * validateLookSubmit(""); // "Please select a size."
 * validateLookSubmit("4242"); // null
 * ```
 */
export function validateLookSubmit(
  variantId: string | number | null | undefined,
  catalogue: ProductMessageCatalogue = productMessages,
): string | null {
  return variantId === null || variantId === undefined || String(variantId).trim() === ""
    ? catalogue.lookVariantRequired
    : null;
}

/**
 * Whether a product shows the guest wishlist button: only for guests and never for gift cards.
 *
 * @example
 * ```ts
 * showsGuestWishlistButton({ loggedIn: false, isGiftCard: false }); // true
 * ```
 */
export function showsGuestWishlistButton(input: {
  readonly loggedIn: boolean;
  readonly isGiftCard: boolean;
}): boolean {
  return !input.loggedIn && !input.isGiftCard;
}
