import type { Facet, SearchParams, SearchResponse } from "../../clients/search";
import { formatMessage, type SearchGridMessageCatalogue } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import { parseRichText } from "../../rules/rich-text";
import {
  chosenRange,
  chosenValues,
  clearFilter,
  clearFilters,
  type SearchUrlState,
  serialiseSearchUrl,
  setRange,
  setSearchPage,
  setSearchSort,
  toggleFilter,
} from "../../rules/search-url";
import { groupSizeFacetValues } from "../../rules/size-facet";
import type {
  GridChip,
  GridContentBlocks,
  GridContentItem,
  GridFacet,
  GridItem,
  GridMerchandising,
  GridPage,
  GridPageView,
  GridResultItem,
  SavedSearchGrid,
  SearchGridContext,
  SearchGridEvent,
  SearchGridInput,
  SearchGridMeta,
} from "./search-grid.types";

// Pure derived data of a grid context: what the machine's guards decide on, what a load adds, and
// what identifies a result set. Not public API (index.ts does not export it).

/** What identifies a grid's result set, apart from the request. A context is its own scope. */
export interface GridScope {
  readonly collection: string | null;
  readonly resultsPerPage: number | null;
}

// The scope a grid's input names: what every request of the grid carries besides the URL.
export const gridScopeOf = (input: Pick<SearchGridInput, "collection" | "resultsPerPage">): GridScope => ({
  collection: input.collection ?? null,
  resultsPerPage: input.resultsPerPage ?? null,
});

/** Anything holding a grid context: a snapshot, or a guard's arguments. */
interface WithContext {
  readonly context: SearchGridContext;
}

// Names a result set: everything but the page. Two requests with the same key page through the
// same results.
export function searchGridKey(request: SearchUrlState, scope: GridScope): string {
  const url = serialiseSearchUrl({ ...request, page: 1 }).toString();
  return `${scope.collection ?? ""}|${scope.resultsPerPage ?? ""}|${url}`;
}

// The search-service parameters for one page; empty parts stay unset, so the client omits them.
export function searchGridParams(request: SearchUrlState, page: number, scope: GridScope): SearchParams {
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

export const isLoadedPage = (pages: readonly GridPage[], page: number): boolean =>
  page >= (pages[0]?.page ?? Number.POSITIVE_INFINITY) && page <= (pages.at(-1)?.page ?? 0);

// Whether a saved grid can stand in for `request` in `scope`: same format and result set, and the
// page the URL shows is among its pages. Takes anything read from storage.
export function isRestorable(
  saved: unknown,
  request: SearchUrlState,
  scope: GridScope,
): saved is SavedSearchGrid {
  const grid = saved as SavedSearchGrid | null | undefined;
  return (
    grid?.version === 2 &&
    Array.isArray(grid.pages) &&
    grid.key === searchGridKey(request, scope) &&
    isLoadedPage(grid.pages, request.page)
  );
}

export const canLoadNext = ({ context: { pages, meta } }: WithContext): boolean =>
  (pages.at(-1)?.page ?? Number.POSITIVE_INFINITY) < (meta?.totalPages ?? 0);

export const canLoadPrevious = ({ context: { pages } }: WithContext): boolean => (pages[0]?.page ?? 0) > 1;

// The page the running load asks for: the URL's page for a fresh load, else the page after the
// last (`next`) or before the first (`prev`) loaded one. Paging starts only with pages loaded.
export function pageToLoad({ change, pages, request }: SearchGridContext): number {
  if (change === "initial") return request.page;
  return change === "next" ? (pages.at(-1)?.page ?? 0) + 1 : (pages[0]?.page ?? 2) - 1;
}

export const isPendingApplied = ({ context }: WithContext): boolean =>
  searchGridKey(context.pending, context) === searchGridKey(context.request, context);

// A selection event applied to a URL state through the rules (each returns to page 1); any other
// event leaves it as it is.
export function selected(state: SearchUrlState, event: SearchGridEvent): SearchUrlState {
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
    default:
      return state;
  }
}

// Whether the answer is for a page past the end of results that exist (an old link).
export const isPastLastPage = (context: SearchGridContext, response: SearchResponse): boolean =>
  response.results.length === 0 &&
  response.pagination.totalResults > 0 &&
  context.request.page > response.pagination.totalPages;

// An object with a value for each key.
export const fromKeys = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

// The merchandising places outside the grid flow.
const CONTENT_PLACES = ["header", "banner", "footer", "left"] as const;

// Merchandising HTML becomes safe trees here, once per response: no raw HTML is kept.
const blocks = (name: string, html: readonly string[] | undefined) =>
  (html ?? []).map((value, index) => ({ key: `${name}-${index}`, nodes: parseRichText(value) }));

// The context after a load: the page added below (`next`) or above (`prev`), or alone after a
// fresh load (whose pages were cleared); what the service said; the URL's page follows it.
export function withLoadedPage(
  context: SearchGridContext,
  response: SearchResponse,
): Pick<SearchGridContext, "pages" | "meta" | "request"> {
  const { content, redirect } = response.merchandising;
  const number = pageToLoad(context);
  const page: GridPage = {
    page: number,
    results: response.results,
    inline: (content.inline ?? []).map((inline, index) => ({
      key: `content-${number}-${index}`,
      position: inline.config.position.index,
      nodes: parseRichText(inline.value),
    })),
  };
  const parsed: GridContentBlocks = fromKeys(CONTENT_PLACES, (place) => blocks(place, content[place]));
  return {
    pages: context.change === "prev" ? [page, ...context.pages] : [...context.pages, page],
    meta: {
      ...response.pagination,
      facets: response.facets,
      sortOptions: response.sorting.options,
      content: parsed,
      redirect,
      query: response.query,
      filterSummary: response.filterSummary,
    },
    request: setSearchPage(context.request, page.page),
  };
}

