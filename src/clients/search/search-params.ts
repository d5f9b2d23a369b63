import { DEFAULT_RECOMMEND_PROFILE } from "../../rules/carousel";
import {
  CAROUSEL_DEFAULT_LIMIT,
  CAROUSEL_EXTRA_FETCH,
  QUICK_RESULTS_PRODUCT_LIMIT,
  SUGGESTION_PRODUCT_COUNT,
  SUGGESTION_QUERY_COUNT,
  TRENDING_LIMIT,
} from "../../rules/constants";
import type { SliderRange } from "../../rules/price-slider";
import type { SearchSort } from "../../rules/search-url";
import type { QueryValue } from "../http";

/** Parameters of a `search.json` call. Everything is optional: no text lists the whole catalogue. */
export interface SearchParams {
  /** Search text (`q`). */
  q?: string;
  /** The original text when `q` is the service's correction of it (`oq`). */
  oq?: string;
  /** 1-based page. @default 1 */
  page?: number;
  /** Products per page; the service's default when omitted. */
  resultsPerPage?: number;
  /** Landing-page tag (`tag`): the merchandiser's campaign for a landing page. */
  tag?: string;
  /** Sort (`sort.{field}={direction}`); `null` or omitted for relevance. */
  sort?: SearchSort | null;
  /** Chosen values per facet field (`filter.{field}`, repeated per value). */
  filters?: Readonly<Record<string, readonly string[]>>;
  /** Slider ranges per facet field (`filter.{field}.low` and `.high`). */
  ranges?: Readonly<Record<string, SliderRange>>;
  /** Restricts results to one collection (`bgfilter.collection_handle`). */
  collection?: string;
  /** Restricts results to these product handles (`bgfilter.handle`). */
  handles?: readonly string[];
  /** Recently viewed SKUs (`lastViewed`). @default the viewed-products cookie */
  lastViewed?: readonly string[];
  /** SKUs in the cart (`cart`), for personalised ranking. */
  cart?: readonly string[];
}

/** Parameters of an `autocomplete.json` call. */
export interface AutocompleteParams {
  /** The typed text (or the suggestion being previewed). */
  q: string;
  /** Products to return. @default 4 (the quick search's product column) */
  resultsPerPage?: number;
  /** Restricts results to one collection. */
  collection?: string;
}

/** Parameters of a `suggest/query` call. */
export interface SuggestParams {
  /** The typed text. */
  q: string;
  /** Suggested queries wanted. @default 4 */
  suggestionCount?: number;
  /** Products the service prepares for the suggestions. @default 5 */
  productCount?: number;
  /** Language of the suggestions. @default "en" */
  language?: string;
}

/** Parameters of a `suggest/trending` call. */
export interface TrendingParams {
  /** Popular searches wanted. @default 4 */
  limit?: number;
}

/** Parameters of a `boost/{site}/recommend` call. */
export interface RecommendParams {
  /** Profile tags; one result list comes back per tag. @default ["popular"] */
  tags?: readonly string[];
  /** Products per profile: one number for all, or one per tag. @default 23 (carousel limit 20 + 3 extra) */
  limits?: number | readonly number[];
  /** Context products (SKUs or ids), e.g. the product page's product for `similar`. */
  products?: readonly string[];
  /** Recently viewed SKUs. @default the viewed-products cookie */
  lastViewed?: readonly string[];
  /** SKUs in the cart, excluded from and informing the recommendations. */
  cart?: readonly string[];
}

// Kept in the rules so machines can name the default profile without importing a client.
export { DEFAULT_RECOMMEND_PROFILE } from "../../rules/carousel";

const list = (values: readonly string[] | undefined) => (values?.length ? values.join(",") : undefined);

/**
 * The `search.json` query for `params` (without site, domain and shopper parameters). Filter
 * values become repeated `filter.{field}` parameters, a range `filter.{field}.low` and `.high`,
 * the sort `sort.{field}={direction}`; empty values are left out.
 *
 * @example
 * ```ts
 * searchQuery({ q: "boot", filters: { brand: ["Asics", "Clarks"] }, ranges: { price: { low: 50, high: 120 } } });
 * // { q: "boot", page: "1", "filter.brand": ["Asics", "Clarks"], "filter.price.low": "50", "filter.price.high": "120" }
 * ```
 */
export function searchQuery(params: SearchParams): Record<string, QueryValue> {
  const { sort } = params;
  const query: Record<string, QueryValue> = {
    q: params.q || undefined,
    oq: params.oq || undefined,
    page: String(params.page ?? 1),
    resultsPerPage: params.resultsPerPage,
    tag: params.tag || undefined,
    "bgfilter.collection_handle": params.collection || undefined,
    "bgfilter.handle": params.handles?.length ? params.handles : undefined,
    lastViewed: list(params.lastViewed),
    cart: list(params.cart),
  };
  if (sort) query[`sort.${sort.field}`] = sort.direction;
  for (const [field, values] of Object.entries(params.filters ?? {})) {
    query[`filter.${field}`] = values.length > 0 ? values : undefined;
  }
  for (const [field, range] of Object.entries(params.ranges ?? {})) {
    query[`filter.${field}.low`] = String(range.low);
    query[`filter.${field}.high`] = String(range.high);
  }
  return query;
}

/**
 * The `autocomplete.json` query for `params`.
 *
 * @example
 * ```ts
 * autocompleteQuery({ q: "snea" }); // { q: "snea", resultsPerPage: 4 }
 * ```
 */
export function autocompleteQuery(params: AutocompleteParams): Record<string, QueryValue> {
  return {
    q: params.q,
    resultsPerPage: params.resultsPerPage ?? QUICK_RESULTS_PRODUCT_LIMIT,
    "bgfilter.collection_handle": params.collection || undefined,
  };
}

/**
 * The `suggest/query` query for `params`, with the spec's counts as defaults.
 *
 * @example
 * ```ts
 * suggestQuery({ q: "snea" }); // { q: "snea", language: "en", suggestionCount: 4, productCount: 5 }
 * ```
 */
export function suggestQuery(params: SuggestParams): Record<string, QueryValue> {
  return {
    q: params.q,
    language: params.language ?? "en",
    suggestionCount: params.suggestionCount ?? SUGGESTION_QUERY_COUNT,
    productCount: params.productCount ?? SUGGESTION_PRODUCT_COUNT,
  };
}

/**
 * The `suggest/trending` query for `params`.
 *
 * @example
 * ```ts
 * trendingQuery(); // { limit: 4 }
 * ```
 */
export function trendingQuery(params: TrendingParams = {}): Record<string, QueryValue> {
  return { limit: params.limit ?? TRENDING_LIMIT };
}

/**
 * The `boost/{site}/recommend` query for `params`: comma-separated tags, limits and SKU lists, the
 * default popular profile when no tag is given.
 *
 * @example
 * ```ts
 * recommendQuery({ products: ["ASC-1-NVY"] }); // { tags: "popular", limits: "23", products: "ASC-1-NVY" }
 * ```
 */
export function recommendQuery(params: RecommendParams): Record<string, QueryValue> {
  const tags = params.tags && params.tags.length > 0 ? params.tags : [DEFAULT_RECOMMEND_PROFILE];
  const limits = params.limits ?? CAROUSEL_DEFAULT_LIMIT + CAROUSEL_EXTRA_FETCH;
  return {
    tags: tags.join(","),
    limits: typeof limits === "number" ? String(limits) : limits.join(","),
    products: list(params.products),
    lastViewed: list(params.lastViewed),
    cart: list(params.cart),
  };
}
