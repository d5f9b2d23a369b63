export { createMeasurementDeleteActors } from "./measurement-delete.actors";
export { connectMeasurementDelete } from "./measurement-delete.connect";
export { type MeasurementDeleteMachine, measurementDeleteMachine } from "./measurement-delete.machine";
export type {
  MeasurementDeleteApi,
  MeasurementDeleteButtonProps,
  MeasurementDeleteConnectOptions,
  MeasurementDeleteContext,
  MeasurementDeleteEvent,
  MeasurementDeleteFailure,
  MeasurementDeleteInput,
  MeasurementDeleteMessages,
  MeasurementDeleteRequest,
} from "./measurement-delete.types";
