import type { SolekitConfig } from "../config";
import { createHttp, type Http } from "../http";
import { type SearchResponse, searchResponseSchema } from "./search.schemas";

/** Parameters of {@link SearchClient.search}. */
export interface SearchParams {
  /** Search text; omitted lists the whole catalogue. */
  q?: string;
  /** 1-based page. @default 1 */
  page?: number;
  /** Products per page. */
  resultsPerPage?: number;
  /** Restricts results to one collection (`bgfilter.collection_handle`). */
  collection?: string;
}

/** Client of the search service. */
export interface SearchClient {
  /** Runs a search. */
  search(params: SearchParams, options?: { signal?: AbortSignal }): Promise<SearchResponse>;
}

/**
 * Creates the search-service client.
 *
 * @example
 * ```ts
 * const search = createSearchClient(config);
 * const { results, pagination } = await search.search({ q: "boots", page: 2 });
 * ```
 */
export function createSearchClient(
  config: Pick<SolekitConfig, "search" | "shop">,
  http?: Http,
): SearchClient {
  const transport = http ?? createHttp({ baseURL: config.search.host });
  return {
    search(params, options = {}) {
      return transport.request({
        path: "/api/search/search.json",
        query: {
          siteId: config.search.siteId,
          domain: `https://${config.shop.domain}`,
          resultsFormat: "native",
          redirectResponse: "full",
          q: params.q,
          page: params.page,
          resultsPerPage: params.resultsPerPage,
          "bgfilter.collection_handle": params.collection,
        },
        schema: searchResponseSchema,
        signal: options.signal,
      });
    },
  };
}
