import type {
  Facet,
  FilterSummary,
  InlineContent,
  QueryInfo,
  SearchResult,
  SortOption,
} from "../../clients/search";
import type { SliderRange } from "../../rules/price-slider";
import type { SearchSort, SearchUrlState } from "../../rules/search-url";

/** How the loaded pages last changed: a fresh load, a page added above, a page added below. */
export type GridChange = "initial" | "prev" | "next";

/** One loaded page of a grid: its products and the inline merchandising that falls on it. */
export interface GridPage {
  /** 1-based page number. */
  readonly page: number;
  /** The page's products, in the service's order. */
  readonly results: readonly SearchResult[];
  /** Inline content blocks whose grid position (`config.position.index`) is on this page. */
  readonly inline: readonly InlineContent[];
}

/** Merchandising content blocks (HTML strings from the service) outside the grid flow. */
export interface GridContentBlocks {
  /** Above the heading area. */
  readonly header: readonly string[];
  /** Above the grid. */
  readonly banner: readonly string[];
  /** Below the grid. */
  readonly footer: readonly string[];
  /** Beside the grid (left column). */
  readonly left: readonly string[];
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
 * A grid as it is kept in a history entry, so that going back to the grid restores it without
 * refetching. Plain data (structured-clone safe).
 */
export interface SearchGridHistoryState {
  /** Format version; entries of another version are ignored. */
  readonly version: 1;
  /** {@link searchGridKey} of the request, collection and page size. */
  readonly key: string;
  /** The request, including the page the URL shows. */
  readonly request: SearchUrlState;
  /** The collection handle, or `null` on the search page. */
  readonly collection: string | null;
  /** Products per page asked for, or `null` for the service's default. */
  readonly resultsPerPage: number | null;
  /** The loaded pages, first to last. */
  readonly pages: readonly GridPage[];
  /** What the service said about the result set. */
  readonly meta: SearchGridMeta;
  /** The window's vertical scroll position when saved, in px. */
  readonly scrollY: number;
}

/** Input of the search-grid machine. */
export interface SearchGridInput {
  /** The grid request read from the URL (`parseSearchUrl`). */
  request: SearchUrlState;
  /** Collection handle (`bgfilter.collection_handle`); omit on the search page. */
  collection?: string | null;
  /** Products per page. @default the service's default (24 on the sandbox) */
  resultsPerPage?: number | null;
  /** A saved grid to start from instead of loading, when it matches the request. */
  restore?: SearchGridHistoryState | null;
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
  error: Error | null;
  /** Whether the filter panel is open. */
  panelOpen: boolean;
  /** The panel's selection (filters, ranges, sort), applied on `panel.apply`. */
  pending: SearchUrlState;
  /** Count and facets of `pending`, when it differs from the request and has been counted. */
  preview: GridPreview | null;
}

/** Events of the search-grid machine. */
export type SearchGridEvent =
  /** The URL changed (typing a new query, back and forward); `collection` given when it changed. */
  | { type: "url.sync"; url: SearchUrlState; collection?: string | null }
  /** Chooses or un-chooses a list facet value. */
  | { type: "filter.toggle"; field: string; value: string }
  /** Sets a slider range; `null` removes it. */
  | { type: "range.set"; field: string; range: SliderRange | null }
  /** Removes every chosen value and the range of one facet. */
  | { type: "filter.clear"; field: string }
  /** Clear All. */
  | { type: "filters.clearAll" }
  /** Chooses a sort; `null` for the service's default. */
  | { type: "sort.set"; sort: SearchSort | null }
  /** Load More: appends the page after the last loaded one. */
  | { type: "page.next" }
  /** Load Previous: prepends the page before the first loaded one. */
  | { type: "page.previous" }
  /** Repeats the load that failed. */
  | { type: "retry" }
  /** Opens the filter panel with the applied selection as its pending selection. */
  | { type: "panel.open" }
  /** Closes the panel, dropping the pending selection. */
  | { type: "panel.cancel" }
  /** Closes the panel and applies the pending selection (back to page 1). */
  | { type: "panel.apply" }
  /** Puts back a grid saved in a history entry, without loading. */
  | { type: "restore"; state: SearchGridHistoryState };

/**
 * Events the machine emits (`actor.on(type, handler)`): the URL should now show `url`. A new
 * selection pushes a history entry; paging replaces the current one.
 */
export type SearchGridEmitted = { type: "url.change"; url: SearchUrlState; replace: boolean };
