export { createSearchGridActors, type SearchGridActors } from "./search-grid.actors";
export { connectSearchGrid } from "./search-grid.connect";
export {
  createSavedGridStore,
  type SavedGridStore,
  type SearchGridInputOptions,
  searchGridInput,
} from "./search-grid.history";
export { type SearchGridMachine, searchGridMachine } from "./search-grid.machine";
export { searchGridFirstRequest } from "./search-grid.prefetch";
export {
  createRangeSlider,
  type RangeSlider,
  type RangeSliderHandle,
  type RangeSliderHandleProps,
  type RangeSliderOptions,
} from "./search-grid.range-slider";
export { createGridSentinels, type GridSentinels } from "./search-grid.sentinels";
export type * from "./search-grid.types";
export {
  type GridWindow,
  RESTORE_SCROLL_FRAMES,
  type SearchGridUrlSync,
  type SyncSearchGridUrlOptions,
  syncSearchGridUrl,
} from "./search-grid.url-sync";