// ---- Views: what connectSearchGrid shows, built from the machine's plain data ----

// Cached per page object, so a page that stays loaded keeps the same item objects: memoised cards
// of earlier pages do not re-render when a page is appended.
const pageViews = new WeakMap<GridPage, GridPageView>();
const NO_CONTENT: GridContentBlocks = fromKeys(CONTENT_PLACES, () => []);

// Products with their grid positions (`perPage` a page), inline content before the product at
// its position.
export function pageView(page: GridPage, perPage: number): GridPageView {
  let view = pageViews.get(page);
  if (!view) {
    const results = page.results.map(
      (product, index): GridResultItem => ({
        kind: "result",
        key: `${product.id}@${page.page}`,
        product,
        page: page.page,
        position: (page.page - 1) * perPage + index,
      }),
    );
    const content = page.inline.map(
      (block): GridContentItem => ({ ...block, kind: "content", page: page.page }),
    );
    // A stable sort by position, content before the product it shares a position with.
    const rank = (item: GridItem) => item.position * 2 + (item.kind === "result" ? 1 : 0);
    const items = [...content, ...results].sort((a, b) => rank(a) - rank(b));
    view = { page: page.page, results, items };
    pageViews.set(page, view);
  }
  return view;
}

export function merchandisingView(
  meta: SearchGridMeta | null,
  views: readonly GridPageView[],
): GridMerchandising {
  const inline = views.flatMap((view) =>
    view.items.filter((item): item is GridContentItem => item.kind === "content"),
  );
  return { ...(meta?.content ?? NO_CONTENT), inline };
}

// Facets under a selection: list values flagged active when chosen, sliders with the chosen
// range (or their bounds). The service's facet fields travel along.
// The service's size facet, shown under the size filter groups (storefront §9).
const SIZE_FACET_FIELD = "size";

export function facetViews(
  facets: readonly Facet[],
  selection: SearchUrlState,
  messages: SearchGridMessageCatalogue,
): GridFacet[] {
  return facets.map((facet): GridFacet => {
    if (facet.type === "slider") {
      const [min, max] = facet.range;
      const chosen = chosenRange(selection, facet.field);
      return {
        ...facet,
        type: "slider",
        min,
        max,
        step: facet.step > 0 ? facet.step : 1,
        low: chosen?.low ?? min,
        high: chosen?.high ?? max,
        active: chosen !== undefined,
      };
    }
    const chosen = chosenValues(selection, facet.field);
    const values = facet.values.map((value) => ({ ...value, active: chosen.includes(value.value) }));
    const activeCount = values.filter((value) => value.active).length;
    const view = { ...facet, type: "list" as const, values, activeCount };
    return facet.field === SIZE_FACET_FIELD
      ? { ...view, sizeGroups: groupSizeFacetValues(values, messages) }
      : view;
  });
}

// A range end as shown on a chip: range values are dollars as in the URL, shown as money on price
// fields ("$50", "$49.95"), else the number.
const amount = (field: string, value: number) =>
  /price/i.test(field)
    ? formatMoney(Math.round(value * 100), {
        format: Number.isInteger(value) ? "amountNoDecimals" : "amount",
      })
    : String(value);

// The active filter chips of an applied selection: "{Facet}: {value}" (the service's label when it
// sent one) and "{Facet}: {low} - {high}" for ranges; removing one sends its event.
export function chipViews(
  { request, meta }: { readonly request: SearchUrlState; readonly meta: SearchGridMeta | null },
  messages: Pick<SearchGridMessageCatalogue, "removeFilter">,
  send: (event: SearchGridEvent) => void,
): GridChip[] {
  const facetOf = (field: string) => meta?.facets.find((facet) => facet.field === field);
  const chip = (view: Pick<GridChip, "key" | "field" | "label">, remove: SearchGridEvent): GridChip => ({
    ...view,
    removeLabel: formatMessage(messages.removeFilter, { label: view.label }),
    remove: () => send(remove),
  });
  return [
    ...Object.entries(request.filters).flatMap(([field, chosen]) => {
      const facet = facetOf(field);
      return chosen.map((value) => {
        const summary = meta?.filterSummary.find((entry) => entry.field === field && entry.value === value);
        const shown =
          facet?.type === "value" ? facet.values.find((v) => v.value === value)?.label : undefined;
        const label = summary?.label ?? `${facet?.label ?? field}: ${shown ?? value}`;
        return chip({ key: `${field}:${value}`, field, label }, { type: "filter.toggle", field, value });
      });
    }),
    ...Object.entries(request.ranges).map(([field, range]) =>
      chip(
        {
          key: `${field}:range`,
          field,
          label: `${facetOf(field)?.label ?? field}: ${amount(field, range.low)} - ${amount(field, range.high)}`,
        },
        { type: "range.set", field, range: null },
      ),
    ),
  ];
}
