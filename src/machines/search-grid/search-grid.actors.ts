import type { PromiseActorLogic } from "xstate";
import type { SearchClient, SearchParams, SearchResponse } from "../../clients/search";
import { fromRequest } from "../shared/request";

/** The actors the search-grid machine invokes. */
export interface SearchGridActors {
  /** One `search.json` call, for a page of the grid or the filter panel's count. */
  search: PromiseActorLogic<SearchResponse, SearchParams>;
}

/**
 * The search-grid machine's actors on a search client. A newer request aborts the older one,
 * whose answer never reaches the machine (storefront §8: outdated searches are dropped silently).
 *
 * @example
 * ```ts
 * const machine = searchGridMachine.provide({ actors: createSearchGridActors(createSearchClient(config, { storage })) });
 * ```
 */
export function createSearchGridActors(client: Pick<SearchClient, "search">): SearchGridActors {
  return {
    search: fromRequest((input: SearchParams, signal) => client.search(input, { signal })),
  };
}
