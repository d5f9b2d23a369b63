export { createSearchGridActors, type SearchGridActors } from "./search-grid.actors";
export type * from "./search-grid.api";
export { connectSearchGrid, type SearchGridConnectOptions, sentinelRootMargin } from "./search-grid.connect";
export { type SearchGridMachine, searchGridMachine } from "./search-grid.machine";
export type * from "./search-grid.parts";
export {
  isRestorable,
  type SearchGridScope,
  searchGridKey,
  searchGridParams,
} from "./search-grid.request";
export type * from "./search-grid.types";
