import type { CreatedAccount } from "../../clients/loyalty-auth";
import type { CommsFlag, CommsFlags } from "../../rules/comms";
import type { SignInMessageCatalogue } from "../../rules/messages";
import type {
  SignInInputKind,
  SignInStep,
  SignUpErrorPlacement,
  SignUpErrors,
  SignUpField,
} from "../../rules/sign-in";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike, PropHandlers } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** The details form as the shopper types it. */
export interface SignInDetails {
  /** Email address. */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Mobile as typed. */
  mobile: string;
  /** Postcode. */
  postcode: string;
  /** Marketing preferences. */
  comms: CommsFlags;
}

/** A text field of the details form. */
export type SignInDetailsField = SignUpField;

/** What the availability check was asked, and its answer. */
export interface SignInAvailability {
  /** Email or mobile. */
  kind: SignInInputKind;
  /** The identifier as typed when the check started. */
  identifier: string;
  /** Whether it is free for sign-up. */
  available: boolean;
}

/** Input of the availability check and of the calls that follow it. */
export interface SignInIdentifier {
  /** Email or mobile. */
  kind: SignInInputKind;
  /** The identifier as typed. */
  identifier: string;
}

/** Context of the sign-in machine. */
export interface SignInContext {
  /** The continue input, as typed. */
  identifier: string;
  /** The identifier the last availability check answered for (what the later steps act on). */
  checked: SignInIdentifier | null;
  /** Why the continue input was refused before any call, else null. */
  identifierError: string | null;
  /** The one-time code, as typed. */
  code: string;
  /** Why the code was refused (locally or by the server), else null. */
  codeError: string | null;
  /** Whether a new code was just sent. */
  codeResent: boolean;
  /** The details form. */
  details: SignInDetails;
  /** Field errors of the details form (local checks). */
  fieldErrors: SignUpErrors;
  /** Server errors of the sign-up, placed under mobile, email or below the form. */
  serverErrors: SignUpErrorPlacement;
  /** The created account, once sign-up succeeded. */
  account: CreatedAccount | null;
  /** How the widget reached success: a login email sent, or an account created. */
  outcome: "emailSent" | "accountCreated" | null;
  /** The last failure of a call, until the shopper acts again. */
  error: SolekitError | null;
  /** Messages the machine writes into context (validation). */
  messages: SignInMessages;
}

/** Input of the sign-in machine. */
export interface SignInInput {
  /** The continue input's starting text. @default "" */
  identifier?: string;
  /**
   * Marketing preferences the details form starts with, over `DEFAULT_COMMS` (the six
   * notification toggles off, opted out, service messages on). @default DEFAULT_COMMS
   */
  comms?: Partial<CommsFlags>;
  /** Messages of the validation errors. @default the storefront catalogue */
  messages?: SignInMessages;
}

/** Events of the sign-in machine. */
export type SignInEvent =
  /** The continue input changed (aborts a check still running for the old text). */
  | { type: "identifier.change"; value: string }
  /** Continue: validates, then checks availability. */
  | { type: "identifier.submit" }
  /** The one-time code changed. */
  | { type: "code.change"; value: string }
  /** Logs in with the code. */
  | { type: "code.submit" }
  /** Sends a new code (after the cooldown). */
  | { type: "code.resend" }
  /** A details field changed. */
  | { type: "field.change"; field: SignInDetailsField; value: string }
  /** A comms preference changed (the opt-out rule applies; service flags stay on). */
  | { type: "comms.set"; flag: CommsFlag; on: boolean }
  /** Creates the account. */
  | { type: "details.submit" }
  /** Back to the initial step, keeping what was typed. */
  | { type: "step.back" };

/** The messages the sign-in widget shows. */
export type SignInMessages = Pick<
  SignInMessageCatalogue,
  | "signInIdentifierRequired"
  | "signInIdentifierInvalid"
  | "signInCheckInbox"
  | "signInCodeInvalid"
  | "signInCodeResent"
  | "signInNotActivated"
  | "signUpEmailRequired"
  | "signUpEmailInvalid"
  | "signUpFirstNameRequired"
  | "signUpLastNameRequired"
  | "signUpMobileRequired"
  | "signUpMobileInvalid"
  | "signUpPostcodeRequired"
  | "signUpFailed"
  | "signInUnavailable"
  | "responseDataEmpty"
