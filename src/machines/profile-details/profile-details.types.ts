import type { AccountMessageCatalogue } from "../../rules/messages";
import type { ProfileDetails, ProfileErrors, ProfileForm, ProfileUpdate } from "../../rules/profile";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type {
  ErrorSummaryLinkProps,
  ErrorSummaryProps,
  ErrorSummaryTitleProps,
} from "../shared/error-summary";
import type { ChangeEventLike, EventLike, PropHandlers } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** A field of the profile details form (account-area §5). */
export type ProfileDetailsField = keyof ProfileForm;

/** A field the customer can type into: every one but the read-only email. */
export type ProfileDetailsEditableField = Exclude<ProfileDetailsField, "email">;

/** The messages the profile details form shows. */
export type ProfileDetailsMessages = Pick<
  AccountMessageCatalogue,
  | "profileFirstNameRequired"
  | "profileEmailRequired"
  | "profileEmailInvalid"
  | "profileBirthdayInvalid"
  | "profileErrorSummary"
  | "profileSaved"
  | "profileSaveFailed"
  | "somethingWentWrong"
>;

/** Input of the profile details machine. */
export interface ProfileDetailsInput {
  /** Messages. @default the account catalogue */
  messages?: ProfileDetailsMessages;
}

/** Context of the profile details machine. */
export interface ProfileDetailsContext {
  /** The form as the service last confirmed it (loaded or saved); `null` until loaded. */
  loaded: ProfileForm | null;
  /** The email the service holds: the update leaves it out while it is unchanged. */
  loadedEmail: string | null;
  /** What the form holds now. */
  values: ProfileForm;
  /** The values of the save in flight, else `null`. */
  sending: ProfileForm | null;
  /** Messages under the fields, after a refused submit (kept current while the customer types). */
  errors: ProfileErrors;
  /** The service's messages by field after it refused a save; a field typed into loses its own. */
  serverErrors: ProfileErrors;
  /** Whether the field messages show (from the first refused submit on). */
  showErrors: boolean;
  /** How many submits were refused for the fields: the error summary takes focus on each. */
  refusals: number;
  /** The last failure (loading or saving). */
  error: SolekitError | null;
  /**
   * Below the form after a failed save (shown in red): the service's message for a validation
   * answer no field takes, the catalogue's for an outage; `null` when every message has a field.
   */
  formError: string | null;
  /** Whether the last save went through and nothing changed since. */
  saved: boolean;
  /** Messages. */
  messages: ProfileDetailsMessages;
}

/** Events of the profile details machine. */
export type ProfileDetailsEvent =
  /** Typing into a field (kept whatever a save is doing). */
  | { type: "field.change"; field: ProfileDetailsEditableField; value: string }
  /** Saves the details (refused with field messages when invalid; nothing happens when unchanged). */
  | { type: "details.submit" }
  /** Loads the profile again after it failed to load. */
  | { type: "profile.reload" };

/** Events the profile details machine emits. */
export type ProfileDetailsEmitted =
  /**
   * A submit was refused (by the form's checks or the service): focus the error summary when a
   * field has a message, else the form's message (`followProfileDetails` does it).
   */
  { type: "details.refused"; focus: "summary" | "status" };

/** Options of `connectProfileDetails`. */
export type ProfileDetailsConnectOptions = ConnectOptions<ProfileDetailsMessages>;

/** What the details form's actors answer: the profile as the service holds it. */
export type ProfileDetailsProfile = ProfileDetails;

/** What `saveProfile` is asked: the `PUT /profile` body. */
export type ProfileDetailsRequest = ProfileUpdate;

