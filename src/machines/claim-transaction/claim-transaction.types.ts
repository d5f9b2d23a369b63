import type { LoyaltyStore, StoreTransaction } from "../../clients/loyalty";
import type { ClaimForm } from "../../rules/claims";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type {
  AssignCloseButtonProps,
  AssignDialogProps,
  AssignTitleProps,
} from "../assign-shoes/assign-shoes.types";
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
import type { ChangeEventLike } from "../shared/events";

/** A field of the claim form (account-area §2 "Side modals": date, store, receipt, amount). */
export type ClaimField = keyof ClaimForm;

/** The messages the claim modal shows. */
export type ClaimTransactionMessages = Pick<
  AccountMessageCatalogue,
  | "claimTransaction"
  | "claimIntro"
  | "claimDateLabel"
  | "claimStoreLabel"
  | "claimStorePlaceholder"
  | "claimReceiptLabel"
  | "claimAmountLabel"
  | "claimSubmit"
  | "claimSubmitting"
  | "claimCancel"
  | "claimDateRequired"
  | "claimStoreRequired"
  | "claimReceiptRequired"
  | "claimAmountRequired"
  | "claimAmountNotNumeric"
  | "claimAmountNotPositive"
  | "claimReceiptTooLong"
  | "claimDateInFuture"
  | "transactionCreated"
  | "somethingWentWrong"
  | "rewardsModalClose"
>;

/** A store of the select: its code (the value claims send), display name and time zone. */
export interface ClaimStoreOption {
  /** External code (`transaction_location_external_code`). */
  readonly code: string;
  /** Name with a leading 'SNS' stripped. */
  readonly name: string;
  /** The store's IANA time zone. */
  readonly timeZone: string;
}

/** What `createClaim` is asked: the form as sent and the store it names. */
export interface ClaimRequest {
  /** The form's values when sent. */
  readonly form: ClaimForm;
  /** The chosen store's time zone. */
  readonly timeZone: string;
}

/** Input of the claim machine. */
export interface ClaimTransactionInput {
  /** Messages. */
  messages?: ClaimTransactionMessages;
  /** The time now, in ms since the epoch, for the latest date a purchase can have. @default `Date.now` */
  now?: () => number;
}

/** Context of the claim machine. */
export interface ClaimTransactionContext {
  /** What is typed and chosen. */
  values: ClaimForm;
  /** The values the running claim sent. */
  sent: ClaimForm | null;
  /** Messages under the fields after a refused submit: the form's checks' or the service's. */
  fieldErrors: Partial<Record<ClaimField, string>>;
  /**
   * After a failed claim: the service's message that no field takes, else 'Something went
   * wrong.' when no field has one; otherwise `null`.
   */
  formError: string | null;
  /** The last failure. */
  error: SolekitError | null;
  /** The stores, once loaded (names without 'SNS'). */
  stores: readonly ClaimStoreOption[] | null;
  /** Why the stores could not be loaded, else `null`. */
  storesError: SolekitError | null;
  /** The transaction the last claim created. */
  created: StoreTransaction | null;
  /** Messages. */
  messages: ClaimTransactionMessages;
  /** The time now, in ms since the epoch (the input's, else `Date.now`). */
  now: () => number;
}

/** Events of the claim machine. */
export type ClaimTransactionEvent =
  /** Typing or choosing (also while a claim runs: nothing typed is lost). */
  | { type: "field.change"; field: ClaimField; value: string }
  /** Claims: validated first, then sent once. */
  | { type: "claim.submit" }
  /** Loads the stores again after a failure. */
  | { type: "stores.retry" };

/** What the machine emits: a submit was refused (focus the first field in error) or a claim landed. */
export type ClaimTransactionEmitted =
  | { type: "claim.refused"; field: ClaimField | "form" }
  | { type: "claim.created"; transaction: StoreTransaction };

/** The loaded stores, as the `loadStores` actor answers them. */
export type ClaimStores = readonly LoyaltyStore[];

/** Options of `connectClaimTransaction`. */
export interface ClaimTransactionConnectOptions extends ConnectOptions<ClaimTransactionMessages> {
  /** Closes the modal (close button, Cancel, Escape). */
  readonly onClose?: () => void;
}

/** Props of the store select. */
export interface ClaimSelectProps {
  /** DOM id. */
  id: string;
  /** Field name. */
  name: "storeCode";
  /** The chosen store's code, or "". */
  value: string;
  /** Whether it holds an error. */
  "aria-invalid": boolean;
  /** Its message's id when it has one. */
  "aria-describedby": string | undefined;
  /** Chooses a store. */
  onChange(event: ChangeEventLike): void;
}

/** The claim modal's public API, as `connectClaimTransaction` and `useClaimTransaction` return it. */
export interface ClaimTransactionApi extends SliceState {
  /** 'Claim a transaction'. */
  readonly title: string;
  /** Whether the claim runs (disable the button, show a spinner). */
  readonly isBusy: boolean;
  /** 'Transaction Created' for 10 s after a claim lands, else `null`. */
  readonly successMessage: string | null;
  /** What is typed and chosen. */
  readonly values: ClaimForm;
  /** Messages under the fields. */
  readonly fieldErrors: Partial<Record<ClaimField, string>>;
  /**
   * After a failed claim: the service's message that no field takes, else 'Something went
   * wrong.' when no field has one; otherwise `null`.
   */
  readonly formError: string | null;
  /** The stores for the select (names without 'SNS'); empty while loading. */
  readonly stores: readonly ClaimStoreOption[];
  /** Whether the stores are loading. */
  readonly storesLoading: boolean;
  /** 'Something went wrong.' when the stores could not be loaded. */
  readonly storesError: string | null;
  /** Each field's label. */
  readonly labels: Readonly<Record<ClaimField, string>>;
  /** Types or chooses. */
  setField(field: ClaimField, value: string): void;
  /** Claims. */
  submit(): void;
  /** Loads the stores again. */
  retryStores(): void;
  /** The form. */
  getFormProps: CustomerPropGetter<CustomerFormProps>;
  /** A text field (date, receipt reference, amount). */
  getFieldProps: CustomerFieldPropGetter<Exclude<ClaimField, "storeCode">, CustomerInputProps>;
  /** The store select. */
  getStoreSelectProps: CustomerPropGetter<ClaimSelectProps>;
  /** A field's label. */
  getLabelProps: CustomerFieldPropGetter<ClaimField, CustomerLabelProps>;
  /** A field's (or the form's) message. */
  getErrorProps: CustomerFieldPropGetter<ClaimField | "form", CustomerErrorProps>;
  /** The submit button. */
  getSubmitButtonProps: CustomerPropGetter<CustomerSubmitButtonProps>;
  /** The dialog. */
  getDialogProps: CustomerPropGetter<AssignDialogProps>;
  /** The dialog's title. */
  getTitleProps: CustomerPropGetter<AssignTitleProps>;
  /** The close and Cancel buttons. */
  getCloseButtonProps: CustomerPropGetter<AssignCloseButtonProps>;
}
