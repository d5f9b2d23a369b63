import type { SliderRange } from "../../rules/price-slider";
import type { SearchSort } from "../../rules/search-url";
import type {
  GridChip,
  GridFacet,
  GridItem,
  GridListFacet,
  GridMerchandising,
  GridPageView,
  GridResultItem,
  GridSliderFacet,
  GridSortOption,
} from "./search-grid.parts";
import type { GridChange } from "./search-grid.types";

/** Which infinite-scroll sentinel: below the grid (next page) or above it (previous page). */
export type SentinelPlacement = "next" | "previous";

/** Props of an infinite-scroll sentinel element. */
export interface SentinelProps {
  /** Part name. */
  readonly "data-part": "sentinel";
  /** Which sentinel. */
  readonly "data-sentinel": SentinelPlacement;
  /** The IntersectionObserver `rootMargin` that triggers it: 300 px below for next, 100 px above for previous. */
  readonly "data-root-margin": string;
  /** Sentinels are layout only. */
  readonly "aria-hidden": true;
  /** Set by the React hook: attaches the IntersectionObserver. */
  readonly ref?: (element: Element | null) => void;
}

/** Props of the Load More and Load Previous buttons. */
export interface GridButtonProps {
  /** A real button. */
  readonly type: "button";
  /** Part name: `load-more` or `load-previous`. */
  readonly "data-part": "load-more" | "load-previous";
  /** The grid the button fills. */
  readonly "aria-controls": string;
  /** True while that page loads, or when there is no such page (the click then does nothing). */
  readonly "aria-disabled": boolean;
  /** Present while that page loads. */
  readonly "data-loading"?: "";
  /** Loads the page. */
  readonly onClick: () => void;
}

/** Props of the grid list element. */
export interface GridListProps {
  /** Id the buttons point at. */
  readonly id: string;
  /** True while results load. */
  readonly "aria-busy": boolean;
  /** How the loaded pages last changed. */
  readonly "data-change": GridChange;
}

/** Props of a list-facet value's checkbox. */
export interface FilterOptionProps {
  /** Checkbox. */
  readonly type: "checkbox";
  /** Unique id, for the label's `htmlFor`. */
  readonly id: string;
  /** The facet field. */
  readonly name: string;
  /** The facet value. */
  readonly value: string;
  /** Whether the value is chosen. */
  readonly checked: boolean;
  /** Toggles the value. */
  readonly onChange: () => void;
}

/** Props of a list-facet value's label. */
export interface FilterOptionLabelProps {
  /** The checkbox id. */
  readonly htmlFor: string;
}

/** Props of a slider handle input (`type="range"`); the value to show is the UI's to hold while dragging. */
export interface RangeInputProps {
  /** Range input. */
  readonly type: "range";
  /** Unique id. */
  readonly id: string;
  /** `{field}.low` or `{field}.high`. */
  readonly name: string;
  /** Lower bound. */
  readonly min: number;
  /** Upper bound. */
  readonly max: number;
  /** Step. */
  readonly step: number;
  /** "Minimum Price" or "Maximum Price". */
  readonly "aria-label": string;
}

/** The search grid's texts from the message catalogue, for skinned UIs. */
export interface GridLabels {
  /** "Sort By". */
  readonly sortBy: string;
  /** "Sort". */
  readonly sortTitle: string;
  /** "Filters". */
  readonly filtersTitle: string;
  /** "Filter and sort". */
  readonly filterAndSort: string;
  /** "Cancel". */
  readonly cancel: string;
  /** "Load More". */
  readonly loadMore: string;
  /** "Load Previous". */
  readonly loadPrevious: string;
  /** "Clear All". */
  readonly clearAll: string;
  /** "Try again". */
  readonly tryAgain: string;
}

/** Where a grid is: loading results, showing them, or showing an error (with any loaded pages kept). */
export type SearchGridStatus = "loading" | "ready" | "error";

/**
 * The search and collection grid's public API: what `connectSearchGrid` and `useSearchGrid`
 * return. State, named actions and prop getters; never a raw `send`.
 */
