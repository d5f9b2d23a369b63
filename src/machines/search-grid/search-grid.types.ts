import type { Facet, FilterSummary, QueryInfo, SearchResult, SortOption } from "../../clients/search";
import type { SizeFilterGroup } from "../../rules/age-groups";
import type { SearchGridMessageCatalogue } from "../../rules/messages";
import type { SliderRange } from "../../rules/price-slider";
import type { RichTextNode } from "../../rules/rich-text";
import type { SearchSort, SearchUrlState } from "../../rules/search-url";
import type { KidsSizeConversion } from "../../rules/sizes";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** How the loaded pages last changed: a fresh load, a page added above, a page added below. */
export type GridChange = "initial" | "prev" | "next";

/** A merchandising block, parsed once when its response arrived (see `parseRichText` in `solekit/rules`). */
export interface GridContentBlock {
  /** Stable key for list rendering. */
  readonly key: string;
  /** The content as allowed elements and text; render it as elements, never as HTML. */
  readonly nodes: readonly RichTextNode[];
}

/** Inline merchandising of a loaded page, before the product at `position`. */
export interface GridInlineBlock extends GridContentBlock {
  /** 0-based grid position (`config.position.index`). */
  readonly position: number;
}

/** One loaded page of a grid: its products and the inline merchandising that falls on it. */
export interface GridPage {
  /** 1-based page number. */
  readonly page: number;
  /** The page's products, in the service's order. */
  readonly results: readonly SearchResult[];
  /** Inline content blocks whose grid position is on this page. */
  readonly inline: readonly GridInlineBlock[];
}

/** Merchandising content by position outside the grid flow. */
export interface GridContentBlocks {
  /** Above the heading area. */
  readonly header: readonly GridContentBlock[];
  /** Above the grid. */
  readonly banner: readonly GridContentBlock[];
  /** Below the grid. */
  readonly footer: readonly GridContentBlock[];
  /** Beside the grid (left column). */
  readonly left: readonly GridContentBlock[];
}

/** What the latest search response said about the whole result set. */
export interface SearchGridMeta {
  /** Matching products. */
  readonly totalResults: number;
  /** Pages at `perPage` products each. */
  readonly totalPages: number;
  /** Products per page the service used. */
  readonly perPage: number;
  /** Facets to offer (excluded facets already dropped by the client). */
  readonly facets: readonly Facet[];
  /** Sort options the service offers; the first is its default. */
  readonly sortOptions: readonly SortOption[];
  /** Header, banner, footer and left content. */
  readonly content: GridContentBlocks;
  /** Where the merchandiser sends this query, if anywhere. */
  readonly redirect: string | null;
  /** The query the service searched, and the original when it corrected it. */
  readonly query: QueryInfo;
  /** Active filters as the service labels them. */
  readonly filterSummary: readonly FilterSummary[];
}

/** Result count and facets of the filter panel's pending selection, fetched while it is open. */
export interface GridPreview {
  /** Products the pending selection would show. */
  readonly totalResults: number;
  /** Facets under the pending selection. */
  readonly facets: readonly Facet[];
}

/**
 * A grid saved for Back (docs/search-grid.md, "Back and forward"): kept in sessionStorage under
 * the key its history entry holds, so going back restores it without refetching. Plain JSON.
 */
export interface SavedSearchGrid {
  /** Format version; grids saved in another version are ignored. */
  readonly version: 2;
  /** Names the result set (request without the page, collection, page size). */
  readonly key: string;
  /** The request, including the page the URL showed. */
  readonly request: SearchUrlState;
  /** The collection handle, or `null` on the search page. */
  readonly collection: string | null;
  /** Products per page asked for, or `null` for the service's default. */
  readonly resultsPerPage: number | null;
  /** The loaded pages, first to last. */
  readonly pages: readonly GridPage[];
  /** What the service said about the result set. */
  readonly meta: SearchGridMeta;
  /** The window's vertical scroll position when the shopper left, in px. */
  readonly scrollY: number;
}

