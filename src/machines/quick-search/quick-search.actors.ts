import type { AutocompleteResponse, SearchClient, SuggestResponse } from "../../clients/search";
import {
  QUICK_RESULTS_PAGE_LIMIT,
  QUICK_RESULTS_PRODUCT_LIMIT,
  SUGGESTION_QUERY_COUNT,
  TRENDING_LIMIT,
} from "../../rules/constants";
import { fromRequest } from "../shared/request";
import type { QuickSearchResults } from "./quick-search.types";

/** The search-client calls the quick search makes. */
export type QuickSearchClient = Pick<SearchClient, "suggest" | "autocomplete" | "trending">;

/**
 * Folds a `suggest/query` and an `autocomplete.json` answer for `query` into the overlay's
 * columns, cut to the spec's limits: 4 suggestions, 3 pages, 4 products.
 *
 * @example
 * ```ts
 * const results = quickSearchResults("snekers", suggestAnswer, autocompleteAnswer);
 * results.correctedQuery; // "sneakers"
 * ```
 */
function quickSearchResults(
  query: string,
  suggest: SuggestResponse,
  { results, pages, pagination, autocomplete, merchandising }: AutocompleteResponse,
): QuickSearchResults {
  const texts = [suggest.suggested, ...suggest.alternatives].flatMap((s) => (s?.text.trim() ? [s.text] : []));
  return {
    query,
    suggestions: [...new Set(texts)].slice(0, SUGGESTION_QUERY_COUNT),
    products: results.slice(0, QUICK_RESULTS_PRODUCT_LIMIT),
    pages: pages.slice(0, QUICK_RESULTS_PAGE_LIMIT),
    totalResults: pagination.totalResults,
    correctedQuery: autocomplete.correctedQuery || suggest.correctedQuery || null,
    redirect: merchandising.redirect,
  };
}

/**
 * The quick-search machine's actors over a search client: `loadSuggestions` (suggest and
 * autocomplete in parallel), `loadPopularSearches` (trending, limit 4) and `lookupRedirect` (the
 * merchandising redirect of a submitted text the overlay has no results for yet). Each passes
 * the machine's `AbortSignal` on, so leaving a state cancels its request.
 *
 * @example
 * ```ts
 * const machine = quickSearchMachine.provide({
 *   actors: createQuickSearchActors(createSearchClient(config, { storage })),
 *   actions: { navigate: (_, { url }) => location.assign(url), storeRecentSearches: () => {} },
 * });
 * ```
 */
export function createQuickSearchActors(search: QuickSearchClient) {
  return {
    // The two calls share one controller: when the machine aborts (a newer keystroke superseded
    // this request) both are cancelled, and when one fails the other is cancelled too rather
    // than left running.
    loadSuggestions: fromRequest(({ query: q }: { query: string }, signal) => {
      const controller = new AbortController();
      const call = { signal: controller.signal };
      signal.addEventListener("abort", () => controller.abort());
      return Promise.all([
        search.suggest({ q }, call),
        search.autocomplete({ q, resultsPerPage: QUICK_RESULTS_PRODUCT_LIMIT }, call),
      ]).then(
        ([suggest, autocomplete]) => quickSearchResults(q, suggest, autocomplete),
        (error: unknown) => {
          controller.abort();
          throw error;
        },
      );
    }),
    loadPopularSearches: fromRequest<string[]>((_, signal) =>
      search
        .trending({ limit: TRENDING_LIMIT }, { signal })
        .then(({ trending }) => trending.queries.slice(0, TRENDING_LIMIT).map((entry) => entry.searchQuery)),
    ),
    lookupRedirect: fromRequest(({ query: q }: { query: string }, signal) =>
      search
        .autocomplete({ q, resultsPerPage: 1 }, { signal })
        .then((answer) => answer.merchandising.redirect),
    ),
  };
}
