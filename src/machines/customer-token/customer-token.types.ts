import type { ShopMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike, PropHandlers } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** The fields of the storefront password sign-in. */
export type CustomerTokenField = "email" | "password";

/** Where a refused call's messages show: under a field, or below the form. */
export type CustomerUserErrorPlacement<TField extends string> = Partial<Record<TField | "form", string>>;

/** What `createToken` answers: when the stored token expires, or why none was issued. */
export interface CustomerTokenOutcome {
  /** ISO time the stored token expires, or null when it was refused. */
  expiresAt: string | null;
  /** The storefront's refusal, placed per field (empty when a token was issued). */
  placement: CustomerUserErrorPlacement<CustomerTokenField>;
}

/** The messages the storefront customer forms show. */
export type CustomerTokenMessages = Pick<
  ShopMessageCatalogue,
  | "updateDetailsEmailRequired"
  | "updateDetailsPasswordRequired"
  | "customerUnidentified"
  | "customerFormFailed"
>;

/** Input of the customer-token machine. */
export interface CustomerTokenInput {
  /** Whether a `customer_access_token` cookie is already stored. @default false */
  hasToken?: boolean;
  /** Messages (local checks, the unidentified-customer message). */
  messages?: CustomerTokenMessages;
}

/** Context of the customer-token machine (never the token itself). */
export interface CustomerTokenContext {
  /** Typed email. */
  email: string;
  /** Typed password. */
  password: string;
  /** Messages per field and below the form. */
  errors: CustomerUserErrorPlacement<CustomerTokenField>;
  /** Whether a token is stored (the cookie, or one issued here). */
  hasToken: boolean;
  /** When the stored token expires, once issued here. */
  expiresAt: string | null;
  /** The last failure of the call. */
  error: SolekitError | null;
  /** Messages. */
  messages: CustomerTokenMessages;
}

/** Events of the customer-token machine. */
export type CustomerTokenEvent =
  /** Typing into a field (supersedes a sign-in still running with the old text). */
  | { type: "field.change"; field: CustomerTokenField; value: string }
  /** Asks for a token with the typed email and password. */
  | { type: "credentials.submit" }
  /** Forgets the stored token. */
  | { type: "token.forget" };

/** Options of `connectCustomerToken`. */
export type CustomerTokenConnectOptions = ConnectOptions<CustomerTokenMessages>;

/** Props of a customer form's `<form>`. */
export interface CustomerFormProps {
  /** DOM id. */
  id: string;
  /** The browser's validation is replaced by the form's messages. */
  noValidate: true;
  /** Submits the form. */
  onSubmit: (event: EventLike) => void;
  /** Busy while the call runs. */
  "aria-busy": boolean;
}

/** Props of a customer form's text input. */
export interface CustomerInputProps {
  /** DOM id. */
  id: string;
  /** Form field name (snake case, as the storefront form posts it). */
  name: string;
  /** Input type. */
  type: "email" | "password" | "text" | "tel" | "date";
  /** Autofill hint. */
  autoComplete: string;
  /** Current value. */
  value: string;
  /** Whether the field has a message. */
  "aria-invalid": boolean;
  /** The message's id, when there is one. */
  "aria-describedby": string | undefined;
  /** Types into the field. */
  onChange: (event: ChangeEventLike) => void;
}

/** Props of a field's label. */
export interface CustomerLabelProps {
  /** The field's DOM id. */
  htmlFor: string;
}

/** Props of the element that shows a field's message. */
export interface CustomerErrorProps {
  /** DOM id (the field's `aria-describedby`). */
  id: string;
  /** Announced when it changes. */
  "aria-live": "polite";
}

/** Props of a submit button. */
export interface CustomerSubmitButtonProps {
  /** Submits the form. */
  type: "submit";
  /** Disabled while the call runs. */
  disabled: boolean;
}

/** A prop getter: its own props merged with the caller's through `mergeProps`. */
export type CustomerPropGetter<TOwn> = <T extends object>(props?: T & PropHandlers) => MergedProps<TOwn, T>;

/** A prop getter for one field. */
export type CustomerFieldPropGetter<TKey, TOwn> = <T extends object>(
  key: TKey,
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/** The storefront password sign-in's public API, as `connectCustomerToken` and `useCustomerToken` return it. */
export interface CustomerTokenApi extends SliceState {
  /** Whether a storefront customer token is stored. */
  readonly hasToken: boolean;
  /** When the token issued here expires (ISO), else null. */
  readonly expiresAt: string | null;
  /** Whether the call runs. */
  readonly isBusy: boolean;
  /** Typed email. */
  readonly email: string;
  /** Typed password. */
  readonly password: string;
  /** Messages under the fields. */
  readonly fieldErrors: Partial<Record<CustomerTokenField, string>>;
  /** A message below the form (the unidentified customer, a failed call). */
  readonly formError: string | null;
  /** Types into a field. */
  setField(field: CustomerTokenField, value: string): void;
  /** Asks for the token. */
  submit(): void;
  /** Forgets the stored token. */
  forget(): void;
  /** Props of the `<form>`. */
  getFormProps: CustomerPropGetter<CustomerFormProps>;
  /** Props of a field's input. */
  getFieldProps: CustomerFieldPropGetter<CustomerTokenField, CustomerInputProps>;
  /** Props of a field's label. */
  getLabelProps: CustomerFieldPropGetter<CustomerTokenField, CustomerLabelProps>;
  /** Props of a field's message. */
  getErrorProps: CustomerFieldPropGetter<CustomerTokenField | "form", CustomerErrorProps>;
  /** Props of the submit button. */
  getSubmitButtonProps: CustomerPropGetter<CustomerSubmitButtonProps>;
}