/** Input of the search-grid machine (see `searchGridInput` to read it from the URL). */
export interface SearchGridInput {
  /** The grid request read from the URL (`parseSearchUrl`). */
  request: SearchUrlState;
  /** Collection handle (`bgfilter.collection_handle`); omit on the search page. */
  collection?: string | null;
  /** Products per page. @default the service's default (24 on the sandbox) */
  resultsPerPage?: number | null;
  /** A saved grid to start from instead of loading, used when it matches the request. */
  restore?: SavedSearchGrid | null;
  /**
   * Start in `starting` (shown as loading, nothing sent) and wait for the URL sync to restore the
   * entry's saved grid (`grid.restore`) or load the URL's page (`url.sync`): for a page rendered
   * on a server, whose first render in the browser must show what the server rendered. See
   * `searchGridInput`'s `hydrating`. @default false: the grid loads (or restores) at once
   */
  waitForSync?: boolean;
}

/** Context of the search-grid machine. */
export interface SearchGridContext {
  /** The URL-derived request; `page` is the page the URL shows. */
  request: SearchUrlState;
  /** Collection handle, or `null` on the search page. */
  collection: string | null;
  /** Products per page asked for, or `null` for the service's default. */
  resultsPerPage: number | null;
  /** The loaded window: contiguous pages, first to last. */
  pages: readonly GridPage[];
  /** What the latest response said about the result set; `null` before the first answer. */
  meta: SearchGridMeta | null;
  /** How the loaded pages last changed (or are changing, while loading). */
  change: GridChange;
  /** The last search failure, until the next load starts. */
  error: SolekitError | null;
  /** The filter panel's selection (filters, ranges, sort), applied on `panel.apply`. */
  pending: SearchUrlState;
  /** Count and facets of `pending`, once counted. */
  preview: GridPreview | null;
  /** Whether the grid waits in `starting` for the URL sync (see {@link SearchGridInput.waitForSync}). */
  waitsForSync: boolean;
  /**
   * The grid the server last confirmed, kept when a new selection (filter, range, sort, the
   * panel's) starts loading: if that load fails, the grid rolls back to it (DESIGN.md, concurrency
   * rule 3). Read only then; `null` after a load from the URL.
   */
  confirmed: ConfirmedGrid | null;
  /** After a failed selection was rolled back: that selection, which `grid.retry` applies again. */
  failedSelection: SearchUrlState | null;
  /**
   * Whether the request is a new selection made on the page (filter, range, sort, the panel's, a
   * retried one) rather than one the URL showed: the grid pushes its URL only once it has loaded,
   * so a failed one leaves the history as it was (concurrency rule 3).
   */
  newSelection: boolean;
}

/** A grid the server answered: its request, its loaded pages and what the service said. */
export type ConfirmedGrid = Pick<SearchGridContext, "request" | "pages" | "meta">;

/** The events that choose what the grid shows: applied at once, or pending in the open panel. */
export type GridSelectionEvent =
  /** Chooses or un-chooses a list facet value. */
  | { type: "filter.toggle"; field: string; value: string }
  /** Sets a slider range; `null` removes it. */
  | { type: "range.set"; field: string; range: SliderRange | null }
  /** Removes every chosen value and the range of one facet. */
  | { type: "filter.clear"; field: string }
  /** Clear All. */
  | { type: "filters.clearAll" }
  /** Chooses a sort; `null` for the service's default. */
  | { type: "sort.set"; sort: SearchSort | null };

/** Events of the search-grid machine. */
export type SearchGridEvent =
  | GridSelectionEvent
  /** The URL changed (a new query, Back and Forward); `collection` given when it changed. */
  | { type: "url.sync"; url: SearchUrlState; collection?: string | null }
  /** Load More: appends the page after the last loaded one. */
  | { type: "page.next" }
  /** Load Previous: prepends the page before the first loaded one. */
  | { type: "page.previous" }
  /** Repeats the load that failed; after a new selection failed and was rolled back, applies it again. */
  | { type: "grid.retry" }
  /** Puts back a grid saved for Back, without loading. */
  | { type: "grid.restore"; grid: SavedSearchGrid }
  /** Opens the filter panel with the applied selection as its pending selection. */
  | { type: "panel.open" }
  /** Closes the panel, dropping the pending selection. */
  | { type: "panel.cancel" }
  /** Closes the panel and applies the pending selection (back to page 1). */
  | { type: "panel.apply" };

/**
 * Events the machine emits (`actor.on(type, handler)`): the URL should now show `url`. A new
 * selection pushes a history entry once it has loaded (never for one that failed); paging replaces
 * the current one.
 */
