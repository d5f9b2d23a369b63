import type { CustomerUpdateInput, StorefrontCustomer } from "../../clients/storefront";
import type { ShopMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type {
  CustomerErrorProps,
  CustomerFieldPropGetter,
  CustomerFormProps,
  CustomerInputProps,
  CustomerLabelProps,
  CustomerPropGetter,
  CustomerSubmitButtonProps,
  CustomerUserErrorPlacement,
} from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike } from "../shared/events";

/** The update-details form's values, keyed as the storefront form posts them (snake case). */
export interface UpdateDetailsValues {
  /** The customer's email (needed, with the password, for the access token). */
  email: string;
  /** The customer's password (needed for the access token; ignored as a change by default). */
  password: string;
  /** First name. */
  first_name: string;
  /** Last name. */
  last_name: string;
  /** Phone (an Australian mobile is normalised to +61). */
  phone: string;
  /** Marketing consent. */
  accepts_marketing: boolean;
}

/** A text field of the update-details form. */
export type UpdateDetailsTextField = Exclude<keyof UpdateDetailsValues, "accepts_marketing">;

/** A field of the update-details form. */
export type UpdateDetailsField = keyof UpdateDetailsValues;

/** What `saveDetails` is asked: the credentials for the token and the update itself. */
export interface UpdateDetailsRequest {
  /** Email and password for `customerAccessTokenCreate`. */
  credentials: { email: string; password: string };
  /** The `customerUpdate` input: empty and ignored fields dropped, keys in camel case. */
  changes: CustomerUpdateInput;
}

/** What `saveDetails` answers: the saved customer, or why it was refused. */
export interface UpdateDetailsOutcome {
  /** The customer as saved, or null when refused. */
  customer: StorefrontCustomer | null;
  /** The storefront's refusal, placed per field (empty when saved). */
  placement: CustomerUserErrorPlacement<UpdateDetailsField>;
}

/** The messages the update-details form shows. */
export type UpdateDetailsMessages = Pick<
  ShopMessageCatalogue,
  | "updateDetailsEmailRequired"
  | "updateDetailsPasswordRequired"
  | "customerUnidentified"
  | "customerFormFailed"
  | "updateDetailsSaved"
>;

/** Input of the update-details machine. */
export interface UpdateDetailsInput {
  /** What the form starts with (e.g. the customer's email). */
  values?: Partial<UpdateDetailsValues>;
  /** Fields never sent as changes. @default ["password"] (the password only signs in) */
  ignore?: readonly string[];
  /** Messages. */
  messages?: UpdateDetailsMessages;
}

/** Context of the update-details machine (never a token). */
export interface UpdateDetailsContext {
  /** What is typed. */
  values: UpdateDetailsValues;
  /** Fields never sent as changes. */
  ignore: readonly string[];
  /** Messages per field and below the form. */
  errors: CustomerUserErrorPlacement<UpdateDetailsField>;
  /** The customer as last saved. */
  customer: StorefrontCustomer | null;
  /** The last failure of the call. */
  error: SolekitError | null;
  /** Messages. */
  messages: UpdateDetailsMessages;
}

/** Events of the update-details machine. */
export type UpdateDetailsEvent =
  /** Typing into a text field (supersedes a save still running with the old values). */
  | { type: "field.change"; field: UpdateDetailsTextField; value: string }
  /** Ticking the marketing consent. */
  | { type: "marketing.set"; on: boolean }
  /** Saves the details. */
  | { type: "details.submit" };

/** Options of `connectUpdateDetails`. */
export type UpdateDetailsConnectOptions = ConnectOptions<UpdateDetailsMessages>;

/** Props of the marketing-consent checkbox. */
export interface UpdateDetailsCheckboxProps {
  /** DOM id. */
  id: string;
  /** Form field name. */
  name: "accepts_marketing";
  /** A checkbox. */
  type: "checkbox";
  /** Ticked. */
  checked: boolean;
  /** Ticks or unticks. */
  onChange: (event: ChangeEventLike) => void;
}

/** The update-details form's public API, as `connectUpdateDetails` and `useUpdateDetails` return it. */
export interface UpdateDetailsApi extends SliceState {
  /** Whether the save runs. */
  readonly isBusy: boolean;
  /** What is typed. */
  readonly values: UpdateDetailsValues;
  /** Messages under the fields. */
  readonly fieldErrors: Partial<Record<UpdateDetailsField, string>>;
  /** A message below the form. */
  readonly formError: string | null;
  /** 'Your details have been saved.' after a save, until the next change. */
  readonly savedMessage: string | null;
  /** The customer as last saved. */
  readonly customer: StorefrontCustomer | null;
  /** Types into a text field. */
  setField(field: UpdateDetailsTextField, value: string): void;
  /** Ticks or unticks the marketing consent. */
  setAcceptsMarketing(on: boolean): void;
  /** Saves. */
  submit(): void;
  /** Props of the `<form>`. */
  getFormProps: CustomerPropGetter<CustomerFormProps>;
  /** Props of a text field's input. */
  getFieldProps: CustomerFieldPropGetter<UpdateDetailsTextField, CustomerInputProps>;
  /** Props of the marketing-consent checkbox. */
  getMarketingProps: CustomerPropGetter<UpdateDetailsCheckboxProps>;
  /** Props of a field's label. */
  getLabelProps: CustomerFieldPropGetter<UpdateDetailsField, CustomerLabelProps>;
  /** Props of a field's message, or the form's. */
  getErrorProps: CustomerFieldPropGetter<UpdateDetailsField | "form", CustomerErrorProps>;
  /** Props of the submit button. */
  getSubmitButtonProps: CustomerPropGetter<CustomerSubmitButtonProps>;
}