>;

/** Options of `connectSignIn`. */
export type SignInConnectOptions = ConnectOptions<SignInMessages>;

/** Props of a form of the widget. */
export interface SignInFormProps {
  /** DOM id. */
  id: string;
  /** The browser's own validation is replaced by the widget's messages. */
  noValidate: true;
  /** Submits the step. */
  onSubmit: (event: EventLike) => void;
  /** Labels the form by its heading. */
  "aria-labelledby": string;
}

/** Props of a text input of the widget. */
export interface SignInInputProps {
  /** DOM id. */
  id: string;
  /** Form field name. */
  name: string;
  /** Input type. */
  type: "text" | "email" | "tel";
  /** Current value. */
  value: string;
  /** Autofill hint. */
  autoComplete: string;
  /** Virtual keyboard hint. */
  inputMode?: "email" | "tel" | "numeric" | "text";
  /** Whether the field is required. */
  required: true;
  /** Whether the field holds an error. */
  "aria-invalid": boolean;
  /** The error message's id while there is one. */
  "aria-describedby": string | undefined;
  /** Updates the value. */
  onChange: (event: ChangeEventLike) => void;
  /** Maximum length (the one-time code). */
  maxLength?: number;
  /** Expected pattern (the one-time code). */
  pattern?: string;
}

/** Props of an element showing a field's error. */
export interface SignInErrorProps {
  /** DOM id the field's `aria-describedby` points at. */
  id: string;
  /** Announced as it appears. */
  "aria-live": "polite";
}

/** Props of a comms preference checkbox. */
export interface SignInCheckboxProps {
  /** DOM id. */
  id: string;
  /** Form field name. */
  name: string;
  /** A checkbox. */
  type: "checkbox";
  /** Whether it is on. */
  checked: boolean;
  /** Updates the preference. */
  onChange: (event: ChangeEventLike) => void;
}

/** Props of a button of the widget. */
export interface SignInButtonProps {
  /** A plain button or the form's submit. */
  type: "button" | "submit";
  /** Disabled while its action cannot run. */
  disabled: boolean;
  /** What the button does, for a button without visible text (the back arrow). */
  "aria-label"?: string;
  /** Runs the action. */
  onClick?: (event: EventLike) => void;
}

/** A field that can carry a message: the continue input, the code or a details field. */
export type SignInMessageField = SignInDetailsField | "identifier" | "code";

/** Props of a field's label. */
export interface SignInLabelProps {
  /** The field's DOM id. */
  htmlFor: string;
}

/** Props of a step's heading. */
export interface SignInHeadingProps {
  /** DOM id (the form's accessible name). */
  id: string;
  /**
   * `-1` on the success heading only, so it can take focus when it appears; the other steps'
   * headings stay unfocusable, so a dialog opening on them still focuses their first field.
   */
  tabIndex?: -1;
}

/**
 * A prop getter: its own props merged with the caller's through `mergeProps` (caller's plain
 * attributes win, caller's handlers run first and `preventDefault()` skips ours).
 */
export type SignInPropGetter<TOwn> = <T extends object>(props?: T & PropHandlers) => MergedProps<TOwn, T>;

