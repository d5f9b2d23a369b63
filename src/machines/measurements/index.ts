export {
  connectMeasurements,
  type MeasurementsApi,
  type MeasurementsControls,
  type MeasurementsPageResult,
} from "./measurements.connect";
export {
  type MeasurementsPagesQueryOptions,
  type MeasurementsPagesResult,
  measurementsPageResults,
  measurementsPagesQuery,
} from "./measurements.pages";
export { measurementsKey, measurementsPageQuery } from "./measurements.queries";
export { type MeasurementsView, measurementsView } from "./measurements.selectors";
