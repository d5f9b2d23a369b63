// Product page strings (storefront §2, §4, §5, §9): the add-to-cart button, the size radio group,
// the quantity stepper, back-in-stock and the gift card. Part of the shop catalogue in
// messages-shop.ts; not a public entry.

/**
 * The product page's part of the shop catalogue: the product form and its slices default to it,
 * so a product page carries no carousel, widget or content-page strings.
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
  /** Accessible name of the product gallery's zoom dialog (solekit wording). */
  lightboxLabel: "Image zoom",
  /** Accessible name of the zoom dialog's close button (solekit wording). */
  lightboxClose: "Close zoom",
  /** Back-in-stock button; `{variant}` is the variant or size name. */
  notifyMeWhenBack: "Notify me when {variant} is back",
  /** Gift-card check 1. */
  senderNameRequired: "Sender Name is required",
  /** Gift-card sender name over the free-text limit; `{limit}` is 200 (solekit wording). */
  senderNameTooLong: "Sender Name must be at most {limit} characters",
  /** Gift-card check 2. */
  recipientNameRequired: "Recipient Name is required",
  /** Gift-card recipient name over the free-text limit; `{limit}` is 200 (solekit wording). */
  recipientNameTooLong: "Recipient Name must be at most {limit} characters",
  /** Gift-card check 3. */
  recipientEmailRequired: "Recipient Email is required",
  /** Gift-card check 4. */
  recipientEmailInvalid: "Recipient Email is invalid",
  /** Back-in-stock email box left empty. */
  backInStockEmailBlank: "Email Address can not be blank.",
  /** Back-in-stock email malformed. */
  backInStockEmailInvalid: "Please enter in a valid email.",
  /** Back-in-stock success message (solekit wording). */
  backInStockSuccess: "Thanks! We'll email you when this size is back in stock.",
  /** Back-in-stock error code variant_not_found. */
  backInStockVariantNotFound: "Error submitting form, please try again or contact support",
  /** Back-in-stock error code invalid. */
  backInStockInvalidEmail: "Invalid email",
  /** Counter of a character-limited input. */
  characterCount: "{count}/{limit}",
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
