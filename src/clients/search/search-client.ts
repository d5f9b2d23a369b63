import type * as v from "valibot";
import type { SolekitConfig, StorageAdapter } from "../../runtime";
import { createHttp, type Http, type QueryValue } from "../http";
import { type Prefetch, prefetchStore } from "../http/prefetch";
import { type RecommendResponse, recommendResponseSchema } from "./recommend.schemas";
import {
  type AutocompleteResponse,
  autocompleteResponseSchema,
  type SearchResponse,
  searchResponseSchema,
} from "./search.schemas";
import {
  type AutocompleteParams,
  autocompleteQuery,
  type RecommendParams,
  recommendQuery,
  type SearchParams,
  type SuggestParams,
  searchQuery,
  suggestQuery,
  type TrendingParams,
  trendingQuery,
} from "./search-params";
import {
  type SuggestResponse,
  suggestResponseSchema,
  type TrendingResponse,
  trendingResponseSchema,
} from "./suggest.schemas";
import { type TrackingIds, trackingIdsFor } from "./tracking-ids";

/** Options of one search-service call. */
export interface SearchCallOptions {
  /** Cancels the call; it then rejects with a `SolekitError` of kind `aborted`. */
  signal?: AbortSignal;
}

/**
 * Client of the search service: search, autocomplete, suggestions, trending searches and
 * recommendations. Every call sends the user-id, session-id and page-load-id headers, accepts an
 * `AbortSignal`, and rejects only with a `SolekitError`.
 */
export interface SearchClient {
  /** Runs a search or lists a collection (`search.json`). */
  search(params: SearchParams, options?: SearchCallOptions): Promise<SearchResponse>;
  /** Products and content pages for the quick search (`autocomplete.json`). */
  autocomplete(params: AutocompleteParams, options?: SearchCallOptions): Promise<AutocompleteResponse>;
  /** Suggested queries for typed text (`suggest/query`). */
  suggest(params: SuggestParams, options?: SearchCallOptions): Promise<SuggestResponse>;
  /** Popular searches (`suggest/trending`). */
  trending(params?: TrendingParams, options?: SearchCallOptions): Promise<TrendingResponse>;
  /** Recommendations per profile (`boost/{site}/recommend`). */
  recommend(params?: RecommendParams, options?: SearchCallOptions): Promise<RecommendResponse>;
  /**
   * Starts `search(params)` now, before anything asks for it (render-as-you-fetch): the first
   * `search` with the same parameters within 10 s, from this client or another on the same
   * `prefetch` store, takes its answer over instead of sending the request again. Needs the
   * client's `prefetch` option (throws without it).
   */
  prefetch(params: SearchParams): void;
  /** The tracking ids the client sends; record product views here. */
  readonly trackingIds: TrackingIds;
}

/** Options of {@link createSearchClient}. */
export interface SearchClientOptions {
  /** Where the tracking ids live (cookies). */
  storage: StorageAdapter;
  /** Transport. @default createHttp({ baseURL: config.search.host }) */
  http?: Http;
  /** Tracking ids. @default trackingIdsFor(storage), shared with the beacon client */
  trackingIds?: TrackingIds;
  /** Where prefetched searches wait to be taken over; `prefetch()` needs it. @default none */
  prefetch?: Prefetch;
}

/** The configuration the search client reads. */
export type SearchClientConfig = Pick<SolekitConfig, "search" | "shop"> &
  Partial<Pick<SolekitConfig, "customer">>;

/**
 * Creates the search-service client. A logged-in customer's id becomes the shopper id (cookie,
 * 365 days) sent as `shopper` for personalised results.
 *
 * @example
 * ```ts
 * const search = createSearchClient(config, { storage: createBrowserStorage() });
 * const controller = new AbortController();
 * const page = await search.search(
 *   { q: "boots", filters: { brand: ["Asics"] }, sort: { field: "price", direction: "asc" } },
 *   { signal: controller.signal },
 * );
 * page.pagination.totalResults;
 * ```
 */
export function createSearchClient(config: SearchClientConfig, options: SearchClientOptions): SearchClient {
  const http = options.http ?? createHttp({ baseURL: config.search.host });
  const ids = options.trackingIds ?? trackingIdsFor(options.storage);
  if (config.customer?.logged) ids.setShopperId(config.customer.id);
  const { siteId } = config.search;
  // What search.json and autocomplete.json both take besides the site id.
  const catalogue = { domain: `https://${config.shop.domain}`, resultsFormat: "native" };

  const get = <TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    query: Record<string, QueryValue>,
    { signal }: SearchCallOptions = {},
  ) => http.request({ path, schema, query: { siteId, ...query }, headers: ids.headers(), signal });
  // Personalised calls default to the viewed-products cookie and name the logged-in shopper.
  const personal = <TParams extends { lastViewed?: readonly string[] }>(params: TParams) => ({
    ...params,
    lastViewed: params.lastViewed ?? ids.viewedProducts(),
  });

  const searchPath = "/api/search/search.json";
  const searchCall = (params: SearchParams) => {
    const query = {
      ...catalogue,
      redirectResponse: "full",
      ...searchQuery(personal(params)),
      shopper: ids.shopperId(),
      userId: ids.userId(),
    };
    // The same parameters, ids and viewed products make the same key: only then is a prefetched
    // answer the one this call would get.
    return { key: `${searchPath}?${JSON.stringify(query)}`, query };
  };

  return {
    trackingIds: ids,
    search(params, call) {
      const { key, query } = searchCall(params);
      return (
        options.prefetch?.take<SearchResponse>(key, call?.signal) ??
        get(searchPath, searchResponseSchema, query, call)
      );
    },
    prefetch(params) {
      const { key, query } = searchCall(params);
      prefetchStore(options.prefetch, "createSearchClient").keep(key, (signal) =>
        get(searchPath, searchResponseSchema, query, { signal }),
      );
    },
    autocomplete: (params, call) =>
      get(
        "/api/search/autocomplete.json",
        autocompleteResponseSchema,
        { ...catalogue, ...autocompleteQuery(params) },
        call,
      ),
    suggest: (params, call) => get("/api/suggest/query", suggestResponseSchema, suggestQuery(params), call),
    trending: (params, call) =>
      get("/api/suggest/trending", trendingResponseSchema, trendingQuery(params), call),
    recommend: (params = {}, call) =>
      get(
        `/boost/${encodeURIComponent(siteId)}/recommend`,
        recommendResponseSchema,
        { ...recommendQuery(personal(params)), shopper: ids.shopperId() },
        call,
      ),
  };
}
