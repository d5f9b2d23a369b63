export {
  connectMeasurements,
  type MeasurementsApi,
  type MeasurementsControls,
  type MeasurementsPageResult,
} from "./measurements.connect";
export {
  type MeasurementsPagesResult,
  measurementsPageResults,
} from "./measurements.pages";
export { measurementsKey, measurementsPageQuery, measurementsPagesQuery } from "./measurements.queries";
export { type MeasurementsView, measurementsView } from "./measurements.selectors";
