export { type GridColumnsPreference, useGridColumns } from "./use-grid-columns";
export { useRecordProductView } from "./use-viewed-products";