export interface SearchGridApi {
  /** Loading, ready or error. */
  readonly status: SearchGridStatus;
  /** True while any search for the grid runs. */
  readonly isLoading: boolean;
  /** How the loaded pages last changed, or are changing while loading: initial, prev or next. */
  readonly changeType: GridChange;
  /** Skeleton cards to show: 12 while a fresh result set loads, otherwise 0. */
  readonly skeletonCount: number;
  /** The query the results are for: the service's correction when it made one. */
  readonly query: string;
  /** What the shopper typed, when the results are for a corrected query; otherwise `null`. */
  readonly originalQuery: string | null;
  /** The collection handle, or `null` on the search page. */
  readonly collection: string | null;
  /** Loaded products, first page to last. */
  readonly results: readonly GridResultItem[];
  /** Loaded products with inline merchandising in place. */
  readonly items: readonly GridItem[];
  /** Loaded pages; a page's object stays the same while it stays loaded (for memoised rendering). */
  readonly pages: readonly GridPageView[];
  /** First loaded page, or `null` before any. */
  readonly firstPage: number | null;
  /** Last loaded page, or `null` before any. */
  readonly lastPage: number | null;
  /** Matching products, once known. */
  readonly totalResults: number | null;
  /** Pages, once known. */
  readonly totalPages: number | null;
  /** Whether a page follows the last loaded one (Load More). */
  readonly hasMore: boolean;
  /** Whether a page precedes the first loaded one (Load Previous). */
  readonly hasPrevious: boolean;
  /** Appends the next page. */
  loadMore(): void;
  /** Prepends the previous page. */
  loadPrevious(): void;
  /**
   * Search page heading: "Showing N results for {query}", "No results for {query}", or
   * "Searching for {query}" before the first answer. `null` on collection grids.
   */
  readonly heading: string | null;
  /** "No results found for {typed}, showing results for {corrected} instead", when corrected. */
  readonly correctionText: string | null;
  /** The two no-results lines, when the answer is empty. */
  readonly noResults: { readonly apology: string; readonly hint: string } | null;
  /** "N results", once known. */
  readonly resultCountText: string | null;
  /** Facets to offer; while the filter panel is open, under its pending selection. */
  readonly facets: readonly GridFacet[];
  /** Chooses or un-chooses a list value (back to page 1; in the open panel, pending only). */
  toggleFilter(field: string, value: string): void;
  /**
   * Sets a slider range, kept inside the bounds with low at least one step below high (`moved`
   * names the handle that gives way); the whole span removes the filter.
   */
  setRange(field: string, range: SliderRange | null, moved?: "low" | "high"): void;
  /** Removes every value and range of one facet. */
  clearFilter(field: string): void;
  /** Active filter chips of the applied selection. */
  readonly chips: readonly GridChip[];
  /** Chosen values and ranges (applied selection). */
  readonly activeFilterCount: number;
  /** Clear All. */
  clearAll(): void;
  /** Sort options; the first is the service's default. */
  readonly sortOptions: readonly GridSortOption[];
  /** The applied sort, `null` for the default. */
  readonly sort: SearchSort | null;
  /** Chooses a sort (back to page 1; in the open panel, pending only). */
  setSort(sort: SearchSort | null): void;
  /** Whether the filter panel is open. */
  readonly isPanelOpen: boolean;
  /** Whether the panel is counting its pending selection. */
  readonly isPanelCounting: boolean;
  /** Products the panel's selection would show, when known. */
  readonly panelCount: number | null;
  /** The panel's confirm button: "View N Results", or "Apply Filters" while the count is unknown. */
  readonly panelButtonText: string;
  /** Opens the filter panel. */
  openPanel(): void;
  /** Closes it without applying (Cancel). */
  cancelPanel(): void;
  /** Closes it and applies its selection. */
  applyPanel(): void;
  /** Merchandising content by position. */
  readonly merchandising: GridMerchandising;
  /** Where the merchandiser sends this query, if anywhere. */
  readonly redirect: string | null;
  /** The error text after a failed search, else `null`. */
  readonly error: string | null;
  /** Repeats the failed search. */
  retry(): void;
  /** Texts from the message catalogue. */
  readonly labels: GridLabels;
  /** Props of the grid list. */
  getGridProps(): GridListProps;
  /** Props of the Load More button. */
  getLoadMoreProps(): GridButtonProps;
  /** Props of the Load Previous button. */
  getLoadPreviousProps(): GridButtonProps;
  /** Props of an infinite-scroll sentinel (the hook adds the observer's `ref`). */
  getSentinelProps(placement: SentinelPlacement): SentinelProps;
  /** Props of a list value's checkbox. */
  getFilterOptionProps(facet: GridListFacet, value: { readonly value: string }): FilterOptionProps;
  /** Props of a list value's label. */
  getFilterOptionLabelProps(facet: GridListFacet, value: { readonly value: string }): FilterOptionLabelProps;
  /** Props of a slider handle. */
  getRangeInputProps(facet: GridSliderFacet, handle: "low" | "high"): RangeInputProps;
}
