// Product page strings (storefront §2, §4, §5, §9): the add-to-cart button, the size radio group,
// the quantity stepper and the back-in-stock button. Part of the shop catalogue in
// messages-shop.ts; not a public entry. The parts that load when shown (gift card, back-in-stock
// box, zoom) have theirs in messages-shop-product-parts.ts.

/**
 * The product page's part of the shop catalogue: the product form and its slices default to it,
 * so a product page carries no carousel, widget or content-page strings, and none of the gift-card
 * form's, back-in-stock box's or zoom's (`giftCardMessages`, `backInStockMessages`,
 * `lightboxMessages`) until it uses them.
 */
export const productMessages = {
  /** Add-to-cart button before a size is chosen. */
  selectSize: "Select Size",
  /** Add-to-cart button for a sold-out or subscribed variant; wishlist add-to-bag when unavailable. */
  outOfStock: "Out of Stock",
  /** Add-to-cart button for an available variant (solekit wording). */
  addToCart: "Add to Cart",
  /**
   * A refused add (under the button) or cart change (the notice) without the storefront's
   * description: a network failure, a timeout. The cart's key too, so one override changes both.
   */
  cartUpdateFailed: "Sorry, we couldn't update your bag. Please try again.",
  /** Label of the product form's quantity input (solekit wording). */
  quantityLabel: "Quantity",
  /** Accessible name of the product form's quantity − button (solekit wording). */
  quantityDecrease: "Decrease quantity",
  /** Accessible name of the product form's quantity + button (solekit wording). */
  quantityIncrease: "Increase quantity",
  /** Back-in-stock button; `{variant}` is the variant or size name. */
  notifyMeWhenBack: "Notify me when {variant} is back",
  /** Back-in-stock success message (solekit wording). */
  backInStockSuccess: "Thanks! We'll email you when this size is back in stock.",
  /** Look modal submitted without a variant (solekit wording). */
  lookVariantRequired: "Please select a size.",
  /** Name of the size choice: the size group's label on the product page and a cart line's (solekit wording). */
  sizeChoice: "Size",
  /** Name of the width choice (solekit wording). */
  widthChoice: "Width",
  /** Name of a gift card's amount choice, where a shoe has its size (solekit wording). */
  amountChoice: "Amount",
  /** Size unit UK. */
  sizeUnitUk: "UK",
  /** Size unit US. */
  sizeUnitUs: "US",
  /** Size unit EU. */
  sizeUnitEu: "EU",
  /** Size unit CM. */
  sizeUnitCm: "CM",
  /** Async loader failure (account spec §4, also used by storefront loaders). */
  loaderError: "Error: {message}",
  /** How a sold-out size is announced on the size selector (not only drawn struck through). */
  soldOutSize: "{size}, sold out",
  /** Product page for a handle that names no product. */
  productNotFound: "Sorry, we couldn't find that product.",
} as const;
