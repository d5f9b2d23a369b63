export { createMeasurementFormActors } from "./measurement-form.actors";
export { connectMeasurementForm } from "./measurement-form.connect";
export { type MeasurementFormMachine, measurementFormMachine } from "./measurement-form.machine";
export type {
  MeasurementCloseButtonProps,
  MeasurementDialogProps,
  MeasurementField,
  MeasurementFormApi,
  MeasurementFormConnectOptions,
  MeasurementFormContext,
  MeasurementFormEmitted,
  MeasurementFormEvent,
  MeasurementFormInput,
  MeasurementFormMessages,
  MeasurementOption,
  MeasurementSaveRequest,
  MeasurementSelectProps,
  MeasurementSubmitButtonProps,
} from "./measurement-form.types";
