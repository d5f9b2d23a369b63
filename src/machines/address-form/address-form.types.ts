import type { LoyaltyAddress } from "../../clients/loyalty";
import type { AddressPayload, RequiredAddressField } from "../../rules/addresses";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type {
  CustomerErrorProps,
  CustomerFieldPropGetter,
  CustomerFormProps,
  CustomerInputProps,
  CustomerLabelProps,
  CustomerPropGetter,
  CustomerSubmitButtonProps,
} from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ErrorSummaryLinkProps, ErrorSummaryProps } from "../shared/error-summary";
import type { ChangeEventLike, EventLike, KeyboardEventLike } from "../shared/events";

/** What the address form holds, field by field as the spec names them (account-area §3, §5). */
export interface AddressFormValues {
  /** First name (sent as `meta.first_name`). */
  first_name: string;
  /** Last name (sent as `meta.last_name`). */
  last_name: string;
  /** Address line 1. */
  address_line_1: string;
  /** Address line 2 (optional). */
  address_line_2: string;
  /** City or suburb. */
  city: string;
  /** State. */
  state: string;
  /** Postcode. */
  postcode: string;
  /** Country. */
  country: string;
  /** 'Set as primary address'. */
  is_default: boolean;
}

/** A text field of the address form. */
export type AddressFormTextField = Exclude<keyof AddressFormValues, "is_default">;

/** What `saveAddress` is asked: the address's id when it exists (update), else none (create). */
export interface AddressSaveRequest {
  /** The saved address's id, or `null` to create one. */
  readonly id: number | null;
  /** The payload, names in `meta`, `is_default` false when unchecked. */
  readonly payload: AddressPayload;
}

/** The messages the address form shows. */
export type AddressFormMessages = Pick<
  AccountMessageCatalogue,
  | "addressFirstNameRequired"
  | "addressLastNameRequired"
  | "addressLine1Required"
  | "addressCityRequired"
  | "addressStateRequired"
  | "addressPostcodeRequired"
  | "addressCountryRequired"
  | "addressPostcodeInvalid"
  | "addressSaveFailed"
  | "addAddress"
  | "editAddress"
  | "addressSave"
  | "addressClose"
  | "addressErrorSummary"
  | "setAsPrimaryAddress"
  | "addressFirstNameLabel"
  | "addressLastNameLabel"
  | "addressLine1Label"
  | "addressLine2Label"
  | "addressCityLabel"
  | "addressStateLabel"
  | "addressPostcodeLabel"
  | "addressCountryLabel"
>;

/** Input of the address form machine. */
export interface AddressFormInput {
  /** The address to edit; absent (or `null`) to add one. */
  address?: LoyaltyAddress | null;
  /** Messages. */
  messages?: AddressFormMessages;
}

/** Context of the address form machine. */
export interface AddressFormContext {
  /** The saved address's id (set once a new address is created), else `null`. */
  id: number | null;
  /** What is typed and ticked. */
  values: AddressFormValues;
  /** The values the running save sent (to tell whether anything changed meanwhile). */
  sent: AddressFormValues | null;
  /** A submit arrived while a save ran: it is sent after that save, if the values changed. */
  resubmit: boolean;
  /** Messages under the required fields, after a refused submit. */
  fieldErrors: Partial<Record<RequiredAddressField, string>>;
  /**
   * After a failed save: the service's message for a validation answer no field takes, or the
   * catalogue's for an outage or the network; else `null`.
   */
  formError: string | null;
  /** Whether the last save failed for want of the service (an outage, the network, a timeout). */
  outage: boolean;
  /** The last failure of the call. */
  error: SolekitError | null;
  /** The address as last saved. */
  saved: LoyaltyAddress | null;
  /** Messages. */
  messages: AddressFormMessages;
}

/** Events of the address form machine. */
export type AddressFormEvent =
  /** Typing into a text field (also while a save runs: nothing typed is lost). */
  | { type: "field.change"; field: AddressFormTextField; value: string }
  /** Ticking 'Set as primary address'. */
  | { type: "primary.set"; on: boolean }
  /** Saves: updates with an id, otherwise creates. */
  | { type: "address.submit" };

/** What the machine emits: a save landed (the host closes its modal), or a submit was refused. */
export type AddressFormEmitted =
  /** The address was saved and the list invalidated. */
  | { type: "address.saved"; address: LoyaltyAddress }
  /**
   * A submit failed: `summary` (missing fields or the service's refusal) or `message` (an
   * outage: the form's message below the fields) takes focus.
   */
  | { type: "address.refused"; focus: "summary" | "message" };

/** Options of `connectAddressForm`. */
export interface AddressFormConnectOptions extends ConnectOptions<AddressFormMessages> {
  /** Closes the modal (close button, Escape); the dialog props are inert without it. */
  readonly onClose?: () => void;
  /**
   * Where focus goes when the modal closes with no opener to return to: a link or the URL
   * (`?child=add_address`) opened it, with focus on the page. @default none (focus stays put)
   */
  readonly closeFocusId?: string;
}

