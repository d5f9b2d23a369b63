import type { SliderRange } from "./price-slider";

/** Sort direction of the search service. */
export type SortDirection = "asc" | "desc";

/** A sort option: field and direction. */
export interface SearchSort {
  /** Field, e.g. `ss_price`. */
  readonly field: string;
  /** Direction. */
  readonly direction: SortDirection;
}

/** The search and collection grids' URL state. */
export interface SearchUrlState {
  /** Search text (`query`); empty on collection pages. */
  readonly query: string;
  /** The original query when the service corrected it (`oq`); empty when none. */
  readonly originalQuery: string;
  /** 1-based page. */
  readonly page: number;
  /** Chosen sort, or `null` for the service's default (relevance). */
  readonly sort: SearchSort | null;
  /** Chosen values per facet field, in the order chosen. */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  /** Slider ranges per facet field (price). */
  readonly ranges: Readonly<Record<string, SliderRange>>;
}

/** Query-parameter names of the grid URL state. */
export const SEARCH_PARAMS = {
  /** The search text. */
  query: "query",
  /** The original query when a corrected one is used. */
  originalQuery: "oq",
  /** 1-based page. */
  page: "page",
  /** `field:asc` or `field:desc`. */
  sort: "sort",
  /** Comma-separated `field:value` and `field:low~high` entries. */
  filters: "filters",
} as const;

/**
 * Joins a slider's low and high inside a `filters` entry: `price:50~120`. A tilde needs no URL
 * escaping and cannot be confused with a minus sign.
 */
export const RANGE_SEPARATOR = "~";

/** The state of a grid with nothing chosen. */
export const EMPTY_SEARCH_STATE: SearchUrlState = {
  query: "",
  originalQuery: "",
  page: 1,
  sort: null,
  filters: {},
  ranges: {},
};

