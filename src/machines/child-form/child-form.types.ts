import type { ChildConnection } from "../../clients/loyalty";
import type { ChildForm } from "../../rules/child";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type {
  CustomerErrorProps,
  CustomerFieldPropGetter,
  CustomerFormProps,
  CustomerInputProps,
  CustomerLabelProps,
  CustomerPropGetter,
} from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike } from "../shared/events";

/** The messages the child form shows (kids part, plus the shared 'Something went wrong.' and Save). */
export type ChildFormMessages = Pick<
  AccountMessageCatalogue,
  | "childFirstNameRequired"
  | "childAvatarRequired"
  | "childShoeTagRequired"
  | "shoeTagExists"
  | "birthdayRewardHint"
  | "firstNameLabel"
  | "childLastNameLabel"
  | "birthMonthLabel"
  | "birthYearLabel"
  | "genderLabel"
  | "avatarLabel"
  | "shoeTagLabel"
  | "genderWithheld"
  | "genderFemale"
  | "genderMale"
  | "randomShoeTagFailed"
  | "somethingWentWrong"
>;

/** A field of the child form. */
export type ChildFormField = keyof ChildForm;

/** The child form's messages under fields: its own checks' and the service's. */
export type ChildFormErrors = Partial<Record<ChildFormField, string>>;

/** A text field of the child form. */
export type ChildFormTextField = "firstName" | "lastName" | "shoeTag";

/** A select of the child form. */
export type ChildFormSelectField = "birthMonth" | "birthYear" | "gender";

/** What `saveChild` is asked: the connection to update, or `null` to create the child. */
export interface ChildSaveRequest {
  /** The child's connection id, or `null` for a new child. */
  readonly connectionId: number | null;
  /** The values to save. */
  readonly values: ChildForm;
}

/** Input of the child form machine. */
export interface ChildFormInput {
  /** The child to edit; `null` (or absent) for the new-child form. */
  child?: ChildConnection | null;
  /** Messages. */
  messages?: ChildFormMessages;
}

/** Context of the child form machine. */
export interface ChildFormContext {
  /** The child's connection id once it exists. */
  connectionId: number | null;
  /** The child as last loaded or saved. */
  child: ChildConnection | null;
  /** What the form holds. */
  values: ChildForm;
  /** The values as the service holds them: Save is enabled only while `values` differ. */
  loaded: ChildForm;
  /** The values the running save sent. */
  sent: ChildForm | null;
  /** A submit arrived while a save ran. */
  resubmit: boolean;
  /** Messages under fields. */
  fieldErrors: ChildFormErrors;
  /** A failure that is no field's ('Something went wrong.'). */
  formError: string | null;
  /** The random shoe-tag service failed: a hint under the field. */
  shoeTagNotice: string | null;
  /** The last failure. */
  error: SolekitError | null;
  /** Whether the last save landed and nothing changed since. */
  saved: boolean;
  /** Messages. */
  messages: ChildFormMessages;
}

/** Events of the child form machine. */
export type ChildFormEvent =
  /** A text field or select changes; month and year arrive as text ("" for not set). */
  | { type: "field.change"; field: ChildFormField; value: string }
  /** Asks the product host's name service for a random shoe tag. */
  | { type: "shoeTag.generate" }
  /** Cancel: the values go back to what the service holds. */
  | { type: "child.reset" }
  /** Save. */
  | { type: "child.submit" };

/** What the machine emits. */
export type ChildFormEmitted =
  /** A save landed: `created` for the first save of a new child (the host moves to its page). */
  | { type: "child.saved"; child: ChildConnection; created: boolean }
  /** A submit was refused: `field` is the first field with a message (`shoeTag` for a taken tag). */
  | { type: "child.refused"; field: ChildFormField | "form" };

/** Options of `connectChildForm`. */
export interface ChildFormConnectOptions extends ConnectOptions<ChildFormMessages> {
  /** The preset avatars to pick from (the shop's). @default [] */
  readonly avatars?: readonly string[];
  /** Now, for the birthday picker's years. @default Date.now() */
  readonly now?: number;
}

/** An option of a select. */
export interface ChildFormOption {
  /** Value as the select holds it. */
  readonly value: string;
  /** What the shopper reads. */
  readonly label: string;
}

