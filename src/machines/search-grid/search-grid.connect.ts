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
import { filterPanelButtonText, resultCountText, searchHeading } from "../../rules/search-text";
import { activeFilterCount } from "../../rules/search-url";
import type { SearchGridApi, SearchGridStatus, SentinelPlacement } from "./search-grid.api";
import { canLoadNext, canLoadPrevious, isPendingApplied } from "./search-grid.context";
import { chipViews, facetViews, sliderRangeFor, sortViews } from "./search-grid.facets";
import { merchandisingView, pageView } from "./search-grid.items";
import type { SearchGridMachine } from "./search-grid.machine";
import type { GridListFacet, GridSliderFacet } from "./search-grid.parts";
import type { SearchGridEvent } from "./search-grid.types";

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
  const { context } = snapshot;
  const { request, meta, pages, change } = context;

  // `loading`, `loadingNext` or `loadingPrevious`.
  const grid = snapshot.value.grid;
  const isLoading = grid.startsWith("loading");
  const failed = grid === "failed";
  const status: SearchGridStatus = isLoading ? "loading" : failed ? "error" : "ready";
  const answered = pages.length > 0 && meta !== null;

  const perPage = meta?.perPage || context.resultsPerPage || pages[0]?.results.length || 1;
  const views = pages.map((page) => pageView(page, perPage));
  const firstPage = pages[0]?.page ?? null;
  const lastPage = pages[pages.length - 1]?.page ?? null;
  const hasMore = answered && canLoadNext(context);
  const hasPrevious = canLoadPrevious(context);

  // The service names its correction `corrected`; some answers only set `original` beside `string`.
  const query = meta?.query.corrected || (meta?.query.original && meta.query.string) || request.query;
  const typed = meta?.query.original || request.originalQuery;
  const originalQuery = answered && typed && typed !== query ? typed : null;
  const total = answered ? meta.totalResults : null;

  const panelOpen = context.panelOpen;
  const selection = panelOpen ? context.pending : request;
  const panelCount = isPendingApplied(context) ? total : (context.preview?.totalResults ?? null);
  const facets = facetViews(
    (panelOpen ? context.preview?.facets : undefined) ?? meta?.facets ?? [],
    selection,
  );

  const loadMore = () => send({ type: "page.next" });
  const loadPrevious = () => send({ type: "page.previous" });
  const toggleFilter = (field: string, value: string) => send({ type: "filter.toggle", field, value });
  const clearFilter = (field: string) => send({ type: "filter.clear", field });
  const gridId = `${id}-list`;
  const optionId = (facet: GridListFacet, value: { readonly value: string }) => {
    const index = facet.values.findIndex((candidate) => candidate.value === value.value);
    return `${id}-${idPart(facet.field)}-${index >= 0 ? index : idPart(value.value)}`;
  };
  // Load More and Load Previous buttons differ in their part, their load and whether it can run.
  const pagerProps = (part: "load-more" | "load-previous", loading: boolean, enabled: boolean) => ({
    type: "button" as const,
    "data-part": part,
    "aria-controls": gridId,
    "aria-disabled": loading || !enabled,
    ...(loading ? { "data-loading": "" as const } : {}),
    onClick: part === "load-more" ? loadMore : loadPrevious,
  });

  return {
    status,
    isLoading,
    changeType: change,
    skeletonCount: isLoading && change === "initial" ? GRID_SKELETON_COUNT : 0,
    query,
    originalQuery,
    collection: context.collection,
    results: views.flatMap((view) => view.results),
    items: views.flatMap((view) => view.items),
    pages: views,
    firstPage,
    lastPage,
    totalResults: total,
    totalPages: answered ? meta.totalPages : null,
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
    resultCountText: total !== null ? resultCountText(total, catalogue) : null,
    facets,
    toggleFilter,
    setRange(field, range, moved) {
      const facet = facets.find(
        (candidate): candidate is GridSliderFacet => candidate.field === field && candidate.type === "slider",
      );
      send({ type: "range.set", field, range: facet ? sliderRangeFor(facet, range, moved) : range });
    },
    clearFilter,
    chips: chipViews(request, meta, catalogue, (field, value) =>
      value === null ? send({ type: "range.set", field, range: null }) : toggleFilter(field, value),
    ),
    activeFilterCount: activeFilterCount(request),
    clearAll: () => send({ type: "filters.clearAll" }),
    sortOptions: sortViews(meta?.sortOptions ?? [], selection.sort),
    sort: request.sort,
    setSort: (sort) => send({ type: "sort.set", sort }),
    isPanelOpen: panelOpen,
    isPanelCounting: snapshot.matches({ panel: { open: "counting" } }),
    panelCount: panelOpen ? panelCount : total,
    panelButtonText: filterPanelButtonText(panelOpen ? panelCount : total, catalogue),
    openPanel: () => send({ type: "panel.open" }),
    cancelPanel: () => send({ type: "panel.cancel" }),
    applyPanel: () => send({ type: "panel.apply" }),
    merchandising: merchandisingView(meta, views),
    redirect: meta?.redirect ?? null,
    error: failed ? catalogue.gridLoadError : null,
    retry: () => send({ type: "retry" }),
    labels: {
      sortBy: catalogue.sortBy,
      sortTitle: catalogue.sortTitle,
      filtersTitle: catalogue.filtersTitle,
      filterAndSort: catalogue.filterAndSort,
      cancel: catalogue.cancel,
      loadMore: catalogue.loadMore,
      loadPrevious: catalogue.loadPrevious,
      clearAll: catalogue.clearAll,
      tryAgain: catalogue.tryAgain,
    },
    getGridProps: () => ({ id: gridId, "aria-busy": isLoading, "data-change": change }),
    getLoadMoreProps: () => pagerProps("load-more", grid === "loadingNext", hasMore),
    getLoadPreviousProps: () => pagerProps("load-previous", grid === "loadingPrevious", hasPrevious),
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
