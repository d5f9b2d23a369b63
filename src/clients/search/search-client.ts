import type * as v from "valibot";
import type { SolekitConfig, StorageAdapter } from "../../runtime";
import { createHttp, type Http, type QueryValue } from "../http";
import { type Prefetch, prefetchStore } from "../http/prefetch";
import type { RecommendResponse } from "./recommend.schemas";
import { recommendCall } from "./recommend-call";
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
 * The search client without recommendations: what the search page, the quick search and the
 * product lists call. {@link createStorefrontSearchClient} builds it without the recommendation
 * call's schema and parameters, which only the carousels need.
 */
export type StorefrontSearchClient = Omit<SearchClient, "recommend">;

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
  const transport = searchTransport(config, options);
  return { ...storefrontCalls(transport, config, options.prefetch), recommend: recommendCall(transport) };
}

/**
 * Creates the search-service client without `recommend` (see {@link StorefrontSearchClient}):
 * the same calls, ids and prefetch as {@link createSearchClient}.
 *
 * @example
 * ```ts
 * const search = createStorefrontSearchClient(config, { storage: createBrowserStorage() });
 * const { results } = await search.search({ q: "boots" });
 * ```
 */
export function createStorefrontSearchClient(
  config: SearchClientConfig,
  options: SearchClientOptions,
): StorefrontSearchClient {
  return storefrontCalls(searchTransport(config, options), config, options.prefetch);
}

/**
 * What every search-service call shares: the site id, the tracking ids (sent as headers), the
 * transport and the viewed products a personalised call defaults to.
 *
 * @internal
 */
export interface SearchTransport {
  readonly siteId: string;
  readonly ids: TrackingIds;
  /** Sends a GET with the site id and the tracking headers, parsed by `schema`. */
  get<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    query: Record<string, QueryValue>,
    call?: SearchCallOptions,
  ): Promise<v.InferOutput<TSchema>>;
  /** Personalised calls default to the viewed-products cookie. */
  personal<TParams extends { lastViewed?: readonly string[] }>(params: TParams): TParams;
}

function searchTransport(config: SearchClientConfig, options: SearchClientOptions): SearchTransport {
  const http = options.http ?? createHttp({ baseURL: config.search.host });
  const ids = options.trackingIds ?? trackingIdsFor(options.storage);
  if (config.customer?.logged) ids.setShopperId(config.customer.id);
  const { siteId } = config.search;
  return {
    siteId,
    ids,
    get: (path, schema, query, { signal } = {}) =>
      http.request({ path, schema, query: { siteId, ...query }, headers: ids.headers(), signal }),
    personal: (params) => ({ ...params, lastViewed: params.lastViewed ?? ids.viewedProducts() }),
  };
}

function storefrontCalls(
  { ids, get, personal }: SearchTransport,
  config: SearchClientConfig,
  prefetch: Prefetch | undefined,
): StorefrontSearchClient {
  // What search.json and autocomplete.json both take besides the site id.
  const catalogue = { domain: `https://${config.shop.domain}`, resultsFormat: "native" };

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
        prefetch?.take<SearchResponse>(key, call?.signal) ??
        get(searchPath, searchResponseSchema, query, call)
      );
    },
    prefetch(params) {
      const { key, query } = searchCall(params);
      prefetchStore(prefetch, "createSearchClient").keep(key, (signal) =>
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
  };
}
