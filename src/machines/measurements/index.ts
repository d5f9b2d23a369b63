export { measurementsKey, measurementsPageQuery } from "./measurements.queries";
export { type MeasurementsView, measurementsView } from "./measurements.selectors";
