// The product page's parts that load when shown (storefront §4, §5, §8): the gift-card form, the
// back-in-stock email box and the gallery's zoom. Part of the shop catalogue in messages-shop.ts;
// not a public entry. Kept out of `productMessages` so a product page carries their words only
// where it carries their code.

/** The gift-card form's words: its four checks, the names' length limit and the message counter. */
export const giftCardMessages = {
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
  /** Counter of a character-limited input. */
  characterCount: "{count}/{limit}",
} as const;

/**
 * The back-in-stock email box's failures: its two checks and the provider's error codes. The
 * button ('Notify me when … is back') and the success message stay in `productMessages`, as the
 * product form shows them without the box.
 */
export const backInStockMessages = {
  /** Back-in-stock email box left empty. */
  backInStockEmailBlank: "Email Address can not be blank.",
  /** Back-in-stock email malformed. */
  backInStockEmailInvalid: "Please enter in a valid email.",
  /** Back-in-stock error code variant_not_found. */
  backInStockVariantNotFound: "Error submitting form, please try again or contact support",
  /** Back-in-stock error code invalid. */
  backInStockInvalidEmail: "Invalid email",
} as const;

/** The gallery's zoom dialog: its accessible name and its close button's. */
export const lightboxMessages = {
  /** Accessible name of the product gallery's zoom dialog (solekit wording). */
  lightboxLabel: "Image zoom",
  /** Accessible name of the zoom dialog's close button (solekit wording). */
  lightboxClose: "Close zoom",
} as const;
