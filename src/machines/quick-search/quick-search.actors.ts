import { fromPromise } from "xstate";
import type { AutocompleteResponse, SearchClient, SuggestResponse } from "../../clients/search";
import {
  QUICK_RESULTS_PAGE_LIMIT,
  QUICK_RESULTS_PRODUCT_LIMIT,
  SUGGESTION_QUERY_COUNT,
  TRENDING_LIMIT,
} from "../../rules/constants";
import { unlessAborted } from "../shared/unless-aborted";
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
export function quickSearchResults(
  query: string,
  suggest: SuggestResponse,
  autocomplete: AutocompleteResponse,
): QuickSearchResults {
  const texts = [suggest.suggested?.text, ...suggest.alternatives.map((s) => s.text)];
  const suggestions = [...new Set(texts.filter((text): text is string => Boolean(text?.trim())))];
  return {
    query,
    suggestions: suggestions.slice(0, SUGGESTION_QUERY_COUNT),
    products: autocomplete.results.slice(0, QUICK_RESULTS_PRODUCT_LIMIT),
    pages: autocomplete.pages.slice(0, QUICK_RESULTS_PAGE_LIMIT),
    totalResults: autocomplete.pagination.totalResults,
    correctedQuery: autocomplete.autocomplete.correctedQuery || suggest.correctedQuery || null,
    redirect: autocomplete.merchandising.redirect,
  };
}

/**
 * Asks for suggestions and for products and pages in parallel. The two calls share one
 * controller: when the machine aborts (a newer keystroke superseded this request) both are
 * cancelled, and when one fails the other is cancelled too rather than left running.
 */
async function loadQuickSearchResults(
  search: QuickSearchClient,
  query: string,
  signal: AbortSignal,
): Promise<QuickSearchResults> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal.aborted) abort();
  signal.addEventListener("abort", abort, { once: true });
  const fail = (error: unknown): never => {
    abort();
    throw error;
  };
  try {
    const call = { signal: controller.signal };
    const [suggest, autocomplete] = await Promise.all([
      search.suggest({ q: query }, call).catch(fail),
      search.autocomplete({ q: query, resultsPerPage: QUICK_RESULTS_PRODUCT_LIMIT }, call).catch(fail),
    ]);
    return quickSearchResults(query, suggest, autocomplete);
  } finally {
    signal.removeEventListener("abort", abort);
  }
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
    loadSuggestions: fromPromise<QuickSearchResults, { query: string }>(({ input, signal }) =>
      unlessAborted(loadQuickSearchResults(search, input.query, signal), signal),
    ),
    loadPopularSearches: fromPromise<string[]>(({ signal }) =>
      unlessAborted(
        search
          .trending({ limit: TRENDING_LIMIT }, { signal })
          .then((answer) =>
            answer.trending.queries.map((entry) => entry.searchQuery).slice(0, TRENDING_LIMIT),
          ),
        signal,
      ),
    ),
    lookupRedirect: fromPromise<string | null, { query: string }>(({ input, signal }) =>
      unlessAborted(
        search
          .autocomplete({ q: input.query, resultsPerPage: 1 }, { signal })
          .then((answer) => answer.merchandising.redirect),
        signal,
      ),
    ),
  };
}
