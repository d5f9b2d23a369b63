import { limitFreeText } from "./free-text";
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

// A field named like a property every object has (`__proto__`, `constructor`, `toString`…) would
// read or write the prototype instead of data; such fields are never taken from a URL or an event.
const isReservedField = (field: string) => field in Object.prototype;

// A slider range from `low~high`: both ends finite, low not above high; else none.
function rangeOf(raw: string): SliderRange | null {
  const [, low, high] = RANGE_PATTERN.exec(raw) ?? [];
  const range = { low: Number(low), high: Number(high) };
  return Number.isFinite(range.low) && Number.isFinite(range.high) && range.low <= range.high ? range : null;
}

// A page number as the grid uses it: a whole number from 1, else 1.
const validPage = (page: number) => (Number.isSafeInteger(page) && page >= 1 ? page : 1);

// A record without `key`, and with `key` set to `value` when one is given.
function withEntry<T>(record: Readonly<Record<string, T>>, key: string, value?: T | null) {
  const { [key]: _removed, ...others } = record;
  return value ? { ...others, [key]: value } : others;
}

// A record's own entry, never one inherited from Object.prototype.
const ownEntry = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Reads the grid state from a URL's parameters. `filters` is a comma-separated list of
 * `field:value` entries (repeat a field for several values) and `field:low~high` slider ranges;
 * `%`, `,`, `:` and `~` inside a field or value are percent-escaped. Malformed entries are skipped
 * without losing the others: an entry without a field or value, a range that is not two finite
 * numbers with low not above high (an unescaped `~` always means a range), and a field named like
 * an `Object.prototype` property (`__proto__`, `constructor`), which never becomes a key. The
 * query and `oq` lose control characters and keep at most 200 characters (`limitFreeText`). A
 * missing or invalid page is 1.
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
    if (isReservedField(field)) continue;
    if (raw.includes(RANGE_SEPARATOR)) {
      const range = rangeOf(raw);
      if (range) ranges.set(field, range);
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
  const sortField = unescapePart(sort.slice(0, colon));
  return {
    query: limitFreeText(params.get(SEARCH_PARAMS.query) ?? ""),
    originalQuery: limitFreeText(params.get(SEARCH_PARAMS.originalQuery) ?? ""),
    page: validPage(/^\d+$/.test(page) ? Number(page) : 1),
    sort:
      colon > 0 && !isReservedField(sortField) && (direction === "asc" || direction === "desc")
        ? { field: sortField, direction }
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
 * toggleFilter(EMPTY_SEARCH_STATE, "__proto__", "x") === EMPTY_SEARCH_STATE; // true: never a key
 * ```
 */
export function toggleFilter(state: SearchUrlState, field: string, value: string): SearchUrlState {
  if (isReservedField(field)) return state;
  const current = ownEntry(state.filters, field) ?? [];
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
  if (isReservedField(field)) return state;
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

/**
 * The values chosen for a facet field (none for a field that is not chosen, whatever its name).
 *
 * @example
 * ```ts
 * chosenValues(toggleFilter(EMPTY_SEARCH_STATE, "brand", "Asics"), "brand"); // ["Asics"]
 * chosenValues(EMPTY_SEARCH_STATE, "constructor"); // []
 * ```
 */
export function chosenValues(state: SearchUrlState, field: string): readonly string[] {
  return ownEntry(state.filters, field) ?? [];
}

/**
 * The slider range chosen for a facet field, or `undefined`.
 *
 * @example
 * ```ts
 * chosenRange(setRange(EMPTY_SEARCH_STATE, "price", { low: 50, high: 120 }), "price"); // { low: 50, high: 120 }
 * ```
 */
export function chosenRange(state: SearchUrlState, field: string): SliderRange | undefined {
  return ownEntry(state.ranges, field);
}

/**
 * Whether a state chooses a sort, a filter value or a range: what the search service may refuse
 * when a URL names a field it does not offer.
 *
 * @example
 * ```ts
 * hasSearchSelection(EMPTY_SEARCH_STATE); // false
 * ```
 */
export function hasSearchSelection(state: SearchUrlState): boolean {
  return state.sort !== null || activeFilterCount(state) > 0;
}

/**
 * The state with no sort, filters or ranges; query and page stay.
 *
 * @example
 * ```ts
 * withoutSearchSelection({ ...EMPTY_SEARCH_STATE, query: "boot", sort: { field: "title", direction: "asc" } });
 * // { ...EMPTY_SEARCH_STATE, query: "boot" }
 * ```
 */
export function withoutSearchSelection(state: SearchUrlState): SearchUrlState {
  return { ...state, sort: null, filters: {}, ranges: {} };
}

/** What a search service offers, as its answer lists it: sort options and facets. */
export interface OfferedSearchFields {
  /** Sort options (`sorting.options`). */
  readonly sortOptions: readonly SearchSort[];
  /** Facets (`facets`): a `slider` facet takes a range, any other type takes values. */
  readonly facets: readonly { readonly field: string; readonly type: string }[];
}

/**
 * The state with only the sort and filter fields the service offers: a sort among its options,
 * values for its list facets, ranges for its slider facets. Query, page and everything offered stay.
 *
 * @example
 * ```ts
 * const offered: OfferedSearchFields = {
 *   sortOptions: [{ field: "price", direction: "asc" }],
 *   facets: [{ field: "brand", type: "value" }],
 * };
 * offeredSearchState(parseSearchUrl(new URLSearchParams("query=boot&sort=title:asc&filters=brand:Asics,flavour:mint")), offered);
 * // { query: "boot", sort: null, filters: { brand: ["Asics"] }, … }
 * ```
 */
export function offeredSearchState(state: SearchUrlState, offered: OfferedSearchFields): SearchUrlState {
  const { sort } = state;
  const fieldsOf = (slider: boolean) =>
    new Set(offered.facets.filter((facet) => (facet.type === "slider") === slider).map((f) => f.field));
  const listFields = fieldsOf(false);
  const sliderFields = fieldsOf(true);
  const keep = <T>(record: Readonly<Record<string, T>>, fields: Set<string>) =>
    Object.fromEntries(Object.entries(record).filter(([field]) => fields.has(field)));
  return {
    ...state,
    sort:
      sort &&
      offered.sortOptions.some((option) => option.field === sort.field && option.direction === sort.direction)
        ? sort
        : null,
    filters: keep(state.filters, listFields),
    ranges: keep(state.ranges, sliderFields),
  };
}