/** One entry of the error summary: a field's message (a link to it), or the service's ("form"). */
export interface AddressSummaryItem {
  /** The field, or `form` for the service's message (shown as text, not a link). */
  readonly field: RequiredAddressField | "form";
  /** The message. */
  readonly message: string;
}

/** Props of the modal dialog around the form. */
export interface AddressDialogProps {
  /** DOM id. */
  id: string;
  /** WAI-ARIA role. */
  role: "dialog";
  /** The page behind is not for use while it is open. */
  "aria-modal": true;
  /** The dialog's title id (give your heading `getTitleProps()`). */
  "aria-labelledby": string;
  /** Focusable, so focus can move into it. */
  tabIndex: -1;
  /** Moves focus to the first field when mounted; returns it to the opener when removed. */
  ref(element: unknown): void;
  /** Escape closes; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of the dialog's title. */
export interface AddressTitleProps {
  /** DOM id. */
  id: string;
}

/** Props of the close (or Cancel) button. */
export interface AddressCloseButtonProps {
  /** Not a submit. */
  type: "button";
  /** Closes the modal. */
  onClick(event: EventLike): void;
}

/** Props of the 'Set as primary address' checkbox. */
export interface AddressPrimaryCheckboxProps {
  /** DOM id. */
  id: string;
  /** Form field name. */
  name: "is_default";
  /** A checkbox. */
  type: "checkbox";
  /** Ticked. */
  checked: boolean;
  /** Ticks or unticks. */
  onChange(event: ChangeEventLike): void;
}

/** Props of the error summary: focused (tabIndex -1) after a failed submit, announced as it appears. */
export type AddressSummaryProps = ErrorSummaryProps & {
  /** Announced when it appears. */
  role: "alert";
};

/** Props of an error summary link: to its field, which it focuses. */
export type AddressSummaryLinkProps = ErrorSummaryLinkProps;

/** The address form's public API, as `connectAddressForm` and `useAddressForm` return it. */
export interface AddressFormApi extends SliceState {
  /** `update` with an id (editing, or once created), otherwise `create`. */
  readonly mode: "create" | "update";
  /** 'Add address' or 'Edit address'. */
  readonly title: string;
  /** Whether the save runs (the submit button is disabled and shows a spinner). */
  readonly isBusy: boolean;
  /** Whether the last save landed and nothing changed since. */
  readonly isSaved: boolean;
  /** What is typed and ticked. */
  readonly values: AddressFormValues;
  /** Messages under the required fields. */
  readonly fieldErrors: Partial<Record<RequiredAddressField, string>>;
  /**
   * After a failed save: the service's message for a validation answer no field takes (also the
   * summary's first entry), or the catalogue's for an outage (not in the summary: render it as
   * `outageMessage`).
   */
  readonly formError: string | null;
  /**
   * The catalogue's message when the save failed for want of the service, else `null`: render it
   * apart from the summary with `getErrorProps("form", { tabIndex: -1 })` (focus moves to it).
   */
  readonly outageMessage: string | null;
  /** The error summary's entries, in form order (empty: render no summary). */
  readonly summary: readonly AddressSummaryItem[];
  /** Each field's label, from the catalogue. */
  readonly labels: Readonly<Record<AddressFormTextField | "is_default", string>>;
  /** The address as last saved. */
  readonly saved: LoyaltyAddress | null;
  /** Types into a text field. */
  setField(field: AddressFormTextField, value: string): void;
  /** Ticks or unticks 'Set as primary address'. */
  setPrimary(on: boolean): void;
  /** Saves. */
  submit(): void;
  /** The `<form>`. */
  getFormProps: CustomerPropGetter<CustomerFormProps>;
  /** A text field. */
  getFieldProps: CustomerFieldPropGetter<AddressFormTextField, CustomerInputProps>;
  /** A field's label. */
  getLabelProps: CustomerFieldPropGetter<AddressFormTextField | "is_default", CustomerLabelProps>;
  /** A field's (or the form's) message. */
  getErrorProps: CustomerFieldPropGetter<AddressFormTextField | "form", CustomerErrorProps>;
  /** The 'Set as primary address' checkbox. */
  getPrimaryCheckboxProps: CustomerPropGetter<AddressPrimaryCheckboxProps>;
  /** The submit button (disabled while saving). */
  getSubmitButtonProps: CustomerPropGetter<CustomerSubmitButtonProps>;
  /** The error summary. */
  getSummaryProps: CustomerPropGetter<AddressSummaryProps>;
  /** The error summary's heading. */
  getSummaryTitleProps: CustomerPropGetter<AddressTitleProps>;
  /** A summary entry's link to its field. */
  getSummaryLinkProps: CustomerFieldPropGetter<RequiredAddressField, AddressSummaryLinkProps>;
  /** The modal dialog around the form. */
  getDialogProps: CustomerPropGetter<AddressDialogProps>;
  /** The dialog's title. */
  getTitleProps: CustomerPropGetter<AddressTitleProps>;
  /** The close (or Cancel) button. */
  getCloseButtonProps: CustomerPropGetter<AddressCloseButtonProps>;
}