// Only the four characters the `filters` syntax uses are escaped, so values stay readable.
const escapePart = (text: string) =>
  text.replace(/[%,:~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
const unescapePart = (text: string) =>
  text.replace(/%(25|2C|3A|7E)/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

// `low~high` (RANGE_SEPARATOR between two decimal numbers).
const RANGE_PATTERN = /^(-?\d+(?:\.\d+)?)~(-?\d+(?:\.\d+)?)$/;

// A page number as the grid uses it: a whole number from 1, else 1.
const validPage = (page: number) => (Number.isSafeInteger(page) && page >= 1 ? page : 1);

// A record without `key`, and with `key` set to `value` when one is given.
function withEntry<T>(record: Readonly<Record<string, T>>, key: string, value?: T | null) {
  const { [key]: _removed, ...others } = record;
  return value ? { ...others, [key]: value } : others;
}

/**
 * Reads the grid state from a URL's parameters. `filters` is a comma-separated list of
 * `field:value` entries (repeat a field for several values) and `field:low~high` slider ranges;
 * `%`, `,`, `:` and `~` inside a field or value are percent-escaped. Malformed entries are skipped
 * without losing the others; a missing or invalid page is 1.
 *
 * @example
 * ```ts
 * parseSearchUrl(new URLSearchParams("query=boot&page=2&sort=price:asc&filters=brand:Asics,price:50~120"));
 * // { query: "boot", originalQuery: "", page: 2, sort: { field: "price", direction: "asc" },
 * //   filters: { brand: ["Asics"] }, ranges: { price: { low: 50, high: 120 } } }
 * ```
 */
export function parseSearchUrl(params: URLSearchParams): SearchUrlState {
  // Maps, not object literals, so a field named like an Object.prototype key stays data.
  const filters = new Map<string, string[]>();
  const ranges = new Map<string, SliderRange>();
  for (const entry of (params.get(SEARCH_PARAMS.filters) ?? "").split(",")) {
    // `field:value`, split at the first colon; neither part may be empty.
    const [, rawField, raw] = /^([^:]+):(.+)$/.exec(entry) ?? [];
    if (!rawField || !raw) continue;
    const field = unescapePart(rawField);
    const range = RANGE_PATTERN.exec(raw);
    if (range) {
      ranges.set(field, { low: Number(range[1]), high: Number(range[2]) });
      continue;
    }
    const value = unescapePart(raw);
    const values = filters.get(field) ?? [];
    if (!values.includes(value)) values.push(value);
    filters.set(field, values);
  }
  const page = params.get(SEARCH_PARAMS.page) ?? "";
  const sort = params.get(SEARCH_PARAMS.sort) ?? "";
  const colon = sort.lastIndexOf(":");
  const direction = sort.slice(colon + 1);
  return {
    query: params.get(SEARCH_PARAMS.query) ?? "",
    originalQuery: params.get(SEARCH_PARAMS.originalQuery) ?? "",
    page: validPage(/^\d+$/.test(page) ? Number(page) : 1),
    sort:
      colon > 0 && (direction === "asc" || direction === "desc")
        ? { field: unescapePart(sort.slice(0, colon)), direction }
        : null,
    filters: Object.fromEntries(filters),
    ranges: Object.fromEntries(ranges),
  };
}

/**
 * Writes the grid state into URL parameters, keeping any unrelated parameters of `base`. Empty
 * parts and page 1 are left out so a fresh grid has a clean URL.
 *
 * @example
 * ```ts
 * serialiseSearchUrl({ ...EMPTY_SEARCH_STATE, query: "boot", filters: { brand: ["Asics"] } }).toString();
 * // "query=boot&filters=brand%3AAsics"
 * ```
 */
export function serialiseSearchUrl(state: SearchUrlState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const filters = [
    ...Object.entries(state.filters).flatMap(([field, values]) =>
      values.map((value) => `${escapePart(field)}:${escapePart(value)}`),
    ),
    ...Object.entries(state.ranges).map(
      ([field, range]) => `${escapePart(field)}:${range.low}${RANGE_SEPARATOR}${range.high}`,
    ),
  ];
  // Each parameter is replaced in this order; an empty value leaves it out.
  for (const [name, value] of [
    [SEARCH_PARAMS.query, state.query],
    [SEARCH_PARAMS.originalQuery, state.originalQuery],
    [SEARCH_PARAMS.page, state.page > 1 ? String(state.page) : ""],
    [SEARCH_PARAMS.sort, state.sort ? `${escapePart(state.sort.field)}:${state.sort.direction}` : ""],
    [SEARCH_PARAMS.filters, filters.join(",")],
  ] as const) {
    params.delete(name);
    if (value) params.set(name, value);
  }
  return params;
}

/**
 * A new query: back to page 1, and the old correction (`oq`) no longer applies. Filters stay.
 *
 * @example
 * ```ts
 * setSearchQuery({ ...EMPTY_SEARCH_STATE, page: 3 }, "sandal").page; // 1
 * ```
 */
export function setSearchQuery(state: SearchUrlState, query: string): SearchUrlState {
  return { ...state, query, originalQuery: "", page: 1 };
}

/**
 * A new sort (or `null` for the default): back to page 1.
 *
 * @example
 * ```ts
 * setSearchSort({ ...EMPTY_SEARCH_STATE, page: 3 }, { field: "price", direction: "desc" }).page; // 1
 * ```
 */
export function setSearchSort(state: SearchUrlState, sort: SearchSort | null): SearchUrlState {
  return { ...state, sort, page: 1 };
}

/**
 * Adds a filter value, or removes it when already chosen: back to page 1.
 *
 * @example
 * ```ts
 * toggleFilter(EMPTY_SEARCH_STATE, "brand", "Asics").filters; // { brand: ["Asics"] }
 * ```
 */
export function toggleFilter(state: SearchUrlState, field: string, value: string): SearchUrlState {
  const current = state.filters[field] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...state, filters: withEntry(state.filters, field, next.length > 0 ? next : null), page: 1 };
}

/**
 * Sets or (with `null`) clears a slider range: back to page 1.
 *
 * @example
 * ```ts
 * setRange(EMPTY_SEARCH_STATE, "price", { low: 50, high: 120 }).ranges; // { price: { low: 50, high: 120 } }
 * ```
 */
export function setRange(state: SearchUrlState, field: string, range: SliderRange | null): SearchUrlState {
  return { ...state, ranges: withEntry(state.ranges, field, range), page: 1 };
}

/**
 * Clears the chosen values and the range of one facet field: back to page 1.
 *
 * @example
 * ```ts
 * clearFilter(toggleFilter(EMPTY_SEARCH_STATE, "brand", "Asics"), "brand").filters; // {}
 * ```
 */
export function clearFilter(state: SearchUrlState, field: string): SearchUrlState {
  return {
    ...state,
    filters: withEntry(state.filters, field),
    ranges: withEntry(state.ranges, field),
    page: 1,
  };
}

/**
 * Clears every filter and range (Clear All): back to page 1.
 *
 * @example
 * ```ts
 * clearFilters(toggleFilter(EMPTY_SEARCH_STATE, "brand", "Asics")).filters; // {}
 * ```
 */
export function clearFilters(state: SearchUrlState): SearchUrlState {
  return { ...state, filters: {}, ranges: {}, page: 1 };
}

/**
 * Moves to a page; anything below 1 or not a whole number becomes 1.
 *
 * @example
 * ```ts
 * setSearchPage(EMPTY_SEARCH_STATE, 4).page; // 4
 * ```
 */
export function setSearchPage(state: SearchUrlState, page: number): SearchUrlState {
  return { ...state, page: validPage(page) };
}

/**
 * The number of chosen filter values and ranges, e.g. for a Filters button badge.
 *
 * @example
 * ```ts
 * activeFilterCount(toggleFilter(EMPTY_SEARCH_STATE, "brand", "Asics")); // 1
 * ```
 */
export function activeFilterCount(state: SearchUrlState): number {
  const values = Object.values(state.filters).reduce((sum, list) => sum + list.length, 0);
  return values + Object.keys(state.ranges).length;
}

/**
 * The search page link for a text, as the quick search's View N products link uses.
 *
 * @example
 * ```ts
 * searchPageHref("red shoes"); // "/search?query=red+shoes"
 * ```
 */
export function searchPageHref(query: string): string {
  return `/search?${new URLSearchParams({ [SEARCH_PARAMS.query]: query }).toString()}`;
}