/** Props of a select. */
export interface ChildSelectProps {
  /** DOM id. */
  id: string;
  /** Field name. */
  name: ChildFormSelectField;
  /** Current value ("" for not set). */
  value: string;
  /** Whether the field has a message. */
  "aria-invalid": boolean;
  /** The message's id while it has one. */
  "aria-describedby": string | undefined;
  /** Changes the value. */
  onChange(event: ChangeEventLike): void;
}

/** Props of an avatar choice (a radio). */
export interface ChildAvatarProps {
  /** DOM id. */
  id: string;
  /** Radio group name. */
  name: "avatarUrl";
  /** A radio. */
  type: "radio";
  /** The avatar's URL. */
  value: string;
  /** Chosen. */
  checked: boolean;
  /** Describes the avatar error, if any. */
  "aria-describedby": string | undefined;
  /** Chooses the avatar. */
  onChange(event: ChangeEventLike): void;
}

/** Props of a plain button. */
export interface ChildButtonProps {
  /** Not a submit. */
  type: "button";
  /** Disabled while it cannot act. */
  disabled: boolean;
  /** Acts. */
  onClick(event: EventLike): void;
}

/** Props of the Save button. */
export interface ChildSaveButtonProps {
  /** Submits the form. */
  type: "submit";
  /** Disabled until something changed, and while saving. */
  disabled: boolean;
}

/** The child form's public API, as `connectChildForm` and `useChildForm` return it. */
export interface ChildFormApi extends SliceState {
  /** `create` until the child exists, then `update`. */
  readonly mode: "create" | "update";
  /** The child's connection id once it exists. */
  readonly connectionId: number | null;
  /** The child as last loaded or saved. */
  readonly child: ChildConnection | null;
  /** What the form holds. */
  readonly values: ChildForm;
  /** Whether the values differ from what the service holds. */
  readonly isDirty: boolean;
  /** Whether Save is enabled: changed and not saving. */
  readonly canSave: boolean;
  /** Whether a save runs. */
  readonly isBusy: boolean;
  /** Whether the last save landed and nothing changed since. */
  readonly isSaved: boolean;
  /** Whether the name service is asked for a shoe tag. */
  readonly isGeneratingShoeTag: boolean;
  /** Messages under fields. */
  readonly fieldErrors: ChildFormErrors;
  /** A failure no field owns. */
  readonly formError: string | null;
  /** A hint under the shoe tag when the name service failed. */
  readonly shoeTagNotice: string | null;
  /** The birthday reward hint while month or year is missing, else `null`. */
  readonly birthdayHint: string | null;
  /** Each field's label. */
  readonly labels: Readonly<Record<ChildFormField, string>>;
  /** The gender options. */
  readonly genders: readonly ChildFormOption[];
  /** Months 1–12 (labels in Australian English). */
  readonly months: readonly ChildFormOption[];
  /** This year back 150 years. */
  readonly years: readonly ChildFormOption[];
  /** The preset avatars, plus the child's own if it is not one of them. */
  readonly avatars: readonly string[];
  /** Changes a field. */
  setField(field: ChildFormField, value: string): void;
  /** Asks for a random shoe tag. */
  generateShoeTag(): void;
  /** Puts the values back to what the service holds. */
  reset(): void;
  /** Saves. */
  submit(): void;
  /** The `<form>`. */
  getFormProps: CustomerPropGetter<CustomerFormProps>;
  /** A text field. */
  getFieldProps: CustomerFieldPropGetter<ChildFormTextField, CustomerInputProps>;
  /** A select (birth month, birth year, gender). */
  getSelectProps: CustomerFieldPropGetter<ChildFormSelectField, ChildSelectProps>;
  /** An avatar radio. */
  getAvatarProps: CustomerFieldPropGetter<string, ChildAvatarProps>;
  /** A field's label. */
  getLabelProps: CustomerFieldPropGetter<ChildFormField, CustomerLabelProps>;
  /** A field's (or the form's) message. */
  getErrorProps: CustomerFieldPropGetter<ChildFormField | "form", CustomerErrorProps>;
  /** The random shoe-tag button. */
  getShoeTagButtonProps: CustomerPropGetter<ChildButtonProps>;
  /** Cancel. */
  getCancelButtonProps: CustomerPropGetter<ChildButtonProps>;
  /** Save: disabled until the form changed. */
  getSubmitButtonProps: CustomerPropGetter<ChildSaveButtonProps>;
}
