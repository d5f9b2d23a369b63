import type { SnapshotFrom } from "xstate";
import { GRID_SKELETON_COUNT } from "../../rules/constants";
import { formatMessage, searchGridMessages } from "../../rules/messages";
import { clampSliderRange, isFullRange } from "../../rules/price-slider";
import { filterPanelButtonText, resultCountText, searchHeading } from "../../rules/search-text";
import { chosenValues } from "../../rules/search-url";
import type { SliceStatus } from "../shared/connect";
import { mergeProps } from "../shared/merge-props";
import { gridIds, sentinelRootMargin } from "./search-grid.dom";
import type { SearchGridMachine } from "./search-grid.machine";
import {
  canLoadNext,
  canLoadPrevious,
  chipViews,
  facetViews,
  fromKeys,
  isPendingApplied,
  merchandisingView,
  pageView,
} from "./search-grid.selectors";
import type {
  GridButtonProps,
  GridLabels,
  SearchGridApi,
  SearchGridConnectOptions,
  SearchGridEvent,
} from "./search-grid.types";

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

/**
 * Turns a search-grid snapshot into its public API: the consumer contract (`status`, `error`,
 * `errorMessage`), texts from the catalogue, named actions and prop getters. Framework-free.
 *
 * @example
 * ```ts
 * const api = connectSearchGrid(actor.getSnapshot(), actor.send, { id: "grid" });
 * api.heading; // "Showing 24 results for boots"
 * api.loadMore();
 * ```
 */