/** A prop getter taking the caller's props. */
export type ProfileDetailsPropGetter<TOwn> = <T extends object>(
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/** A prop getter for one field. */
export type ProfileDetailsFieldPropGetter<TKey, TOwn> = <T extends object>(
  field: TKey,
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/** Props of the `<form>`. */
export interface ProfileDetailsFormProps {
  /** DOM id. */
  id: string;
  /** The form validates itself. */
  noValidate: true;
  /** Busy while saving. */
  "aria-busy": boolean;
  /** Saves; moves focus to the error summary when a field is wrong. */
  onSubmit: (event: EventLike) => void;
}

/** Props of a field's input. */
export interface ProfileDetailsInputProps {
  /** DOM id. */
  id: string;
  /** Field name. */
  name: ProfileDetailsField;
  /** Input type. */
  type: "text" | "email" | "tel";
  /** Autofill hint. */
  autoComplete: string;
  /** Keyboard to show on touch screens. */
  inputMode: "text" | "email" | "tel" | "numeric";
  /** Current value. */
  value: string;
  /** The email cannot be changed here. */
  readOnly: boolean;
  /** First name and email are required. */
  "aria-required": boolean;
  /** Whether the field's message shows. */
  "aria-invalid": boolean;
  /** The field's message and hint ids, when there are any. */
  "aria-describedby": string | undefined;
  /** Types into the field. */
  onChange: (event: ChangeEventLike) => void;
}

/** Props of a field's label. */
export interface ProfileDetailsLabelProps {
  /** The field's DOM id. */
  htmlFor: string;
}

/** Props of a field's hint ("dd/mm/yyyy"). */
export interface ProfileDetailsHintProps {
  /** DOM id (part of the field's `aria-describedby`). */
  id: string;
}

/** Props of a field's message. */
export interface ProfileDetailsErrorProps {
  /** DOM id (the field's `aria-describedby`). */
  id: string;
}

/** Props of the error summary. */
export type ProfileDetailsSummaryProps = ErrorSummaryProps;

/** Props of the error summary's heading. */
export type ProfileDetailsSummaryTitleProps = ErrorSummaryTitleProps;

/** Props of the error summary's link to a field. */
export type ProfileDetailsSummaryLinkProps = ErrorSummaryLinkProps;

/** Props of the message below the form (what went wrong after a failed save, or 'saved'). */
export interface ProfileDetailsStatusProps {
  /** DOM id. */
  id: string;
  /** An alert after a failure, else a polite status. */
  role: "alert" | "status";
  /** Focusable by script: a failed save with no field message moves focus here. */
  tabIndex: -1;
}

/** Props of the Save button. */
export interface ProfileDetailsSubmitButtonProps {
  /** A submit button. */
  type: "submit";
  /** Disabled until a value differs from what was loaded, and while saving. */
  disabled: boolean;
}

/** One line of the error summary. */
export interface ProfileDetailsSummaryItem {
  /** The field. */
  field: ProfileDetailsField;
  /** Its message. */
  message: string;
}

/** The profile details form's public API, as `connectProfileDetails` and `useProfileDetails` return it. */
export interface ProfileDetailsApi extends SliceState {
  /** Whether the profile is loaded (the form shows). */
  readonly isReady: boolean;
  /** Whether a save runs. */
  readonly isSaving: boolean;
  /** Whether a value differs from what the service holds (Save is enabled). */
  readonly isDirty: boolean;
  /** What the form holds. */
  readonly values: ProfileForm;
  /** Messages under the fields: the form's checks after a refused submit, else the service's. */
  readonly fieldErrors: ProfileErrors;
  /** The error summary's lines, in the form's order (empty when nothing is wrong). */
  readonly summary: readonly ProfileDetailsSummaryItem[];
  /** The error summary's heading. */
  readonly summaryTitle: string;
  /**
   * Below the form after a failed save: the service's message for a validation answer no field
   * takes (spec §8), the catalogue's for an outage or the network; else `null`.
   */
  readonly formError: string | null;
  /** 'Your details have been saved.' after a save, until the next change. */
  readonly savedMessage: string | null;
  /** Types into a field. */
  setField(field: ProfileDetailsEditableField, value: string): void;
  /** Saves. */
  submit(): void;
  /** Loads the profile again after it failed. */
  reload(): void;
  /** Props of the `<form>`. */
  getFormProps: ProfileDetailsPropGetter<ProfileDetailsFormProps>;
  /** Props of a field's input. */
  getFieldProps: ProfileDetailsFieldPropGetter<ProfileDetailsField, ProfileDetailsInputProps>;
  /** Props of a field's label. */
  getLabelProps: ProfileDetailsFieldPropGetter<ProfileDetailsField, ProfileDetailsLabelProps>;
  /** Props of a field's hint. */
  getHintProps: ProfileDetailsFieldPropGetter<ProfileDetailsField, ProfileDetailsHintProps>;
  /** Props of a field's message. */
  getErrorProps: ProfileDetailsFieldPropGetter<ProfileDetailsField, ProfileDetailsErrorProps>;
  /** Props of the error summary (render it only when `summary` is not empty). */
  getSummaryProps: ProfileDetailsPropGetter<ProfileDetailsSummaryProps>;
  /** Props of the error summary's heading. */
  getSummaryTitleProps: ProfileDetailsPropGetter<ProfileDetailsSummaryTitleProps>;
  /** Props of the summary's link to a field. */
  getSummaryLinkProps: ProfileDetailsFieldPropGetter<ProfileDetailsField, ProfileDetailsSummaryLinkProps>;
  /** Props of the message below the form. */
  getStatusProps: ProfileDetailsPropGetter<ProfileDetailsStatusProps>;
  /** Props of the Save button. */
  getSubmitButtonProps: ProfileDetailsPropGetter<ProfileDetailsSubmitButtonProps>;
}
