import type { BackInStockMessageCatalogue, ProductMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** What the `subscribeBackInStock` actor receives. */
export interface BackInStockRequest {
  /** The subscriber's email. */
  email: string;
  /** Numeric variant id. */
  variantId: number;
}

/** What the `subscribeBackInStock` actor answers: whether the provider got the request. */
export interface BackInStockOutcome {
  /** False on a network failure or timeout, which the spec keeps silent. */
  sent: boolean;
  /** The variant subscribed to. */
  variantId: number;
}

/** Context of the back-in-stock form. */
export interface BackInStockFormContext {
  /** The variant a subscription is for (numeric id as text), or null before a size is chosen. */
  variantId: string | null;
  /** Whether the email box was revealed for that variant. */
  isOpen: boolean;
  /** The email typed. */
  email: string;
  /** Why the last submit failed, until the email or the variant changes, else null. */
  error: BackInStockFormError | null;
  /** Variants subscribed to on this page. */
  subscribedVariantIds: string[];
}

/**
 * Why a submit failed: the email box's check (the connect words it from its catalogue), or the
 * provider's refusal with the message its client gave (the client's catalogue's, or the
 * provider's own text for a code the spec does not name).
 */
export type BackInStockFormError = { reason: "email" } | { reason: "refused"; message: string };

/** Events of the back-in-stock form. */
export type BackInStockFormEvent =
  /** The chosen variant changed: the box closes (a subscribed variant stays subscribed). */
  | { type: "variant.change"; variantId: string | null }
  /** Reveals the email box (the add-to-cart button reads 'Notify me when … is back'). */
  | { type: "emailBox.reveal" }
  /** The email's text. */
  | { type: "email.change"; email: string }
  /** Subscribes the email to the variant; a second submit while sending is not a second request. */
  | { type: "email.submit" };

/** What the form tells the actor composing it (and `actor.on` listeners) when a subscription lands. */
export interface BackInStockSubscribed {
  /** Always `"backInStock.subscribed"`. */
  type: "backInStock.subscribed";
  /** The variant subscribed to (the one sent, even if the shopper chose another meanwhile). */
  variantId: string;
}

/**
 * The messages the back-in-stock form shows: the email box's checks (`backInStockMessages`) and
 * the success message (`productMessages`, as the product form shows it too).
 */
export type BackInStockFormMessages = Pick<
  BackInStockMessageCatalogue,
  "backInStockEmailBlank" | "backInStockEmailInvalid"
> &
  Pick<ProductMessageCatalogue, "backInStockSuccess">;

/** Options of `connectBackInStockForm`. */
export type BackInStockFormConnectOptions = ConnectOptions<BackInStockFormMessages>;

/** Our props of the back-in-stock form element. */
export interface BackInStockFormProps {
  /** DOM id. */
  id: string;
  /** The spec's messages replace the browser's. */
  noValidate: true;
  /** Subscribes. */
  onSubmit(event: EventLike): void;
}

/** Our props of the email input. */
export interface BackInStockEmailProps {
  /** DOM id. */
  id: string;
  /** Form field name. */
  name: "email";
  /** An email box. */
  type: "email";
  /** Current text. */
  value: string;
  /** Set while an error shows. */
  "aria-invalid"?: true;
  /** The error area. */
  "aria-describedby": string;
  /** Updates the text. */
  onChange(event: ChangeEventLike): void;
}

/** Our props of the error area (a live region). */
export interface BackInStockErrorProps {
  /** DOM id the input points at. */
  id: string;
  /** Read out when it changes. */
  role: "alert";
}

/**
 * Our props of the success message: a polite live region, focusable by script only, so focus can
 * land on it when the form it replaces goes away with the focused button inside.
 */
export interface BackInStockSubscribedMessageProps {
  /** DOM id (`{id}-subscribed`), where `followBackInStockFocus` moves focus on a subscription. */
  id: string;
  /** Read out when it appears. */
  role: "status";
  /** Focusable by script only (-1), so it can take focus without joining the Tab order. */
  tabIndex: -1;
}

/** The back-in-stock form's public API (storefront §4, §5, §8). */
export interface BackInStockFormApi extends SliceState {
  /** Whether the email box was revealed for the chosen variant. */
  readonly isOpen: boolean;
  /** Whether the chosen variant is subscribed on this page. */
  readonly isSubscribed: boolean;
  /** True while the subscription is sent. */
  readonly isSubscribing: boolean;
  /** The email typed. */
  readonly email: string;
  /** A validation or provider message, else null. */
  readonly fieldError: string | null;
  /** The success message once the chosen variant is subscribed, else null. */
  readonly subscribedMessage: string | null;
  /** Reveals the email box. */
  reveal(): void;
  /** Sets the email. */
  setEmail(email: string): void;
  /** Sends the subscription. */
  subscribe(): void;
  /** Props of the form element. */
  getFormProps<T extends object = object>(props?: T): MergedProps<BackInStockFormProps, T>;
  /** Props of the element labelling the input (`htmlFor`). */
  getLabelProps<T extends object = object>(props?: T): MergedProps<{ htmlFor: string }, T>;
  /** Props of the email input. */
  getInputProps<T extends object = object>(props?: T): MergedProps<BackInStockEmailProps, T>;
  /** Props of the error area. */
  getErrorProps<T extends object = object>(props?: T): MergedProps<BackInStockErrorProps, T>;
  /** Props of the element showing `subscribedMessage`. */
  getSubscribedMessageProps<T extends object = object>(
    props?: T,
  ): MergedProps<BackInStockSubscribedMessageProps, T>;
}