export type SearchGridEmitted = { type: "url.change"; url: SearchUrlState; replace: boolean };

// ---- Views: what connectSearchGrid derives for display ----

/** A product in the grid, with where it sits. */
export interface GridResultItem {
  /** Discriminant. */
  readonly kind: "result";
  /** Stable key for list rendering (product id and page). */
  readonly key: string;
  /** The product. */
  readonly product: SearchResult;
  /** The 1-based page it was loaded with. */
  readonly page: number;
  /** 0-based position in the whole result set. */
  readonly position: number;
}

/** Inline merchandising placed among the products. */
export interface GridContentItem extends GridInlineBlock {
  /** Discriminant. */
  readonly kind: "content";
  /** The 1-based page it arrived with. */
  readonly page: number;
}

/** A grid cell: a product or inline content. */
export type GridItem = GridResultItem | GridContentItem;

/** One loaded page, as rendered. Objects are reused while the page stays loaded. */
export interface GridPageView {
  /** 1-based page number. */
  readonly page: number;
  /** Its products. */
  readonly results: readonly GridResultItem[];
  /** Its products with the inline content in place. */
  readonly items: readonly GridItem[];
}

/** A value of a list facet, for display. */
export interface GridFacetValue {
  /** Text to show. */
  readonly label: string;
  /** Value sent as the filter. */
  readonly value: string;
  /** Products with this value under the other filters. */
  readonly count: number;
  /** Whether it is chosen (in the panel: in the pending selection). */
  readonly active: boolean;
}

/** A list facet (brand, colour, size…). */
export interface GridListFacet {
  /** Discriminant. */
  readonly type: "list";
  /** Facet field. */
  readonly field: string;
  /** Facet title. */
  readonly label: string;
  /** How the service suggests drawing it: `list`, `grid` or `palette`. */
  readonly display: string;
  /** Its values. */
  readonly values: readonly GridFacetValue[];
  /** How many of its values are chosen. */
  readonly activeCount: number;
  /**
   * The size facet's values (field `size`) under the size filter groups, 0-12 Months … Adult,
   * then 'Other sizes', each with its UK, US and EU sizes; absent on every other facet.
   */
  readonly sizeGroups?: readonly GridSizeGroup[];
}

/** A size facet value with its conversions. */
export interface GridSizeValue extends GridFacetValue {
  /** Its UK, US and EU sizes; `null` for a value that is not a shoe size. */
  readonly conversion: KidsSizeConversion | null;
}

/** One heading of the size facet. */
export interface GridSizeGroup {
  /** The group, or `null` for the values that are not shoe sizes. */
  readonly group: SizeFilterGroup | null;
  /** Its heading ('0-12 Months' … 'Adult', 'Other sizes'). */
  readonly label: string;
  /** Its values, in the facet's order. */
  readonly values: readonly GridSizeValue[];
}

/** A slider facet (price, in dollars as in the URL). `low`/`high` are the chosen range, or the bounds. */
export interface GridSliderFacet {
  /** Discriminant. */
  readonly type: "slider";
  /** Facet field. */
  readonly field: string;
  /** Facet title. */
  readonly label: string;
  /** Lowest selectable value. */
  readonly min: number;
  /** Highest selectable value. */
  readonly max: number;
  /** Step between values. */
  readonly step: number;
  /** Chosen low end. */
  readonly low: number;
  /** Chosen high end. */
  readonly high: number;
  /** Whether a range is chosen (not the whole span). */
  readonly active: boolean;
}

/** A facet for display. */
export type GridFacet = GridListFacet | GridSliderFacet;

/** An active filter chip. */
export interface GridChip {
  /** Stable key. */
  readonly key: string;
  /** Facet field. */
  readonly field: string;
  /** Chip text, e.g. "Brand: Asics" or "Price: $50 - $120". */
  readonly label: string;
  /** Accessible name of the chip's remove button: "Remove filter Brand: Asics". */
  readonly removeLabel: string;
  /** Removes this filter (back to page 1). */
  remove(): void;
}

/** A sort option for display. */
export interface GridSortOption {
  /** Stable key (`field:direction`). */
  readonly key: string;
  /** Text to show. */
  readonly label: string;
  /** The sort it applies; `null` for the service's default (its first option). */
  readonly sort: SearchSort | null;
  /** Whether it is the current sort (in the panel: the pending one). */
  readonly selected: boolean;
}

