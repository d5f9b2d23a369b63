import type { fromPromise } from "xstate";
import type { SearchClient, SearchParams, SearchResponse } from "../../clients/search";
import { fromRequest } from "../shared/request";

/** The actors the search-grid machine invokes. */
export interface SearchGridActors {
  /** One `search.json` call; receives the machine's `AbortSignal`. */
  search: ReturnType<typeof fromPromise<SearchResponse, SearchParams>>;
}

/**
 * The search-grid machine's actors on a search client. A search whose signal was aborted never
 * settles: an outdated request is dropped without a trace (storefront §8), even when the same
 * invocation is restarted (React StrictMode replays effects that way).
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
