// The hook and the public types a skinned quick search needs, for the `solekit` entry point.
export type {
  QuickSearchApi,
  QuickSearchButtonApi,
  QuickSearchGroup,
  QuickSearchGroupKey,
  QuickSearchHighlightMove,
  QuickSearchOption,
  QuickSearchPageOption,
  QuickSearchProductOption,
  QuickSearchTermOption,
} from "../../machines/quick-search";
export { type UseQuickSearchOptions, useQuickSearch } from "./use-quick-search";
export { type UseQuickSearchButtonOptions, useQuickSearchButton } from "./use-quick-search-button";
