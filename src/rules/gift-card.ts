import { isValidEmail } from "./email";
import { FREE_TEXT_MAX_LENGTH, isTextTooLong, sendableText, stripControlCharacters } from "./free-text";
import { formatMessage, type GiftCardMessageCatalogue, giftCardMessages } from "./messages";

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

/** A gift-card field the spec checks (the message is optional and never fails). */
export type GiftCardCheckedField = "senderName" | "recipientName" | "recipientEmail";

/** The words of the gift-card checks (`giftCardMessages`, or a host's override of it). */
export type GiftCardCheckMessages = Pick<
  GiftCardMessageCatalogue,
  | "senderNameRequired"
  | "senderNameTooLong"
  | "recipientNameRequired"
  | "recipientNameTooLong"
  | "recipientEmailRequired"
  | "recipientEmailInvalid"
>;

/** The first failure of a gift-card form: the field it belongs to and the message to show. */
export interface GiftCardFailure {
  /** The field that failed, so a form can mark it invalid and move focus to it. */
  readonly field: GiftCardCheckedField;
  /** The spec's message, for the gift-card error area. */
  readonly message: string;
}

/**
 * Checks the gift-card form in the spec's order and returns the first failure with the field it
 * belongs to, or `null` when it passes: sender name required, recipient name required,
 * recipient email required, recipient email valid (the one email rule, `emailSchema`: at most
 * 254 characters). Each name is also held to the free-text limit (200), checked right after it
 * is found present. The message is optional (the form cuts it to 200 as it is typed;
 * `giftCardProperties` cuts it too).
 *
 * @example
 * ```ts
 * giftCardFailure({ senderName: "", recipientName: "", recipientEmail: "" });
 * // { field: "senderName", message: "Sender Name is required" }
 * giftCardFailure({ senderName: "Sam", recipientName: "Alex", recipientEmail: "alex@" });
 * // { field: "recipientEmail", message: "Recipient Email is invalid" }
 * ```
 */
export function giftCardFailure(
  form: GiftCardForm,
  catalogue: GiftCardCheckMessages = giftCardMessages,
): GiftCardFailure | null {
  const fail = (field: GiftCardCheckedField, message: string) => ({ field, message });
  if (isBlank(form.senderName)) return fail("senderName", catalogue.senderNameRequired);
  if (isTextTooLong(form.senderName)) return fail("senderName", tooLong(catalogue.senderNameTooLong));
  if (isBlank(form.recipientName)) return fail("recipientName", catalogue.recipientNameRequired);
  if (isTextTooLong(form.recipientName))
    return fail("recipientName", tooLong(catalogue.recipientNameTooLong));
  if (!form.recipientEmail.trim()) return fail("recipientEmail", catalogue.recipientEmailRequired);
  if (!isValidEmail(form.recipientEmail)) return fail("recipientEmail", catalogue.recipientEmailInvalid);
  return null;
}

/**
 * The message of {@link giftCardFailure}: the first failure in the spec's order, or `null` when
 * the form passes.
 *
 * @example
 * ```ts
 * validateGiftCard({ senderName: "", recipientName: "", recipientEmail: "" }); // "Sender Name is required"
 * validateGiftCard({ senderName: "Sam", recipientName: "Alex", recipientEmail: "alex@" }); // "Recipient Email is invalid"
 * ```
 */
export function validateGiftCard(
  form: GiftCardForm,
  catalogue: GiftCardCheckMessages = giftCardMessages,
): string | null {
  return giftCardFailure(form, catalogue)?.message ?? null;
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
