// Cart, mini cart and global notice strings (storefront §2, §4, §8; solekit wording unless
// quoted). Part of the shop catalogue in messages-shop.ts; not a public entry.
import { productMessages } from "./messages-shop-product";

/** The cart's part of the shop catalogue: the cart, the mini cart and the notice default to it. */
export const cartMessages = {
  /** Cart failure without a storefront description (network, timeout): the product page's key. */
  cartUpdateFailed: productMessages.cartUpdateFailed,
  /** Accessible name of a line's quantity input; `{title}` is the line's product. */
  cartQuantityLabel: "Quantity of {title}",
  /** Accessible name of a line's + button. */
  cartIncrease: "Increase quantity of {title}",
  /** Accessible name of a line's − button. */
  cartDecrease: "Decrease quantity of {title}",
  /** Accessible name of a line's remove button. */
  cartRemove: "Remove {title}",
  /** Accessible name of the mini cart's close button. */
  miniCartClose: "Close bag",
  /** Accessible name of the cart button; `{count}` is the number of items. */
  cartButtonLabel: "Bag, {count} items",
  /** Accessible name of the cart button with one item (solekit wording for the singular). */
  cartButtonLabelOne: "Bag, 1 item",
  /** Accessible name of a notice's dismiss button. */
  noticeDismiss: "Dismiss notice",
  /**
   * One choice of a cart line: `{name}` is Size, Width or Amount (or a gift card's From, To, Email,
   * Message), `{value}` what was chosen.
   */
  cartLineChoice: "{name}: {value}",
  /** Name of a gift card line's sender (its line property From). */
  cartLineFrom: "From",
  /** Name of a gift card line's recipient (its line property To). */
  cartLineTo: "To",
  /** Name of a gift card line's recipient email (its line property Email). */
  cartLineEmail: "Email",
  /** Name of a gift card line's message (its line property Message). */
  cartLineMessage: "Message",
  /** A size in a unit, on a cart line: `{unit}` US, `{size}` 5.5. */
  cartLineSizeInUnit: "{unit} {size}",
  // A cart line names the shopper's choices in the product page's words: the same keys, so one
  // override changes both.
  /** Name of the size choice (the product page's). */
  sizeChoice: productMessages.sizeChoice,
  /** Name of the width choice (the product page's). */
  widthChoice: productMessages.widthChoice,
  /** Name of a gift card's amount choice (the product page's). */
  amountChoice: productMessages.amountChoice,
  /** Size unit UK (the product page's). */
  sizeUnitUk: productMessages.sizeUnitUk,
  /** Size unit US (the product page's). */
  sizeUnitUs: productMessages.sizeUnitUs,
  /** Size unit EU (the product page's). */
  sizeUnitEu: productMessages.sizeUnitEu,
  /** Size unit CM (the product page's). */
  sizeUnitCm: productMessages.sizeUnitCm,
} as const;