export function connectSearchGrid(
  snapshot: SnapshotFrom<SearchGridMachine>,
  send: (event: SearchGridEvent) => void,
  options: SearchGridConnectOptions = {},
): SearchGridApi {
  const messages = options.messages ?? searchGridMessages;
  const ids = gridIds(options.id ?? "search-grid");
  const { context } = snapshot;
  const { request, meta, pages, change, error } = context;
  // A grid waiting for its URL sync shows what its first load will (skeletons), and recovering
  // from a refused sort or filter is loading too, as far as the shopper can tell: a grid is never
  // idle.
  const isLoading =
    snapshot.matches({ grid: "loading" }) ||
    snapshot.matches({ grid: "starting" }) ||
    snapshot.matches({ grid: "recovering" });
  const isPanelOpen = !snapshot.matches({ panel: "closed" });
  const status: SliceStatus = isLoading
    ? "loading"
    : snapshot.matches({ grid: "error" })
      ? "error"
      : "success";
  const sender = (event: SearchGridEvent) => () => send(event);
  const loadMore = sender({ type: "page.next" });
  const loadPrevious = sender({ type: "page.previous" });

  const perPage = meta?.perPage || context.resultsPerPage || pages[0]?.results.length || 1;
  const views = pages.map((page) => pageView(page, perPage));
  // Known once the grid's pages have answered (a fresh load clears them).
  const total = pages.length > 0 && meta ? meta.totalResults : null;
  const hasMore = canLoadNext(snapshot);
  const hasPrevious = canLoadPrevious(snapshot);

  // The service's own correction: `corrected` (what it searched) beside `original` (what was
  // typed). The URL's `oq` shows only when the answer carries that same correction, so a link
  // cannot put any text on the page as 'No results found for …'.
  const correction = meta?.query.corrected && meta.query.original ? meta.query : null;
  const query = correction?.corrected || request.query;
  const confirmed = !request.originalQuery || request.originalQuery === correction?.original;
  const typed = confirmed ? correction?.original : null;
  const originalQuery = total !== null && typed && typed !== query ? typed : null;

  // While the panel is open, facets, checkboxes and sort show its pending selection.
  const selection = isPanelOpen ? context.pending : request;
  const panelCount =
    !isPanelOpen || isPendingApplied(snapshot) ? total : (context.preview?.totalResults ?? null);
  const facets = facetViews(
    (isPanelOpen && context.preview?.facets) || meta?.facets || [],
    selection,
    messages,
  );
  const currentSort = selection.sort && `${selection.sort.field}:${selection.sort.direction}`;
  const chips = chipViews({ request, meta }, messages, send);
  const toggleFilter = (field: string, value: string) => send({ type: "filter.toggle", field, value });
  // The Load More and Load Previous buttons: disabled while their page loads or when it does not exist.
  const pagerProps = (part: GridButtonProps["data-part"], loading: boolean, enabled: boolean) => ({
    type: "button" as const,
    "data-part": part,
    "aria-controls": ids.list,
    "aria-disabled": loading || !enabled,
    ...(loading ? { "data-loading": "" as const } : {}),
    onClick: part === "load-more" ? loadMore : loadPrevious,
  });
  // Skeletons stand where the grid grows: below for Load More and a fresh load, above for Load Previous.
  const skeletons = (growing: boolean) => (isLoading && growing ? GRID_SKELETON_COUNT : 0);

  return {
    status,
    error,
    errorMessage: error ? messages.gridLoadError : null,
    isLoading,
    changeType: change,
    skeletonsBefore: skeletons(change === "prev"),
    skeletonsAfter: skeletons(change !== "prev"),
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
    // Until the pages answer: 'Searching for {query}', or after a failure the query alone.
    heading:
      context.collection !== null
        ? null
        : total !== null
          ? searchHeading(total, query, messages)
          : !request.query.trim()
            ? messages.allProductsHeading
            : isLoading
              ? formatMessage(messages.searchingFor, { query: request.query })
              : request.query,
    correctionText: originalQuery
      ? formatMessage(messages.correctedQuery, { query: originalQuery, corrected: query })
      : null,
    noResults: total === 0 ? { apology: messages.noResultsApology, hint: messages.noResultsHint } : null,
    resultCountText: total === null ? null : resultCountText(total, messages),
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
    isPanelOpen,
    isPanelCounting: snapshot.matches({ panel: { open: "counting" } }),
    panelCount,
    panelButtonText: filterPanelButtonText(panelCount, messages),
    openPanel: sender({ type: "panel.open" }),
    cancelPanel: sender({ type: "panel.cancel" }),
    applyPanel: sender({ type: "panel.apply" }),
    merchandising: merchandisingView(meta, views),
    redirect: meta?.redirect ?? null,
    retry: sender({ type: "grid.retry" }),
    labels: fromKeys(LABELS, (key) => messages[key]),
    getGridProps: (props) =>
      mergeProps({ id: ids.list, "aria-busy": isLoading, "data-change": change }, props),
    getLoadMoreProps: (props) =>
      mergeProps(pagerProps("load-more", isLoading && change === "next", hasMore), props),
    getLoadPreviousProps: (props) =>
      mergeProps(pagerProps("load-previous", isLoading && change === "prev", hasPrevious), props),
    getSentinelProps: (placement, props) =>
      mergeProps(
        {
          "data-part": "sentinel" as const,
          "data-sentinel": placement,
          "data-root-margin": sentinelRootMargin(placement),
          "aria-hidden": true as const,
          ...(options.sentinels ? { ref: options.sentinels.ref(placement) } : {}),
        },
        props,
      ),
    getFilterOptionProps: (facet, value, props) =>
      mergeProps(
        {
          type: "checkbox" as const,
          id: ids.option(facet, value),
          name: facet.field,
          value: value.value,
          checked: chosenValues(selection, facet.field).includes(value.value),
          onChange: () => toggleFilter(facet.field, value.value),
        },
        props,
      ),
    getFilterOptionLabelProps: (facet, value, props) =>
      mergeProps({ htmlFor: ids.option(facet, value) }, props),
    getRangeInputProps: (facet, handle, props) =>
      mergeProps(
        {
          type: "range" as const,
          id: ids.handle(facet.field, handle),
          name: `${facet.field}.${handle}`,
          min: facet.min,
          max: facet.max,
          step: facet.step,
          "aria-label": formatMessage(handle === "low" ? messages.rangeMinimum : messages.rangeMaximum, {
            label: facet.label,
          }),
        },
        props,
      ),
  };
}
