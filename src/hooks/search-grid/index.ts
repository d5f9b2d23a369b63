// The grid's public types travel with the hook, so `solekit` alone is enough to skin it.
export type * from "../../machines/search-grid/search-grid.types";
export { type UseSearchGridOptions, useSearchGrid } from "./use-search-grid";
