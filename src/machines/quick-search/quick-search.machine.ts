import { assign, setup } from "xstate";
import { QUICK_SEARCH_DEBOUNCE_MS, SEARCH_REDIRECT_DELAY_MS } from "../../rules/constants";
import { limitFreeText } from "../../rules/free-text";
import { addRecentSearch, RECENT_SEARCHES_LIMIT, removeRecentSearch } from "../../rules/recent-searches";
import { isAllowedRedirect } from "../../rules/redirects";
import { searchPageHref } from "../../rules/search-url";
import type { SolekitError } from "../../runtime/solekit-error";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import { movedHighlight, quickSearchOptions } from "./quick-search.selectors";
import type {
  QuickSearchContext,
  QuickSearchEvent,
  QuickSearchHighlightMove,
  QuickSearchInput,
  QuickSearchOption,
  QuickSearchResults,
} from "./quick-search.types";

/**
 * Tags of the quick-search states, which `connectQuickSearch` reads: `loading`, `success`,
 * `error` (the consumer contract's status), `noResults` and `submitting` (the overlay's detail).
 */
export type QuickSearchTag = "loading" | "success" | "error" | "noResults" | "submitting";

type Args = { context: QuickSearchContext; event: QuickSearchEvent };
type EventOf<T extends QuickSearchEvent["type"]> = { event: Extract<QuickSearchEvent, { type: T }> };

const searchText = (query: string) => query.trim();
// The text an event brings: typed, or committed by an input method. Like every free-text field it
// loses control characters and keeps at most 200 characters (storefront §9's input limit).
const typedText = ({ event }: EventOf<"query.change" | "composition.end">) => limitFreeText(event.query);
const submitted = (context: QuickSearchContext) => context.submission?.query ?? "";
// The latest results, when they are for the text in the input.
const currentResults = ({ query, results }: QuickSearchContext) =>
  results?.query === searchText(query) ? results : null;

