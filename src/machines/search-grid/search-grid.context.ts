import type { SearchResponse } from "../../clients/search";
import {
  clearFilters,
  type SearchUrlState,
  setRange,
  setSearchPage,
  setSearchSort,
  toggleFilter,
} from "../../rules/search-url";
import {
  clearFacet,
  isRestorable,
  metaOf,
  pageOf,
  type SearchGridScope,
  searchGridKey,
} from "./search-grid.request";
import type {
  SearchGridContext,
  SearchGridEvent,
  SearchGridHistoryState,
  SearchGridInput,
} from "./search-grid.types";

// Context helpers of the search-grid machine: the machine's building blocks, not public API.

/**
 * A selection event applied to a URL state, through the rules (each returns to page 1); other
 * events leave it as it is.
 *
 * @example
 * ```ts
 * select(state, { type: "filter.toggle", field: "brand", value: "Asics" }).filters.brand; // ["Asics"]
 * ```
 */
export function select(state: SearchUrlState, event: SearchGridEvent): SearchUrlState {
  switch (event.type) {
    case "filter.toggle":
      return toggleFilter(state, event.field, event.value);
    case "range.set":
      return setRange(state, event.field, event.range);
    case "filter.clear":
      return clearFacet(state, event.field);
    case "filters.clearAll":
      return clearFilters(state);
    case "sort.set":
      return setSearchSort(state, event.sort);
    default:
      return state;
  }
}

/**
 * The collection and page size of a grid context.
 *
 * @example
 * ```ts
 * scopeOf(context); // { collection: "sale", resultsPerPage: null }
 * ```
 */
export const scopeOf = (context: SearchGridContext): SearchGridScope => ({
  collection: context.collection,
  resultsPerPage: context.resultsPerPage,
});

/**
 * Whether a `url.sync` event names the context's result set (in the collection it asks for, when
 * it names one): then only the page may differ.
 *
 * @example
 * ```ts
 * isSameSync(context, { type: "url.sync", url: setSearchPage(context.request, 3) }); // true
 * ```
 */
export const isSameSync = (
  context: SearchGridContext,
  event: SearchGridEvent,
): event is Extract<SearchGridEvent, { type: "url.sync" }> =>
  event.type === "url.sync" &&
  searchGridKey(event.url, {
    ...scopeOf(context),
    collection: event.collection === undefined ? context.collection : event.collection,
  }) === keyOf(context);

/**
 * {@link searchGridKey} of a context's request.
 *
 * @example
 * ```ts
 * keyOf(context) === searchGridKey(context.request, scopeOf(context)); // true
 * ```
 */
export const keyOf = (context: SearchGridContext) => searchGridKey(context.request, scopeOf(context));
/**
 * The first loaded page (the URL's page before any is loaded).
 *
 * @example
 * ```ts
 * firstPage(context); // 2 with pages 2–4 loaded
 * ```
 */
export const firstPage = (context: SearchGridContext) => context.pages[0]?.page ?? context.request.page;
/**
 * The last loaded page (the URL's page before any is loaded).
 *
 * @example
 * ```ts
 * lastPage(context); // 4 with pages 2–4 loaded
 * ```
 */
export const lastPage = (context: SearchGridContext) =>
  context.pages[context.pages.length - 1]?.page ?? context.request.page;
/**
 * The page Load More (`next`) or Load Previous (`prev`) asks for.
 *
 * @example
 * ```ts
 * adjacentPage(context, "prev"); // 1 with pages 2–4 loaded
 * ```
 */
export const adjacentPage = (context: SearchGridContext, where: "next" | "prev") =>
  where === "next" ? lastPage(context) + 1 : firstPage(context) - 1;
/**
 * Whether there is a page after the last loaded one (the machine's `hasMore`).
 *
 * @example
 * ```ts
 * canLoadNext(context); // false on the last page
 * ```
 */
export const canLoadNext = (context: SearchGridContext) =>
  context.meta !== null && lastPage(context) < context.meta.totalPages;
/**
 * Whether pages are loaded and the first is not page 1 (the machine's `hasPrevious`).
 *
 * @example
 * ```ts
 * canLoadPrevious(context); // true with pages 2–4 loaded
 * ```
 */
export const canLoadPrevious = (context: SearchGridContext) =>
  context.pages.length > 0 && firstPage(context) > 1;
/**
 * Whether the panel's pending selection names the applied result set.
 *
 * @example
 * ```ts
 * isPendingApplied(context); // true right after the panel opens
 * ```
 */
export const isPendingApplied = (context: SearchGridContext) =>
  searchGridKey(context.pending, scopeOf(context)) === keyOf(context);

/**
 * The machine's starting context: the input's request, and the saved grid when it matches.
 *
 * @example
 * ```ts
 * initialContext({ request: parseSearchUrl(params) }).pages; // []
 * ```
 */
export function initialContext(input: SearchGridInput): SearchGridContext {
  const scope = { collection: input.collection ?? null, resultsPerPage: input.resultsPerPage ?? null };
  const restore = isRestorable(input.restore, input.request, scope) ? input.restore : null;
  return {
    request: input.request,
    ...scope,
    pages: restore?.pages ?? [],
    meta: restore?.meta ?? null,
    change: "initial",
    error: null,
    panelOpen: false,
    pending: input.request,
    preview: null,
  };
}

/**
 * The grid part of the context when a saved grid is put back: its request, pages and what the
 * service said, as after a fresh load.
 *
 * @example
 * ```ts
 * restoredContext(history.state.solekitGrid).pages.length; // 3
 * ```
 */
export const restoredContext = (
  saved: SearchGridHistoryState,
): Pick<SearchGridContext, "request" | "pages" | "meta" | "change" | "error"> => ({
  request: saved.request,
  pages: saved.pages,
  meta: saved.meta,
  change: "initial",
  error: null,
});

/**
 * The context after a page is added below (`next`) or above (`prev`); the URL's page follows it.
 *
 * @example
 * ```ts
 * withPage(context, "next", response).request.page; // the page just appended
 * ```
 */
export function withPage(
  context: SearchGridContext,
  where: "next" | "prev",
  response: SearchResponse,
): Pick<SearchGridContext, "pages" | "meta" | "request"> {
  const page = pageOf(adjacentPage(context, where), response);
  return {
    pages: where === "next" ? [...context.pages, page] : [page, ...context.pages],
    meta: metaOf(response),
    request: setSearchPage(context.request, page.page),
  };
}
