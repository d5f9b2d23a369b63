import type { SnapshotFrom } from "xstate";
import { SHOE_SIZES, SHOE_WIDTHS } from "../../rules/measurement";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { MeasurementFormMachine } from "./measurement-form.machine";
import { measurementFormMessages } from "./measurement-form.messages";
import type {
  MeasurementFormApi,
  MeasurementFormConnectOptions,
  MeasurementFormEvent,
  MeasurementOption,
} from "./measurement-form.types";

const SIZES: readonly MeasurementOption[] = SHOE_SIZES.map((size) => ({ value: size, label: size }));
const WIDTHS: readonly MeasurementOption[] = SHOE_WIDTHS.map((width) => ({ value: width, label: width }));

/**
 * Turns a measurement form snapshot into its public API: the choice, the alert, the sizes and
 * widths, and prop getters for the modal dialog, the form, its selects and buttons.
 *
 * @example
 * ```ts
 * actor.subscribe((snapshot) => render(connectMeasurementForm(snapshot, actor.send, { id: "measure", onClose })));
 * ```
 */
export function connectMeasurementForm(
  snapshot: SnapshotFrom<MeasurementFormMachine>,
  send: (event: MeasurementFormEvent) => void,
  options: MeasurementFormConnectOptions = {},
): MeasurementFormApi {
  const ids = domIds(options.id ?? "measurement-form");
  const messages = options.messages ?? measurementFormMessages;
  const { context } = snapshot;
  const isBusy = snapshot.hasTag("busy");
  const close = () => options.onClose?.();
  const incomplete = (field: "size" | "width") => context.formError !== null && context[field] === "";
  return {
    status: isBusy ? "loading" : context.error ? "error" : snapshot.matches("saved") ? "success" : "idle",
    error: context.error,
    errorMessage: context.formError,
    size: context.size,
    width: context.width,
    isBusy,
    formError: context.formError,
    sizes: SIZES,
    widths: WIDTHS,
    saved: context.saved,
    labels: {
      title: messages.newMeasurement,
      size: messages.shoeSizeLabel,
      width: messages.shoeWidthLabel,
      placeholder: messages.selectOption,
    },
    setField: (field, value) => send({ type: "field.change", field, value }),
    submit: () => send({ type: "measurement.submit" }),
    getFormProps: (props) =>
      mergeProps(
        {
          id: ids("form"),
          noValidate: true as const,
          "aria-busy": isBusy,
          onSubmit: (event: EventLike) => {
            event.preventDefault();
            send({ type: "measurement.submit" });
          },
        },
        props,
      ),
    getSelectProps: (field, props) =>
      mergeProps(
        {
          id: ids("field", field),
          name: field,
          value: context[field],
          "aria-invalid": incomplete(field),
          "aria-describedby": context.formError ? ids("error") : undefined,
          onChange: (event: ChangeEventLike) =>
            send({ type: "field.change", field, value: event.target.value }),
        },
        props,
      ),
    getLabelProps: (field, props) => mergeProps({ htmlFor: ids("field", field) }, props),
    getErrorProps: (props) =>
      mergeProps({ id: ids("error"), role: "alert" as const, "aria-live": "polite" as const }, props),
    getSubmitButtonProps: (props) => mergeProps({ type: "submit" as const, disabled: isBusy }, props),
    getDialogProps: (props) =>
      mergeProps(
        modalDialogProps({
          dialogId: ids("dialog"),
          titleId: ids("title"),
          initialFocusId: ids("field", "size"),
          onClose: close,
        }),
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title") }, props),
    getCloseButtonProps: (props) =>
      mergeProps({ type: "button" as const, onClick: (_event: EventLike) => close() }, props),
  };
}