// The params of the injected actions, by what they hand on.
const answer = <T>({ event }: { event: { output: T } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => asError(event.error);
const recentSearchesOf = ({ context }: Args) => ({ recentSearches: context.recentSearches });
const picked = ({ event }: EventOf<"item.select">) => event.option;
const pickedPage = ({ event }: EventOf<"item.select">) => ({
  url: "url" in event.option ? event.option.url : "/",
});
const pickedSearch = ({ event }: EventOf<"item.select">) => ({ query: event.option.label });
const typedSearch = ({ context }: Args) => ({ query: context.query });
const followedLink = ({ event }: EventOf<"link.follow">) => ({ url: event.href });
const followedSearch = ({ event }: EventOf<"link.follow">) => event.query ?? "";
const submittedSearch = ({ context }: Args) => submitted(context);
const removedSearch = ({ event }: EventOf<"recent.remove">) => event.query;
const pointedAt = ({ event }: EventOf<"item.highlight">) => event.index;
const moved = ({ event }: EventOf<"highlight.move">) => event.to;
const submittedRedirect = ({ context }: Args) => ({ url: context.submission?.redirect ?? "/" });
const submittedSearchPage = ({ context }: Args) => ({ url: searchPageHref(submitted(context)) });

const storeRecentSearches = { type: "storeRecentSearches", params: recentSearchesOf } as const;

// New text in the input, typed or committed by an input method: the same text keeps the results,
// no text shows popular and recent searches, other text is searched after the debounce.
const setQuery = { type: "setQuery", params: typedText } as const;
const newText = [
  { guard: { type: "keepsSearchText", params: typedText }, actions: setQuery },
  { guard: { type: "typedTextIsBlank", params: typedText }, target: ".idle", actions: "clearSearch" },
  { target: ".debouncing", actions: [setQuery, "forgetHighlight"] },
] as const;

// The machine's type is inferred here and named by QuickSearchMachine below, so the API docs show
// the name instead of expanding the whole configuration.
function buildQuickSearchMachine() {
  return setup({
    types: {
      context: {} as QuickSearchContext,
      events: {} as QuickSearchEvent,
      input: {} as QuickSearchInput,
      tags: {} as QuickSearchTag,
    },
    actors: {
      loadSuggestions: missingActor<QuickSearchResults, { query: string }>("quick-search", "loadSuggestions"),
      loadPopularSearches: missingActor<string[]>("quick-search", "loadPopularSearches"),
      lookupRedirect: missingActor<string | null, { query: string }>("quick-search", "lookupRedirect"),
    },
    delays: {
      debounce: QUICK_SEARCH_DEBOUNCE_MS,
      redirectDelay: SEARCH_REDIRECT_DELAY_MS,
    },
    guards: {
      hasText: ({ context }) => searchText(context.query) !== "",
      hasNoText: ({ context }) => searchText(context.query) === "",
      typedTextIsBlank: (_, text: string) => searchText(text) === "",
      keepsSearchText: ({ context }, text: string) => searchText(text) === searchText(context.query),
      resultsAreForTypedText: ({ context }, text: string) => context.results?.query === searchText(text),
      resultsHaveProducts: ({ context }) => (currentResults(context)?.totalResults ?? 0) > 0,
      hasResultsForText: ({ context }) => currentResults(context) !== null,
      pickedSearchTerm: (_, option: QuickSearchOption) => !("url" in option),
      redirectIsAllowed: ({ context: { submission, redirectPolicy } }) =>
        submission?.redirectKnown === true && isAllowedRedirect(submission.redirect, redirectPolicy),
      redirectIsUnknown: ({ context }) => !context.submission?.redirectKnown,
    },
    actions: {
      // Injected: how the host app changes page, and where recent searches are kept.
      navigate: (_, _params: { url: string }) => undefined,
      storeRecentSearches: (_, _params: { recentSearches: readonly string[] }) => undefined,

      setQuery: assign((_, text: string) => ({ query: text })),
      // Emptied by Clear, and once the shopper has left for a page: the next open starts afresh
      // with popular and recent searches.
      clearSearch: assign({ query: "", results: null, error: null, highlightedIndex: -1 }),
      forgetHighlight: assign({ highlightedIndex: -1 }),
      forgetSubmission: assign({ submission: null }),
      setPopularSearches: assign(({ context }, popularSearches: string[]) => ({
        popularSearches,
        highlightedIndex: searchText(context.query) ? context.highlightedIndex : -1,
      })),
      setResults: assign((_, results: QuickSearchResults) => ({
        results,
        error: null,
        highlightedIndex: -1,
      })),
      setError: assign((_, error: SolekitError) => ({ results: null, error, highlightedIndex: -1 })),
      // One index for a pointer (kept only inside the options) or a key (wrapping around).
      highlightOption: assign(({ context }, index: number) => ({
        highlightedIndex: index >= 0 && index < quickSearchOptions(context).length ? index : -1,
      })),
      moveHighlight: assign(({ context }, to: QuickSearchHighlightMove) => ({
        highlightedIndex: movedHighlight(context.highlightedIndex, quickSearchOptions(context).length, to),
      })),
      // Commits a search: the text typed, or the popular, recent or suggested search picked. When
      // the latest results are for that text, its redirect is already known.
      commitSearch: assign(({ context: { results } }, { query }: { query: string }) => {
        const text = searchText(query);
        const known = results?.query === text;
        return {
          query,
          highlightedIndex: -1,
          submission: { query: text, redirect: known ? results.redirect : null, redirectKnown: known },
        };
      }),
      setRedirect: assign(({ context: { submission } }, redirect: string | null) => ({
        submission: submission && { ...submission, redirect, redirectKnown: true },
      })),
      // The recent searches after a submit, a followed link, Delete or 'Clear recent searches'.
      addToRecentSearches: assign(({ context }, query: string) => ({
        highlightedIndex: -1,
        recentSearches: addRecentSearch(context.recentSearches, query, context.recentSearchesLimit),
      })),
      removeFromRecentSearches: assign(({ context }, query: string) => ({
        highlightedIndex: -1,
        recentSearches: removeRecentSearch(context.recentSearches, query),
      })),
      clearRecentSearches: assign({ highlightedIndex: -1, recentSearches: [] }),
    },
  }).createMachine({
    id: "quickSearch",
    context: ({ input }) => {
      const limit = input.recentSearchesLimit ?? RECENT_SEARCHES_LIMIT;
      return {
        query: "",
        results: null,
        popularSearches: [],
        recentSearches: (input.recentSearches ?? []).slice(0, limit),
        recentSearchesLimit: limit,
        highlightedIndex: -1,
        submission: null,
        error: null,
        redirectPolicy: input.redirectPolicy,
      };
    },
    initial: "closed",
    on: {
      "recent.remove": {
        actions: [{ type: "removeFromRecentSearches", params: removedSearch }, storeRecentSearches],
      },
      "recent.clear": { actions: ["clearRecentSearches", storeRecentSearches] },
    },
    states: {
      closed: {
        entry: ["forgetHighlight", "forgetSubmission"],
        on: { "overlay.open": "open" },
      },
      open: {
        initial: "settling",
        invoke: {
          src: "loadPopularSearches",
          onDone: { actions: { type: "setPopularSearches", params: answer } },
          // Storefront §8: failures other than the listed ones are swallowed; the overlay then
          // simply shows no popular searches.
          onError: {},
        },
        on: {
          "overlay.close": "closed",
          "query.change": newText,
          // An input method's text counts like typed text (also when it ends outside `composing`).
          "composition.end": newText,
          "composition.start": ".composing",
          "query.clear": { target: ".idle", actions: "clearSearch" },
          "item.highlight": { actions: { type: "highlightOption", params: pointedAt } },
          "highlight.move": { actions: { type: "moveHighlight", params: moved } },
          "item.select": [
            {
              guard: { type: "pickedSearchTerm", params: picked },
              target: ".submitting",
              actions: { type: "commitSearch", params: pickedSearch },
            },
            { target: "closed", actions: [{ type: "navigate", params: pickedPage }, "clearSearch"] },
          ],
          "form.submit": {
            guard: "hasText",
            target: ".submitting",
            actions: { type: "commitSearch", params: typedSearch },
          },
          "link.follow": {
            target: "closed",
            actions: [
              { type: "addToRecentSearches", params: followedSearch },
              storeRecentSearches,
              { type: "navigate", params: followedLink },
              "clearSearch",
            ],
          },
        },
        states: {
          // Shows what the context holds: popular and recent searches without text, the results
          // for the text, or asks for them (on reopening after an error or an aborted request).
          settling: {
            always: [
              { guard: "hasNoText", target: "idle" },
              { guard: "resultsHaveProducts", target: "results" },
              { guard: "hasResultsForText", target: "noResults" },
              { target: "loading" },
            ],
          },
          idle: {},
          // An input method (Chinese, Japanese, Korean) is composing: the input shows every
          // keystroke, but nothing is requested until the composed text is committed.
          composing: {
            tags: ["loading"],
            on: {
              "query.change": { actions: setQuery },
              "composition.end": [
                {
                  guard: { type: "typedTextIsBlank", params: typedText },
                  target: "idle",
                  actions: "clearSearch",
                },
                {
                  guard: { type: "resultsAreForTypedText", params: typedText },
                  target: "settling",
                  actions: setQuery,
                },
                { target: "debouncing", actions: [setQuery, "forgetHighlight"] },
              ],
            },
          },
          debouncing: {
            tags: ["loading"],
            after: { debounce: "loading" },
          },
          loading: {
            tags: ["loading"],
            invoke: {
              src: "loadSuggestions",
              input: ({ context }) => ({ query: searchText(context.query) }),
              onDone: { target: "settling", actions: { type: "setResults", params: answer } },
              onError: { target: "error", actions: { type: "setError", params: failure } },
            },
          },
          results: { tags: ["success"] },
          noResults: { tags: ["success", "noResults"] },
          // The request failed: `errorMessage` shows with Try again, which asks again for the text.
          error: {
            tags: ["error"],
            on: { "search.retry": { guard: "hasText", target: "loading" } },
          },
          submitting: {
            tags: ["loading", "submitting"],
            initial: "waiting",
            entry: [{ type: "addToRecentSearches", params: submittedSearch }, storeRecentSearches],
            on: { "form.submit": {} },
            states: {
              // Follows an allowed redirect at once, asks for the redirect when it is not known
              // yet, and otherwise goes to the search page after 2 s (storefront §2).
              waiting: {
                always: [
                  {
                    guard: "redirectIsAllowed",
                    target: "#quickSearch.closed",
                    actions: [{ type: "navigate", params: submittedRedirect }, "clearSearch"],
                  },
                  { guard: "redirectIsUnknown", target: "checking" },
                ],
                after: {
                  redirectDelay: {
                    target: "#quickSearch.closed",
                    actions: [{ type: "navigate", params: submittedSearchPage }, "clearSearch"],
                  },
                },
              },
              checking: {
                invoke: {
                  src: "lookupRedirect",
                  input: ({ context }) => ({ query: submitted(context) }),
                  onDone: { target: "waiting", actions: { type: "setRedirect", params: answer } },
                  // Without an answer there is no redirect to follow; the search page will search itself.
                  onError: { target: "waiting", actions: { type: "setRedirect", params: null } },
                },
              },
            },
          },
        },
      },
    },
  });
}

/** The quick-search machine's type. */
export type QuickSearchMachine = ReturnType<typeof buildQuickSearchMachine>;

/**
 * The quick-search overlay (storefront §2, §4): closed or open; while open, popular searches
 * load, typing is debounced 400 ms before suggestions are requested, a newer keystroke aborts
 * the request in flight, nothing is requested while an input method composes text, a failed
 * request shows its error until `search.retry` asks again (or the text changes), and a submit
 * follows an allowed merchandising redirect at once or goes to the search page after 2 s. Side
 * effects are injected: the actors `loadSuggestions`, `loadPopularSearches` and `lookupRedirect`
 * (see `createQuickSearchActors`) and the actions `navigate` and `storeRecentSearches`.
 *
 * @example
 * ```ts
 * const actor = createActor(
 *   quickSearchMachine.provide({
 *     actors: createQuickSearchActors(searchClient),
 *     actions: {
 *       navigate: (_, { url }) => router.push(url),
 *       storeRecentSearches: (_, { recentSearches }) => save(recentSearches),
 *     },
 *   }),
 *   { input: { redirectPolicy: { shopDomain, origin: location.origin, redirectHosts: [] } } },
 * ).start();
 * actor.send({ type: "overlay.open" });
 * ```
 */
export const quickSearchMachine: QuickSearchMachine = buildQuickSearchMachine();