/** A prop getter for one step, field or flag. */
export type SignInFieldPropGetter<TKey, TOwn> = <T extends object>(
  key: TKey,
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/** The membership card shown on success when the account's card is known. */
export interface SignInCard {
  /** Card code (the `ap21_card` identity). */
  code: string;
  /** Member's first name. */
  firstName: string;
  /** Member's last name. */
  lastName: string;
}

/** The sign-in widget's public API, as `connectSignIn` and `useSignIn` return it. */
export interface SignInApi extends SliceState {
  /** The current step (storefront §2: initial, mobile code, details, success). */
  readonly step: SignInStep;
  /** Whether a call is running (availability, sending, login, sign-up). */
  readonly isBusy: boolean;
  /** The continue input, as typed. */
  readonly identifier: string;
  /** What the continue input holds (text with `@` is an email). */
  readonly identifierKind: SignInInputKind;
  /** Why the continue input was refused, else null. */
  readonly identifierError: string | null;
  /** The one-time code, as typed. */
  readonly code: string;
  /** Why the code was refused, else null. */
  readonly codeError: string | null;
  /** Whether "send a new code" can be used (the cooldown is over and nothing is sending). */
  readonly canResendCode: boolean;
  /** 'We've texted you a new code.' right after a resend, else null. */
  readonly codeResentMessage: string | null;
  /** The mobile the code was sent to (normalised to `+61…`), on the mobile-code step. */
  readonly codeSentTo: string | null;
  /** The details form. */
  readonly details: SignInDetails;
  /** Each details field's error (local check or server), else absent. */
  readonly fieldErrors: Readonly<Partial<Record<SignInDetailsField, string>>>;
  /** A server error that belongs to no field, shown below the details form, else null. */
  readonly formError: string | null;
  /** On success: 'Check your inbox…' after a login email, else null. */
  readonly inboxMessage: string | null;
  /** On success after sign-up: the membership card, when a card code is known. */
  readonly card: SignInCard | null;
  /** On success after sign-up without a card: the not-activated message. */
  readonly notActivatedMessage: string | null;
  /** Types into the continue input. */
  setIdentifier(value: string): void;
  /** Continue from the initial step. */
  submitIdentifier(): void;
  /** Types into the one-time-code field. */
  setCode(value: string): void;
  /** Logs in with the code. */
  submitCode(): void;
  /** Sends a new code. */
  resendCode(): void;
  /** Types into a details field. */
  setField(field: SignInDetailsField, value: string): void;
  /**
   * Switches a comms preference as `setCommsFlag` does: the opt-out follows the six notification
   * toggles, and a service flag stays on.
   */
  setComms(flag: CommsFlag, on: boolean): void;
  /** Creates the account. */
  submitDetails(): void;
  /** Back to the initial step, keeping what was typed. */
  back(): void;
  /** Props of a step's `<form>` (submits the step, no browser validation). */
  getFormProps: SignInFieldPropGetter<SignInStep, SignInFormProps>;
  /** The DOM id of a step's heading (the form's accessible name). */
  getHeadingId(step: SignInStep): string;
  /** Props of a step's heading: its id, and `tabIndex={-1}` on success (focus lands there). */
  getHeadingProps: SignInFieldPropGetter<SignInStep, SignInHeadingProps>;
  /** Props of the continue input. */
  getIdentifierInputProps: SignInPropGetter<SignInInputProps>;
  /** Props of the one-time-code input (`autocomplete="one-time-code"`, numeric keypad). */
  getCodeInputProps: SignInPropGetter<SignInInputProps>;
  /** Props of a details field's input. */
  getFieldProps: SignInFieldPropGetter<SignInDetailsField, SignInInputProps>;
  /** Props of a comms checkbox. */
  getCommsProps: SignInFieldPropGetter<CommsFlag, SignInCheckboxProps>;
  /** Props of the element showing a field's error (`identifier`, `code` or a details field). */
  getErrorProps: SignInFieldPropGetter<SignInMessageField, SignInErrorProps>;
  /** Props of the label of a field (`identifier`, `code`, a details field or a comms flag). */
  getLabelProps: SignInFieldPropGetter<SignInMessageField | CommsFlag, SignInLabelProps>;
  /** Props of the step's submit button (disabled while busy). */
  getSubmitButtonProps: SignInPropGetter<SignInButtonProps>;
  /** Props of "send a new code" (disabled during the cooldown). */
  getResendButtonProps: SignInPropGetter<SignInButtonProps>;
  /** Props of the back arrow of the details and mobile-code steps. */
  getBackButtonProps: SignInPropGetter<SignInButtonProps>;
}
