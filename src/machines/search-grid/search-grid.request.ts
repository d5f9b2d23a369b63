import type { SearchParams, SearchResponse } from "../../clients/search";
import {
  clearFilter,
  clearFilters,
  type SearchUrlState,
  serialiseSearchUrl,
  setRange,
  setSearchPage,
  setSearchSort,
  toggleFilter,
} from "../../rules/search-url";
import type {
  GridPage,
  SearchGridContext,
  SearchGridEvent,
  SearchGridHistoryState,
} from "./search-grid.types";

/** What identifies a grid's result set, apart from the page. */
export interface SearchGridScope {
  /** Collection handle, or `null` on the search page. */
  readonly collection: string | null;
  /** Products per page, or `null` for the service's default. */
  readonly resultsPerPage: number | null;
}

/**
 * A key naming a grid's result set: query, correction, sort, filters, ranges, collection and page
 * size — everything but the page. Two requests with the same key page through the same results.
 *
 * @example
 * ```ts
 * searchGridKey({ ...EMPTY_SEARCH_STATE, query: "boot", page: 3 }, { collection: null, resultsPerPage: null });
 * // "||query=boot" (the page is left out)
 * ```
 */
export function searchGridKey(request: SearchUrlState, scope: SearchGridScope): string {
  const url = serialiseSearchUrl({ ...request, page: 1 }).toString();
  return `${scope.collection ?? ""}|${scope.resultsPerPage ?? ""}|${url}`;
}

/**
 * The search-service parameters for one page of a grid request.
 *
 * @example
 * ```ts
 * searchGridParams({ ...EMPTY_SEARCH_STATE, query: "boot" }, 2, { collection: null, resultsPerPage: 24 });
 * // { q: "boot", page: 2, resultsPerPage: 24, sort: null, filters: {}, ranges: {} } (and unset oq, collection)
 * ```
 */
export function searchGridParams(
  request: SearchUrlState,
  page: number,
  scope: SearchGridScope,
): SearchParams {
  // Empty parts stay unset (`undefined`): the client leaves them out of the query.
  return {
    q: request.query || undefined,
    oq: request.originalQuery || undefined,
    page,
    sort: request.sort,
    filters: request.filters,
    ranges: request.ranges,
    resultsPerPage: scope.resultsPerPage ?? undefined,
    collection: scope.collection || undefined,
  };
}

/**
 * Whether a grid saved in history can stand in for `request` in `scope`: same format, same result
 * set, and the page the URL shows is among the saved pages. Takes anything found in a history
 * entry.
 *
 * @example
 * ```ts
 * isRestorable(history.state?.solekitGrid, parseSearchUrl(location.search), scope); // true after Back
 * ```
 */
export function isRestorable(
  saved: unknown,
  request: SearchUrlState,
  scope: SearchGridScope,
): saved is SearchGridHistoryState {
  const grid = saved as SearchGridHistoryState | null | undefined;
  return (
    grid?.version === 1 &&
    Array.isArray(grid.pages) &&
    grid.key === searchGridKey(request, scope) &&
    isLoadedPage(grid.pages, request.page)
  );
}

// The machine's building blocks below are not public API. A context is its own scope: it carries
// `collection` and `resultsPerPage`.

/**
 * Whether `page` is among the loaded pages.
 *
 * @example
 * ```ts
 * isLoadedPage(context.pages, 3); // true with pages 2–4 loaded
 * ```
 */
export const isLoadedPage = (pages: readonly GridPage[], page: number) =>
  page >= (pages[0]?.page ?? Infinity) && page <= (pages.at(-1)?.page ?? 0);

/** What the checks below read: a snapshot, or the arguments of a guard. */
interface WithContext {
  readonly context: SearchGridContext;
}

/**
 * Whether a page follows the last loaded one (Load More). A guard as it stands.
 *
 * @example
 * ```ts
 * canLoadNext(actor.getSnapshot()); // false on the last page, and before any page is loaded
 * ```
 */
export const canLoadNext = ({ context: { pages, meta } }: WithContext) =>
  (pages.at(-1)?.page ?? Infinity) < (meta?.totalPages ?? 0);