/** Merchandising content by position. */
export interface GridMerchandising extends GridContentBlocks {
  /** Among the products, each with its grid position. */
  readonly inline: readonly GridContentItem[];
}

// ---- Prop getters ----

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
  /** Hands the element to the grid's sentinels controller (see `createGridSentinels`), when one is connected. */
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
  readonly onClick: (event?: MouseEventLike) => void;
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
  readonly onChange: (event?: ChangeEventLike) => void;
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

/** The messages the search grid shows: the grid part of the search catalogue. */
export type SearchGridMessages = SearchGridMessageCatalogue;

/** Options of `connectSearchGrid`. */
export interface SearchGridConnectOptions extends ConnectOptions<SearchGridMessages> {
  /** Where sentinel elements go: a sentinels controller (`createGridSentinels`), which loads as they near the viewport. */
  readonly sentinels?: {
    /** The ref callback that watches the sentinel element of `placement`. */
    ref(placement: SentinelPlacement): (element: Element | null) => void;
  };
}

/** Props a caller may pass to a prop getter: merged with ours (`mergeProps`). */
type CallerProps = object;

/**
 * The search and collection grid's public API: what `connectSearchGrid` and `useSearchGrid`
 * return. `status` is `loading` while any page loads, `success` once pages show, `error` after a
 * failed load (loaded pages are kept; a failed new selection rolls back to the grid shown before
 * it, and `retry()` applies it again). State, named actions and prop getters; never a raw `send`.
 */
export interface SearchGridApi extends SliceState {
  /** True while any search for the grid runs. */
  readonly isLoading: boolean;
  /**
   * How the loaded pages last changed, or are changing while loading: initial, prev or next. After
   * a failed load (`status` `error`), the load that failed, so a view can show the error and Try
   * again where the shopper asked: `next` beside Load More, `prev` beside Load Previous, `initial`
   * for a fresh load or a new selection (rolled back to the grid shown before it).
   */
  readonly changeType: GridChange;
  /** Skeleton cards to show above the loaded pages: 12 while Load Previous runs, else 0. */
  readonly skeletonsBefore: number;
  /** Skeleton cards to show below the loaded pages: 12 while Load More or a fresh load (no pages yet) runs, else 0. */
  readonly skeletonsAfter: number;
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
   * "Searching for {query}" before the first answer, and the query alone when that answer failed;
   * 'All products' for a search without text. `null` on collection grids.
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
  /** Merchandising content by position, as safe trees. */
  readonly merchandising: GridMerchandising;
  /** Where the merchandiser sends this query, if anywhere. */
  readonly redirect: string | null;
  /** Repeats the failed search (a rolled-back selection is applied again). */
  retry(): void;
  /** Texts from the message catalogue. */
  readonly labels: GridLabels;
  /** Props of the grid list. */
  getGridProps<T extends CallerProps>(props?: T): MergedProps<GridListProps, T>;
  /** Props of the Load More button. */
  getLoadMoreProps<T extends CallerProps>(props?: T): MergedProps<GridButtonProps, T>;
  /** Props of the Load Previous button. */
  getLoadPreviousProps<T extends CallerProps>(props?: T): MergedProps<GridButtonProps, T>;
  /** Props of an infinite-scroll sentinel; render both sentinels always, the hook's `infiniteScroll` decides whether they load. */
  getSentinelProps<T extends CallerProps>(
    placement: SentinelPlacement,
    props?: T,
  ): MergedProps<SentinelProps, T>;
  /** Props of a list value's checkbox. */
  getFilterOptionProps<T extends CallerProps>(
    facet: GridListFacet,
    value: { readonly value: string },
    props?: T,
  ): MergedProps<FilterOptionProps, T>;
  /** Props of a list value's label. */
  getFilterOptionLabelProps<T extends CallerProps>(
    facet: GridListFacet,
    value: { readonly value: string },
    props?: T,
  ): MergedProps<FilterOptionLabelProps, T>;
  /** Props of a slider handle. */
  getRangeInputProps<T extends CallerProps>(
    facet: GridSliderFacet,
    handle: "low" | "high",
    props?: T,
  ): MergedProps<RangeInputProps, T>;
}
