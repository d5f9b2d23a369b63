import type { SearchParams, SearchResponse } from "../../clients/search";
import { type SearchUrlState, serialiseSearchUrl, setRange, toggleFilter } from "../../rules/search-url";
import type { GridPage, GridPreview, SearchGridHistoryState, SearchGridMeta } from "./search-grid.types";

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
 * // { q: "boot", page: 2, resultsPerPage: 24, sort: null, filters: {}, ranges: {} }
 * ```
 */
export function searchGridParams(
  request: SearchUrlState,
  page: number,
  scope: SearchGridScope,
): SearchParams {
  const params: SearchParams = {
    page,
    sort: request.sort,
    filters: request.filters,
    ranges: request.ranges,
  };
  if (request.query) params.q = request.query;
  if (request.originalQuery) params.oq = request.originalQuery;
  if (scope.resultsPerPage !== null) params.resultsPerPage = scope.resultsPerPage;
  if (scope.collection) params.collection = scope.collection;
  return params;
}

/**
 * Removes every chosen value and the range of one facet field: back to page 1.
 *
 * @example
 * ```ts
 * clearFacet(toggleFilter(EMPTY_SEARCH_STATE, "brand", "Asics"), "brand").filters; // {}
 * ```
 */
export function clearFacet(state: SearchUrlState, field: string): SearchUrlState {
  let next = setRange(state, field, null);
  for (const value of state.filters[field] ?? []) next = toggleFilter(next, field, value);
  return next;
}

/**
 * A response's page of products, with its inline merchandising.
 *
 * @example
 * ```ts
 * pageOf(2, response).results.length; // 24
 * ```
 */
export function pageOf(page: number, response: SearchResponse): GridPage {
  return { page, results: response.results, inline: response.merchandising.content.inline ?? [] };
}

/**
 * What a response says about the whole result set.
 *
 * @example
 * ```ts
 * metaOf(response).totalResults; // 312
 * ```
 */
export function metaOf(response: SearchResponse): SearchGridMeta {
  const { pagination, merchandising } = response;
  const content = merchandising.content;
  return {
    totalResults: pagination.totalResults,
    totalPages: pagination.totalPages,
    perPage: pagination.perPage,
    facets: response.facets,
    sortOptions: response.sorting.options ?? [],
    content: {
      header: content.header ?? [],
      banner: content.banner ?? [],
      footer: content.footer ?? [],
      left: content.left ?? [],
    },
    redirect: merchandising.redirect,
    query: response.query,
    filterSummary: response.filterSummary,
  };
}

/**
 * The filter panel's preview of a response: its count and facets.
 *
 * @example
 * ```ts
 * previewOf(response).totalResults; // 41
 * ```
 */
export function previewOf(response: SearchResponse): GridPreview {
  return { totalResults: response.pagination.totalResults, facets: response.facets };
}

/**
 * Whether `page` is among the loaded pages.
 *
 * @example
 * ```ts
 * isLoadedPage([{ page: 2, results: [], inline: [] }, { page: 3, results: [], inline: [] }], 3); // true
 * ```
 */
export function isLoadedPage(pages: readonly GridPage[], page: number): boolean {
  const first = pages[0]?.page;
  const last = pages[pages.length - 1]?.page;
  return first !== undefined && last !== undefined && page >= first && page <= last;
}

/**
 * Whether a response for `page` came back empty because the page is past the end of a result
 * set that is not empty (an old link, a shrunken catalogue).
 *
 * @example
 * ```ts
 * isPastTheEnd(9, response); // true when the results fit in 4 pages
 * ```
 */
export function isPastTheEnd(page: number, response: SearchResponse): boolean {
  const { totalResults, totalPages } = response.pagination;
  return response.results.length === 0 && totalResults > 0 && page > totalPages;
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
  if (typeof error !== "object" || error === null) return false;
  const { kind, name } = error as { kind?: unknown; name?: unknown };
  return kind === "aborted" || name === "AbortError";
}

/**
 * Whether a grid saved in history can stand in for `request` in `scope`: same format, same result
 * set, and the page the URL shows is among the saved pages.
 *
 * @example
 * ```ts
 * isRestorable(history.state?.solekitGrid, parseSearchUrl(location.search), scope); // true after Back
 * ```
 */
export function isRestorable(
  saved: SearchGridHistoryState | null | undefined,
  request: SearchUrlState,
  scope: SearchGridScope,
): saved is SearchGridHistoryState {
  return (
    saved?.version === 1 &&
    Array.isArray(saved.pages) &&
    saved.key === searchGridKey(request, scope) &&
    isLoadedPage(saved.pages, request.page)
  );
}
