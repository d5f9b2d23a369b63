// The grid's public types travel with the hook, so `solekit` alone is enough to skin it.

export type {
  RangeSlider,
  RangeSliderHandle,
  RangeSliderHandleProps,
} from "../../machines/search-grid/search-grid.range-slider";
export type * from "../../machines/search-grid/search-grid.types";
export { useRangeSlider } from "./use-range-slider";
export { type UseSearchGridOptions, useSearchGrid } from "./use-search-grid";
