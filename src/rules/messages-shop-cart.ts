// Cart, mini cart and global notice strings (storefront §2, §4, §8; solekit wording unless
// quoted). Part of the shop catalogue in messages-shop.ts; not a public entry.

/** The cart's part of the shop catalogue: the cart, the mini cart and the notice default to it. */
export const cartMessages = {
  /** Cart failure without a storefront description (network, timeout). */
  cartUpdateFailed: "Sorry, we couldn't update your bag. Please try again.",
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
  /** Accessible name of a notice's dismiss button. */
  noticeDismiss: "Dismiss notice",
} as const;
