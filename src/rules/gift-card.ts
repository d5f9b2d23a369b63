import { isValidEmail } from "./email";
import { FREE_TEXT_MAX_LENGTH, isTextTooLong, sendableText, stripControlCharacters } from "./free-text";
import { formatMessage, type ProductMessageCatalogue, productMessages } from "./messages";

/** The gift-card sender, recipient and message form. */
export interface GiftCardForm {
  /** Sender name (line-item property `From`). */
  readonly senderName: string;
  /** Recipient name (property `To`). */
  readonly recipientName: string;
  /** Recipient email (property `Email`). */
  readonly recipientEmail: string;
  /** Optional message (property `Message`). */
  readonly message?: string;
}

// A name is blank when nothing but spaces and control characters is left.
const isBlank = (text: string) => !stripControlCharacters(text).trim();
const tooLong = (template: string) => formatMessage(template, { limit: FREE_TEXT_MAX_LENGTH });

/**
 * Checks the gift-card form in the spec's order and returns the first failure, or `null` when it
 * passes: sender name required, recipient name required, recipient email required, recipient
 * email valid (the one email rule, `emailSchema`: at most 254 characters). Each name is also held
 * to the free-text limit (200), checked right after it is found present. The message is optional
 * (the form cuts it to 200 as it is typed; `giftCardProperties` cuts it too).
 *
 * @example
 * ```ts
 * validateGiftCard({ senderName: "", recipientName: "", recipientEmail: "" }); // "Sender Name is required"
 * validateGiftCard({ senderName: "Sam", recipientName: "Alex", recipientEmail: "alex@" }); // "Recipient Email is invalid"
 * ```
 */
export function validateGiftCard(
  form: GiftCardForm,
  catalogue: ProductMessageCatalogue = productMessages,
): string | null {
  if (isBlank(form.senderName)) return catalogue.senderNameRequired;
  if (isTextTooLong(form.senderName)) return tooLong(catalogue.senderNameTooLong);
  if (isBlank(form.recipientName)) return catalogue.recipientNameRequired;
  if (isTextTooLong(form.recipientName)) return tooLong(catalogue.recipientNameTooLong);
  if (!form.recipientEmail.trim()) return catalogue.recipientEmailRequired;
  if (!isValidEmail(form.recipientEmail)) return catalogue.recipientEmailInvalid;
  return null;
}

/** Cart line-item properties of a gift card. */
export interface GiftCardProperties {
  /** Sender name. */
  readonly From: string;
  /** Recipient name. */
  readonly To: string;
  /** Recipient email. */
  readonly Email: string;
  /** Message; omitted when empty so the cart does not show a blank line. */
  readonly Message?: string;
}

/**
 * Turns a valid gift-card form into cart line-item properties: each text trimmed, stripped of
 * control characters (the message keeps its line breaks) and cut to the free-text limit (200),
 * so an add request stays small whatever was pasted.
 *
 * @example
 * ```ts
 * giftCardProperties({ senderName: "Sam", recipientName: "Alex", recipientEmail: "alex@example.com" });
 * // { From: "Sam", To: "Alex", Email: "alex@example.com" }
 * ```
 */
export function giftCardProperties(form: GiftCardForm): GiftCardProperties {
  const message = sendableText(form.message ?? "", { multiline: true });
  return {
    From: sendableText(form.senderName),
    To: sendableText(form.recipientName),
    Email: form.recipientEmail.trim(),
    ...(message ? { Message: message } : {}),
  };
}

/**
 * The running total of a gift-card purchase, in cents: denomination times quantity.
 *
 * @example
 * ```ts
 * giftCardTotal(5000, 3); // 15000
 * ```
 */
export function giftCardTotal(priceCents: number, quantity: number): number {
  return priceCents * quantity;
}
