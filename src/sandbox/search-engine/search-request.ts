import type { SortDirection } from "../../rules/search-url";

/**
 * A request the engine refuses, with the message a 400 answer carries. The engine throws it
 * instead of an HTTP error so it stays free of msw; the handlers turn it into a 400.
 */
export class SearchRequestError extends Error {
  override readonly name = "SearchRequestError";
}

/** Largest page size the engine serves. */
export const MAX_RESULTS_PER_PAGE = 100;
/** Page size when the request names none. */
export const DEFAULT_RESULTS_PER_PAGE = 24;

/** A price-slider bound pair as requested; either end may be open. */
export interface RequestedRange {
  /** Lowest price, in dollars. */
  low?: number;
  /** Highest price, in dollars. */
  high?: number;
}

/** A `search.json` request, parsed. Every field is optional for callers; see {@link parseSearchRequest}. */
export interface SearchRequest {
  /** Search text. */
  q?: string;
  /** The shopper's original text when `q` is a correction (no further correction is made). */
  oq?: string;
  /** 1-based page. @default 1 */
  page?: number;
  /** Products per page (at most 100). @default 24 */
  resultsPerPage?: number;
  /** Sort; `null` for relevance. */
  sort?: { field: string; direction: SortDirection } | null;
  /** Chosen values per facet field. */
  filters?: Readonly<Record<string, readonly string[]>>;
  /** Slider bounds per facet field. */
  ranges?: Readonly<Record<string, RequestedRange>>;
  /** `bgfilter.collection_handle`. */
  collection?: string;
  /** `bgfilter.handle`. */
  handles?: readonly string[];
  /** Landing-page tag. */
  tag?: string;
  /** `full` answers a redirect with results too; `minimal` with the redirect alone. @default "full" */
  redirectResponse?: "full" | "minimal";
}

function positiveInt(value: string | null, field: string): number | undefined {
  if (value === null || value === "") return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) {
    throw new SearchRequestError(`Invalid ${field}`);
  }
  return n;
}

function bound(value: string, field: string): number {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n)) {
    throw new SearchRequestError(`${field} must be a number`);
  }
  return n;
}

/**
 * Reads a site id; the search service answers nothing without one.
 *
 * @example
 * ```ts
 * requireSiteId(new URLSearchParams("siteId=sandbox")); // "sandbox"
 * ```
 */
export function requireSiteId(params: URLSearchParams): string {
  const siteId = params.get("siteId")?.trim();
  if (!siteId) throw new SearchRequestError("siteId is required");
  return siteId;
}

/**
 * Reads an optional positive whole number parameter, refusing anything else.
 *
 * @example
 * ```ts
 * positiveIntParam(new URLSearchParams("limit=4"), "limit"); // 4
 * ```
 */
export function positiveIntParam(params: URLSearchParams, name: string): number | undefined {
  return positiveInt(params.get(name), name);
}

/**
 * Reads a comma-separated (or repeated) list parameter.
 *
 * @example
 * ```ts
 * listParam(new URLSearchParams("tags=popular,similar"), "tags"); // ["popular", "similar"]
 * ```
 */
export function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

/**
 * Parses the query string of `search.json` (and `autocomplete.json`): `q`, `oq`, `page`,
 * `resultsPerPage`, `sort.{field}`, `filter.{field}` (repeatable), `filter.{field}.low/.high`,
 * `bgfilter.collection_handle`, `bgfilter.handle`, `tag`, `redirectResponse`. Tracking and
 * personalisation parameters (`domain`, `userId`, `shopper`, `lastViewed`, `cart`) are accepted
 * and play no part in the sandbox's ranking. Throws a {@link SearchRequestError} for a malformed
 * page, page size, sort or slider bound, or a missing site id.
 *
 * @example
 * ```ts
 * parseSearchRequest(new URLSearchParams("siteId=sandbox&q=boots&sort.price=asc&filter.brand=Asics"));
 * // { q: "boots", sort: { field: "price", direction: "asc" }, filters: { brand: ["Asics"] }, … }
 * ```
 */
export function parseSearchRequest(params: URLSearchParams): SearchRequest {
  requireSiteId(params);
  const filters = new Map<string, string[]>();
  const ranges = new Map<string, RequestedRange>();
  let sort: SearchRequest["sort"] = null;
  for (const [key, value] of params) {
    if (key.startsWith("sort.")) {
      if (value !== "asc" && value !== "desc") {
        throw new SearchRequestError(`${key} must be asc or desc`);
      }
      sort ??= { field: key.slice(5), direction: value };
    } else if (key.startsWith("filter.")) {
      const rest = key.slice(7);
      const end = /\.(low|high)$/.exec(rest);
      if (end) {
        const field = rest.slice(0, end.index);
        const range = ranges.get(field) ?? {};
        range[end[1] === "low" ? "low" : "high"] = bound(value, key);
        ranges.set(field, range);
      } else {
        filters.set(rest, [...(filters.get(rest) ?? []), value]);
      }
    }
  }
  const redirectResponse = params.get("redirectResponse") ?? "full";
  if (redirectResponse !== "full" && redirectResponse !== "minimal") {
    throw new SearchRequestError("redirectResponse must be full or minimal");
  }
  return {
    q: params.get("q") ?? "",
    oq: params.get("oq") ?? "",
    page: positiveInt(params.get("page"), "page") ?? 1,
    resultsPerPage: positiveInt(params.get("resultsPerPage"), "resultsPerPage") ?? DEFAULT_RESULTS_PER_PAGE,
    sort,
    filters: Object.fromEntries(filters),
    ranges: Object.fromEntries(ranges),
    collection: params.get("bgfilter.collection_handle") ?? "",
    handles: listParam(params, "bgfilter.handle"),
    tag: params.get("tag") ?? "",
    redirectResponse,
  };
}
