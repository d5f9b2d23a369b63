import type { GiftCardCheckedField, GiftCardCheckMessages, GiftCardProperties } from "../../rules/gift-card";
import type { GiftCardMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** The gift-card form's fields (line properties From, To, Email, Message). */
export interface GiftCardFields {
  /** Sender name (`From`). */
  senderName: string;
  /** Recipient name (`To`). */
  recipientName: string;
  /** Recipient email (`Email`). */
  recipientEmail: string;
  /** Optional message (`Message`), at most 200 characters. */
  message: string;
}

/** One of the gift-card form's fields. */
export type GiftCardField = keyof GiftCardFields;

/** Context of the gift-card form. */
export interface GiftCardFormContext {
  /** What the shopper typed. */
  fields: GiftCardFields;
  /**
   * The field of the first failure in the spec's order, after a check, until the next edit. The
   * connect words it from the catalogue it is given (`fieldError`), so the context holds no text.
   */
  invalidField: GiftCardCheckedField | null;
}

/** Events of the gift-card form. */
export type GiftCardFormEvent =
  /** A field changed (the message is cut to 200 characters). */
  | { type: "giftCard.change"; field: GiftCardField; value: string }
  /** Shows the first failure, if any (sent when the product form refuses an add for the card). */
  | { type: "giftCard.check" };

/** What the form tells the actor composing it (and `actor.on` listeners) after each edit. */
export interface GiftCardChanged {
  /** Always `"giftCard.changed"`. */
  type: "giftCard.changed";
  /** Whether the fields pass the spec's checks. */
  valid: boolean;
  /** The cart line's properties From, To, Email, Message, ready to send. */
  properties: GiftCardProperties;
}

/** The messages the gift-card form shows: its checks' failures and the message counter. */
export type GiftCardFormMessages = GiftCardCheckMessages & Pick<GiftCardMessageCatalogue, "characterCount">;

/** Options of `connectGiftCardForm`. */
export type GiftCardFormConnectOptions = ConnectOptions<GiftCardFormMessages>;

/** Our props of a gift-card input. */
export interface GiftCardFieldProps {
  /** DOM id. */
  id: string;
  /** The cart's line property name, e.g. `properties[From]`. */
  name: string;
  /** `email` for the recipient's email. */
  type: "text" | "email";
  /** Current text. */
  value: string;
  /** On the field the error area's message is about, and only there. */
  "aria-invalid"?: true;
  /** The error area, on the field its message is about, and only there. */
  "aria-describedby"?: string;
  /** Updates the field. */
  onChange(event: ChangeEventLike): void;
}

/** Our props of the error area (a live region, so a failure is read out). */
export interface GiftCardErrorProps {
  /** DOM id the fields point at. */
  id: string;
  /** Read out when it changes. */
  role: "alert";
}

/** The gift-card form's public API (storefront §2, §5). */
export interface GiftCardFormApi extends SliceState {
  /** The fields. */
  readonly fields: GiftCardFields;
  /** The error area's text, else null. */
  readonly fieldError: string | null;
  /** The field the error area's text is about (marked `aria-invalid`), else null. */
  readonly invalidField: GiftCardField | null;
  /** Message counter, e.g. `12/200`. */
  readonly messageCounter: string;
  /** Sets a field (the message is cut to 200 characters). */
  setField(field: GiftCardField, value: string): void;
  /** Shows the first failure, if any. */
  check(): void;
  /**
   * Focuses (and so scrolls to) the field the form fails on now, first in the spec's order, if
   * any, after the current task: once the view has rendered the error, so the field is read out
   * as invalid and the error appearing does not push it out of view. `from` is an event's
   * `currentTarget`, an element or a document. Call it with `check()` when an add is refused, as
   * `followProductFormWithGiftCard` does when the product form refuses one.
   */
  focusInvalidField(from: unknown): void;
  /** Props of one field's input. */
  getFieldProps<T extends object = object>(
    field: GiftCardField,
    props?: T,
  ): MergedProps<GiftCardFieldProps, T>;
  /** Props of the element labelling a field (`htmlFor`). */
  getLabelProps<T extends object = object>(
    field: GiftCardField,
    props?: T,
  ): MergedProps<{ htmlFor: string }, T>;
  /** Props of the error area. */
  getErrorProps<T extends object = object>(props?: T): MergedProps<GiftCardErrorProps, T>;
}
