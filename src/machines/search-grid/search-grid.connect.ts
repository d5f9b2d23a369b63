import type { SnapshotFrom } from "xstate";
import {
  GRID_SKELETON_COUNT,
  INFINITE_SCROLL_NEXT_MARGIN_PX,
  INFINITE_SCROLL_PREVIOUS_MARGIN_PX,
} from "../../rules/constants";
import {
  searchMessages as defaultMessages,
  formatMessage,
  type SearchMessageCatalogue,
} from "../../rules/messages";
import { clampSliderRange, isFullRange } from "../../rules/price-slider";
import { filterPanelButtonText, resultCountText, searchHeading } from "../../rules/search-text";
import type { GridLabels, SearchGridApi, SentinelPlacement } from "./search-grid.api";
import type { SearchGridMachine } from "./search-grid.machine";
import type { GridListFacet } from "./search-grid.parts";
import { canLoadNext, canLoadPrevious, isPendingApplied } from "./search-grid.request";
import type { SearchGridEvent } from "./search-grid.types";
import { chipViews, facetViews, fromKeys, merchandisingView, pageView } from "./search-grid.views";

/** Options of {@link connectSearchGrid}. */
export interface SearchGridConnectOptions {
  /** Prefix of element ids (checkboxes, the grid list). @default "search-grid" */
  id?: string;
  /** Message catalogue. @default the built-in catalogue */
  catalogue?: SearchMessageCatalogue;
}

/**
 * The IntersectionObserver `rootMargin` of a sentinel: 300 px below the viewport for the next
 * page, 100 px above it for the previous page (storefront §4).
 *
 * @example
 * ```ts
 * sentinelRootMargin("next"); // "0px 0px 300px 0px"
 * ```
 */
export function sentinelRootMargin(placement: SentinelPlacement): string {
  return placement === "next"
    ? `0px 0px ${INFINITE_SCROLL_NEXT_MARGIN_PX}px 0px`
    : `${INFINITE_SCROLL_PREVIOUS_MARGIN_PX}px 0px 0px 0px`;
}

// The catalogue entries `labels` carries, under their own names.
const LABELS = [
  "sortBy",
  "sortTitle",
  "filtersTitle",
  "filterAndSort",
  "cancel",
  "loadMore",
  "loadPrevious",
  "clearAll",
  "tryAgain",
] as const satisfies readonly (keyof GridLabels)[];

const idPart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, "_");

/**
 * Turns a search-grid snapshot into its public API: state, texts from the catalogue, named actions
 * and prop getters. Framework-free.
 *
 * @example
 * ```ts
 * const api = connectSearchGrid(actor.getSnapshot(), actor.send);
 * api.heading; // "Showing 24 results for boots"
 * api.loadMore();
 * ```
 */
