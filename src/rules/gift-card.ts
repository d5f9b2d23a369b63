import { isValidEmail } from "./email";
import { type ShopMessageCatalogue, shopMessages } from "./messages";

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

/**
 * Checks the gift-card form in the spec's order and returns the first failure, or `null` when it
 * passes. The message is optional.
 *
 * @example
 * ```ts
 * validateGiftCard({ senderName: "", recipientName: "", recipientEmail: "" }); // "Sender Name is required"
 * validateGiftCard({ senderName: "Sam", recipientName: "Alex", recipientEmail: "alex@" }); // "Recipient Email is invalid"
 * ```
 */
export function validateGiftCard(
  form: GiftCardForm,
  catalogue: ShopMessageCatalogue = shopMessages,
): string | null {
  if (!form.senderName.trim()) return catalogue.senderNameRequired;
  if (!form.recipientName.trim()) return catalogue.recipientNameRequired;
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
 * Turns a valid gift-card form into cart line-item properties.
 *
 * @example
 * ```ts
 * giftCardProperties({ senderName: "Sam", recipientName: "Alex", recipientEmail: "alex@example.com" });
 * // { From: "Sam", To: "Alex", Email: "alex@example.com" }
 * ```
 */
export function giftCardProperties(form: GiftCardForm): GiftCardProperties {
  const message = form.message?.trim();
  return {
    From: form.senderName.trim(),
    To: form.recipientName.trim(),
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
