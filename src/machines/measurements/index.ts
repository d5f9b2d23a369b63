export {
  connectMeasurements,
  type MeasurementsApi,
  type MeasurementsControls,
  type MeasurementsPageResult,
} from "./measurements.connect";
export { measurementsKey, measurementsPageQuery } from "./measurements.queries";
export { type MeasurementsView, measurementsView } from "./measurements.selectors";