export function connectSearchGrid(
  snapshot: SnapshotFrom<SearchGridMachine>,
  send: (event: SearchGridEvent) => void,
  options: SearchGridConnectOptions = {},
): SearchGridApi {
  const catalogue = options.catalogue ?? defaultMessages;
  const id = options.id ?? "search-grid";
  const gridId = `${id}-list`;
  const { context } = snapshot;
  const { request, meta, pages, change, panelOpen } = context;
  const isLoading = snapshot.matches({ grid: "loading" });
  const sender = (event: SearchGridEvent) => () => send(event);
  const loadMore = sender({ type: "page.next" });
  const loadPrevious = sender({ type: "page.previous" });

  const perPage = meta?.perPage || context.resultsPerPage || pages[0]?.results.length || 1;
  const views = pages.map((page) => pageView(page, perPage));
  // Known once the grid's pages have answered (a fresh load clears them).
  const total = pages.length > 0 && meta ? meta.totalResults : null;
  const hasMore = canLoadNext(snapshot);
  const hasPrevious = canLoadPrevious(snapshot);

  // The service names its correction `corrected`; some answers only set `original` beside `string`.
  const query = meta?.query.corrected || (meta?.query.original && meta.query.string) || request.query;
  const typed = meta?.query.original || request.originalQuery;
  const originalQuery = total !== null && typed && typed !== query ? typed : null;

  // While the panel is open, facets, checkboxes and sort show its pending selection.
  const selection = panelOpen ? context.pending : request;
  const panelCount =
    !panelOpen || isPendingApplied(snapshot) ? total : (context.preview?.totalResults ?? null);
  const facets = facetViews((panelOpen && context.preview?.facets) || meta?.facets || [], selection);
  const currentSort = selection.sort && `${selection.sort.field}:${selection.sort.direction}`;
  const chips = chipViews(request, meta, catalogue, send);
  const toggleFilter = (field: string, value: string) => send({ type: "filter.toggle", field, value });
  const optionId = (facet: GridListFacet, value: { readonly value: string }) => {
    const index = facet.values.findIndex((candidate) => candidate.value === value.value);
    return `${id}-${idPart(facet.field)}-${index >= 0 ? index : idPart(value.value)}`;
  };
  // The Load More and Load Previous buttons: disabled while their page loads or when it does not exist.
  const pagerProps = (part: "load-more" | "load-previous", loading: boolean, enabled: boolean) => ({
    type: "button" as const,
    "data-part": part,
    "aria-controls": gridId,
    "aria-disabled": loading || !enabled,
    ...(loading ? { "data-loading": "" as const } : {}),
    onClick: part === "load-more" ? loadMore : loadPrevious,
  });

  return {
    // A load clears the error as it starts.
    status: isLoading ? "loading" : context.error ? "error" : "ready",
    isLoading,
    changeType: change,
    skeletonCount: isLoading && change === "initial" ? GRID_SKELETON_COUNT : 0,
    query,
    originalQuery,
    collection: context.collection,
    results: views.flatMap((view) => view.results),
    items: views.flatMap((view) => view.items),
    pages: views,
    firstPage: pages[0]?.page ?? null,
    lastPage: pages.at(-1)?.page ?? null,
    totalResults: total,
    totalPages: total === null ? null : (meta?.totalPages ?? null),
    hasMore,
    hasPrevious,
    loadMore,
    loadPrevious,
    heading:
      context.collection !== null
        ? null
        : total !== null
          ? searchHeading(total, query, catalogue)
          : isLoading
            ? formatMessage(catalogue.searchingFor, { query: request.query })
            : null,
    correctionText: originalQuery
      ? formatMessage(catalogue.correctedQuery, { query: originalQuery, corrected: query })
      : null,
    noResults: total === 0 ? { apology: catalogue.noResultsApology, hint: catalogue.noResultsHint } : null,
    resultCountText: total === null ? null : resultCountText(total, catalogue),
    facets,
    toggleFilter,
    setRange(field, range, moved) {
      const facet = facets.find((candidate) => candidate.field === field);
      if (range && facet?.type === "slider") {
        range = clampSliderRange(range, facet, moved);
        if (isFullRange(range, facet)) range = null;
      }
      send({ type: "range.set", field, range });
    },
    clearFilter: (field) => send({ type: "filter.clear", field }),
    chips,
    // One chip per chosen value and range.
    activeFilterCount: chips.length,
    clearAll: sender({ type: "filters.clearAll" }),
    // The service lists its default first; choosing it means no sort parameter, a clean URL.
    sortOptions: (meta?.sortOptions ?? []).map((option, index) => {
      const key = `${option.field}:${option.direction}`;
      return {
        key,
        label: option.label,
        sort: index === 0 ? null : { field: option.field, direction: option.direction },
        selected: currentSort ? key === currentSort : index === 0,
      };
    }),
    sort: request.sort,
    setSort: (sort) => send({ type: "sort.set", sort }),
    isPanelOpen: panelOpen,
    isPanelCounting: snapshot.matches({ panel: "counting" }),
    panelCount,
    panelButtonText: filterPanelButtonText(panelCount, catalogue),
    openPanel: sender({ type: "panel.open" }),
    cancelPanel: sender({ type: "panel.cancel" }),
    applyPanel: sender({ type: "panel.apply" }),
    merchandising: merchandisingView(meta, views),
    redirect: meta?.redirect ?? null,
    error: context.error ? catalogue.gridLoadError : null,
    retry: sender({ type: "retry" }),
    labels: fromKeys(LABELS, (key) => catalogue[key]),
    getGridProps: () => ({ id: gridId, "aria-busy": isLoading, "data-change": change }),
    getLoadMoreProps: () => pagerProps("load-more", isLoading && change === "next", hasMore),
    getLoadPreviousProps: () => pagerProps("load-previous", isLoading && change === "prev", hasPrevious),
    getSentinelProps: (placement) => ({
      "data-part": "sentinel",
      "data-sentinel": placement,
      "data-root-margin": sentinelRootMargin(placement),
      "aria-hidden": true,
    }),
    getFilterOptionProps: (facet, value) => ({
      type: "checkbox",
      id: optionId(facet, value),
      name: facet.field,
      value: value.value,
      checked: (selection.filters[facet.field] ?? []).includes(value.value),
      onChange: () => toggleFilter(facet.field, value.value),
    }),
    getFilterOptionLabelProps: (facet, value) => ({ htmlFor: optionId(facet, value) }),
    getRangeInputProps: (facet, handle) => ({
      type: "range",
      id: `${id}-${idPart(facet.field)}-${handle}`,
      name: `${facet.field}.${handle}`,
      min: facet.min,
      max: facet.max,
      step: facet.step,
      "aria-label": formatMessage(handle === "low" ? catalogue.rangeMinimum : catalogue.rangeMaximum, {
        label: facet.label,
      }),
    }),
  };
}