/**
 * Whether a page precedes the first loaded one (Load Previous). A guard as it stands.
 *
 * @example
 * ```ts
 * canLoadPrevious(actor.getSnapshot()); // true with pages 2–4 loaded
 * ```
 */
export const canLoadPrevious = ({ context: { pages } }: WithContext) => (pages[0]?.page ?? 0) > 1;

/**
 * The page the running load asks for: the URL's page for a fresh load, else the page after the
 * last (`next`) or before the first (`prev`) loaded one.
 *
 * @example
 * ```ts
 * pageToLoad({ ...context, change: "prev" }); // 1 with pages 2–4 loaded
 * ```
 */
export function pageToLoad({ change, pages, request }: SearchGridContext): number {
  if (change === "initial") return request.page;
  // Paging only starts with pages loaded (canLoadNext, canLoadPrevious), so the fallbacks never apply.
  return change === "next" ? (pages.at(-1)?.page ?? 0) + 1 : (pages[0]?.page ?? 2) - 1;
}

/**
 * Whether the panel's pending selection names the applied result set. A guard as it stands.
 *
 * @example
 * ```ts
 * isPendingApplied(actor.getSnapshot()); // true right after the panel opens
 * ```
 */
export const isPendingApplied = ({ context }: WithContext) =>
  searchGridKey(context.pending, context) === searchGridKey(context.request, context);

/**
 * A selection event applied to a URL state through the rules (each returns to page 1), or
 * `undefined` when the event is not a selection.
 *
 * @example
 * ```ts
 * select(state, { type: "filter.toggle", field: "brand", value: "Asics" })?.filters.brand; // ["Asics"]
 * ```
 */
export function select(state: SearchUrlState, event: SearchGridEvent): SearchUrlState | undefined {
  switch (event.type) {
    case "filter.toggle":
      return toggleFilter(state, event.field, event.value);
    case "range.set":
      return setRange(state, event.field, event.range);
    case "filter.clear":
      return clearFilter(state, event.field);
    case "filters.clearAll":
      return clearFilters(state);
    case "sort.set":
      return setSearchSort(state, event.sort);
  }
}

/**
 * The request a grid event applies, back at page 1: with the panel closed, a filter, range or
 * sort (`select`); with it open, Apply when the pending selection differs from the applied one.
 * `undefined` for any other event.
 *
 * @example
 * ```ts
 * appliedRequest({ context, event: { type: "sort.set", sort: null } })?.page; // 1
 * ```
 */
export function appliedRequest(args: WithContext & { event: SearchGridEvent }): SearchUrlState | undefined {
  const { context, event } = args;
  if (!context.panelOpen) return select(context.request, event);
  if (event.type === "panel.apply" && !isPendingApplied(args)) return { ...context.pending, page: 1 };
}

/**
 * The context after a load: the page added below (`next`) or above (`prev`), or alone after a
 * fresh load (whose pages were cleared); what the service said; the URL's page follows it.
 *
 * @example
 * ```ts
 * withLoadedPage(context, response).request.page; // the page just loaded
 * ```
 */
export function withLoadedPage(
  context: SearchGridContext,
  response: SearchResponse,
): Pick<SearchGridContext, "pages" | "meta" | "request"> {
  const { merchandising } = response;
  const page: GridPage = {
    page: pageToLoad(context),
    results: response.results,
    inline: merchandising.content.inline,
  };
  return {
    pages: context.change === "prev" ? [page, ...context.pages] : [...context.pages, page],
    // The pagination block brings totalResults, totalPages and perPage.
    meta: {
      ...response.pagination,
      facets: response.facets,
      sortOptions: response.sorting.options,
      content: merchandising.content,
      redirect: merchandising.redirect,
      query: response.query,
      filterSummary: response.filterSummary,
    },
    request: setSearchPage(context.request, page.page),
  };
}

/**
 * Whether a thrown value is a cancelled request (a `SolekitError` of kind `aborted`, or a DOM
 * `AbortError`): an outdated search, dropped without a word (storefront §8).
 *
 * @example
 * ```ts
 * isAbortError(new DOMException("stop", "AbortError")); // true
 * ```
 */
export function isAbortError(error: unknown): boolean {
  const { kind, name } = (error ?? {}) as { kind?: unknown; name?: unknown };
  return kind === "aborted" || name === "AbortError";
}
