import type { Measurement } from "../../clients/loyalty";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type {
  CustomerErrorProps,
  CustomerFieldPropGetter,
  CustomerFormProps,
  CustomerLabelProps,
  CustomerPropGetter,
} from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike, KeyboardEventLike } from "../shared/events";

/** The messages the new-measurement modal shows. */
export type MeasurementFormMessages = Pick<
  AccountMessageCatalogue,
  | "measurementIncomplete"
  | "newMeasurement"
  | "shoeSizeLabel"
  | "shoeWidthLabel"
  | "selectOption"
  | "somethingWentWrong"
>;

/** A select of the new-measurement form. */
export type MeasurementField = "size" | "width";

/** What `saveMeasurement` is asked. */
export interface MeasurementSaveRequest {
  /** The child's connection id. */
  readonly connectionId: number;
  /** The child's profile id (`connector.id`). */
  readonly profileId: number;
  /** AU/UK size. */
  readonly size: string;
  /** Width C–H. */
  readonly width: string;
}

/** Input of the measurement form machine. */
export interface MeasurementFormInput {
  /** The child's connection id. */
  connectionId: number;
  /** The child's profile id. */
  profileId: number;
  /** Messages. */
  messages?: MeasurementFormMessages;
}

/** Context of the measurement form machine. */
export interface MeasurementFormContext {
  /** The child's connection id. */
  connectionId: number;
  /** The child's profile id. */
  profileId: number;
  /** Chosen size ("" for none). */
  size: string;
  /** Chosen width ("" for none). */
  width: string;
  /** The values the running save sent. */
  sent: { size: string; width: string } | null;
  /** A submit arrived while a save ran. */
  resubmit: boolean;
  /** 'Please select both shoe size and width.' or 'Something went wrong.', else `null`. */
  formError: string | null;
  /** The last failure. */
  error: SolekitError | null;
  /** The measurement last saved. */
  saved: Measurement | null;
  /** Messages. */
  messages: MeasurementFormMessages;
}

/** Events of the measurement form machine. */
export type MeasurementFormEvent =
  /** A select changes. */
  | { type: "field.change"; field: MeasurementField; value: string }
  /** Save. */
  | { type: "measurement.submit" };

/** What the machine emits. */
export type MeasurementFormEmitted =
  /** The measurement was recorded and the child's measurements refreshed (the host closes the modal). */
  { type: "measurement.saved"; measurement: Measurement };

/** Options of `connectMeasurementForm`. */
export interface MeasurementFormConnectOptions extends ConnectOptions<MeasurementFormMessages> {
  /** Closes the modal (close button, Escape). */
  readonly onClose?: () => void;
}

/** An option of a select. */
export interface MeasurementOption {
  /** Value. */
  readonly value: string;
  /** Label. */
  readonly label: string;
}

/** Props of a select. */
export interface MeasurementSelectProps {
  /** DOM id. */
  id: string;
  /** Field name. */
  name: MeasurementField;
  /** Chosen value ("" for none). */
  value: string;
  /** Set when the form error names it. */
  "aria-invalid": boolean;
  /** The form error's id while it shows. */
  "aria-describedby": string | undefined;
  /** Changes the value. */
  onChange(event: ChangeEventLike): void;
}

/** Props of the modal dialog. */
export interface MeasurementDialogProps {
  /** DOM id. */
  id: string;
  /** A dialog. */
  role: "dialog";
  /** Modal. */
  "aria-modal": true;
  /** The title's id. */
  "aria-labelledby": string;
  /** Focusable. */
  tabIndex: -1;
  /** Focus in on mount (the size select), back to the opener on unmount. */
  ref(element: unknown): void;
  /** Escape closes; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of the Save button. */
export interface MeasurementSubmitButtonProps {
  /** Submits. */
  type: "submit";
  /** Disabled while saving. */
  disabled: boolean;
}

/** Props of the close (or Cancel) button. */
export interface MeasurementCloseButtonProps {
  /** Not a submit. */
  type: "button";
  /** Closes the modal. */
  onClick(event: EventLike): void;
}

/** The new-measurement form's public API, as `connectMeasurementForm` and `useMeasurementForm` return it. */
export interface MeasurementFormApi extends SliceState {
  /** Chosen size. */
  readonly size: string;
  /** Chosen width. */
  readonly width: string;
  /** Whether the save runs. */
  readonly isBusy: boolean;
  /** The alert text, else `null`. */
  readonly formError: string | null;
  /** The sizes (AU/UK). */
  readonly sizes: readonly MeasurementOption[];
  /** The widths. */
  readonly widths: readonly MeasurementOption[];
  /** The measurement last saved. */
  readonly saved: Measurement | null;
  /** The modal's title and the selects' labels. */
  readonly labels: {
    readonly title: string;
    readonly size: string;
    readonly width: string;
    readonly placeholder: string;
  };
  /** Chooses a size or width. */
  setField(field: MeasurementField, value: string): void;
  /** Saves. */
  submit(): void;
  /** The `<form>`. */
  getFormProps: CustomerPropGetter<CustomerFormProps>;
  /** A select. */
  getSelectProps: CustomerFieldPropGetter<MeasurementField, MeasurementSelectProps>;
  /** A select's label. */
  getLabelProps: CustomerFieldPropGetter<MeasurementField, CustomerLabelProps>;
  /** The form's alert. */
  getErrorProps: CustomerPropGetter<CustomerErrorProps & { role: "alert" }>;
  /** The submit button. */
  getSubmitButtonProps: CustomerPropGetter<MeasurementSubmitButtonProps>;
  /** The modal dialog. */
  getDialogProps: CustomerPropGetter<MeasurementDialogProps>;
  /** The dialog's title. */
  getTitleProps: CustomerPropGetter<{ id: string }>;
  /** The close (or Cancel) button. */
  getCloseButtonProps: CustomerPropGetter<MeasurementCloseButtonProps>;
}
