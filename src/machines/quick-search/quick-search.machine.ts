import { assign, fromPromise, setup } from "xstate";
import type { SolekitError } from "../../clients/http";
import { QUICK_SEARCH_DEBOUNCE_MS, SEARCH_REDIRECT_DELAY_MS } from "../../rules/constants";
import { addRecentSearch, RECENT_SEARCHES_LIMIT, removeRecentSearch } from "../../rules/recent-searches";
import { isAllowedRedirect } from "../../rules/redirects";
import { searchPageHref } from "../../rules/search-url";
import { movedHighlight, quickSearchOptions } from "./quick-search.options";
import type {
  QuickSearchContext,
  QuickSearchEvent,
  QuickSearchInput,
  QuickSearchResults,
} from "./quick-search.types";

const asError = (error: unknown): SolekitError | Error =>
  error instanceof Error ? error : new Error(String(error));
const missing = (name: string) => () =>
  Promise.reject(new Error(`quick-search: provide a \`${name}\` actor`));
const searchText = (query: string) => query.trim();
type ContextArgs = { context: QuickSearchContext };
const hasSearchText = ({ context }: ContextArgs) => searchText(context.query) !== "";
const hasCurrentResults = ({ context }: ContextArgs) => context.results?.query === searchText(context.query);
// The text being submitted.
const submitted = ({ context }: ContextArgs) => context.submission?.query ?? "";
// Hands the updated list to the injected `storeRecentSearches`.
const persistRecentSearches = {
  type: "storeRecentSearches",
  params: ({ context }: ContextArgs) => ({ recentSearches: context.recentSearches }),
} as const;

// Leaves the overlay for the page `url` names: the host app navigates, and the search is emptied
// so the next open starts afresh.
const leaveFor = <TArgs>(url: (args: TArgs) => string) =>
  [{ type: "navigate", params: (args: TArgs) => ({ url: url(args) }) }, "clearSearch"] as const;

// The machine's type is inferred here and named by QuickSearchMachine below, so the API docs show
// the name instead of expanding the whole configuration.
function buildQuickSearchMachine() {
  return setup({
    types: {
      context: {} as QuickSearchContext,
      events: {} as QuickSearchEvent,
      input: {} as QuickSearchInput,
    },
    actors: {
      loadSuggestions: fromPromise<QuickSearchResults, { query: string }>(missing("loadSuggestions")),
      loadPopularSearches: fromPromise<string[]>(missing("loadPopularSearches")),
      lookupRedirect: fromPromise<string | null, { query: string }>(missing("lookupRedirect")),
    },
    actions: {
      // Injected: how the host app changes page, and where recent searches are kept.
      navigate: (_, _params: { url: string }) => undefined,
      storeRecentSearches: (_, _params: { recentSearches: readonly string[] }) => undefined,
      // Emptied by Clear, and once the shopper has left for a page: the next open starts afresh
      // with popular and recent searches.
      clearSearch: assign({ query: "", results: null, error: null, highlightedIndex: -1 }),
    },
    delays: {
      debounce: QUICK_SEARCH_DEBOUNCE_MS,
      searchRedirect: SEARCH_REDIRECT_DELAY_MS,
    },
    guards: {
      queryIsBlank: ({ event }) => event.type === "query.change" && searchText(event.query) === "",
      searchTextUnchanged: ({ context, event }) =>
        event.type === "query.change" && searchText(event.query) === searchText(context.query),
      hasSearchText,
      lacksSearchText: (args) => !hasSearchText(args),
      hasCurrentResults,
      // The results are for the text and have products.
      foundProducts: (args) => hasCurrentResults(args) && (args.context.results?.totalResults ?? 0) > 0,
      redirectKnown: ({ context }) => context.submission?.redirectKnown === true,
      redirectAllowed: ({ context }) =>
        isAllowedRedirect(context.submission?.redirect, context.redirectPolicy),
      selectsTerm: ({ event }) => event.type === "item.select" && !("url" in event.option),
    },
  }).createMachine({
    id: "quickSearch",
    context: ({ input }) => {
      const limit = input.recentSearchesLimit ?? RECENT_SEARCHES_LIMIT;
      return {
        id: input.id,
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
        actions: [
          assign(({ context, event }) => ({
            recentSearches: removeRecentSearch(context.recentSearches, event.query),
            highlightedIndex: -1,
          })),
          persistRecentSearches,
        ],
      },
      "recent.clear": {
        actions: [assign({ recentSearches: [], highlightedIndex: -1 }), persistRecentSearches],
      },
    },
    states: {
      closed: {
        entry: assign({ highlightedIndex: -1, submission: null }),
        on: { "overlay.open": "open" },
      },
      open: {
        initial: "settling",
        invoke: {
          src: "loadPopularSearches",
          onDone: {
            actions: assign(({ context, event }) => ({
              popularSearches: event.output,
              highlightedIndex: searchText(context.query) === "" ? -1 : context.highlightedIndex,
            })),
          },
          // Storefront §8: failures other than the listed ones are swallowed; the overlay then
          // simply shows no popular searches.
          onError: {},
        },
        on: {
          "overlay.close": "closed",
          "query.change": [
            { guard: "searchTextUnchanged", actions: assign({ query: ({ event }) => event.query }) },
            { guard: "queryIsBlank", target: ".idle", actions: "clearSearch" },
            {
              target: ".debouncing",
              actions: assign({ query: ({ event }) => event.query, highlightedIndex: -1 }),
            },
          ],
          "query.clear": { target: ".idle", actions: "clearSearch" },
          "item.highlight": {
            actions: assign({
              highlightedIndex: ({ context, event }) =>
                event.index >= 0 && event.index < quickSearchOptions(context).length ? event.index : -1,
            }),
          },
          "highlight.move": {
            actions: assign({
              highlightedIndex: ({ context, event }) =>
                movedHighlight(context.highlightedIndex, quickSearchOptions(context).length, event.to),
            }),
          },
          "item.select": [
            {
              guard: "selectsTerm",
              target: ".submitting",
              actions: assign(({ event }) => ({
                query: event.option.label,
                highlightedIndex: -1,
                submission: { query: event.option.label, redirect: null, redirectKnown: false },
              })),
            },
            {
              target: "closed",
              actions: leaveFor(({ event }) => ("url" in event.option ? event.option.url : "/")),
            },
          ],
          "form.submit": {
            guard: "hasSearchText",
            target: ".submitting",
            actions: assign(({ context }) => {
              const query = searchText(context.query);
              const known = context.results?.query === query;
              return {
                highlightedIndex: -1,
                submission: {
                  query,
                  redirect: known ? (context.results?.redirect ?? null) : null,
                  redirectKnown: known,
                },
              };
            }),
          },
          "link.follow": {
            target: "closed",
            actions: [
              assign(({ context, event }) => ({
                recentSearches:
                  event.query === undefined
                    ? context.recentSearches
                    : addRecentSearch(context.recentSearches, event.query, context.recentSearchesLimit),
              })),
              persistRecentSearches,
              ...leaveFor(({ event }: { event: { href: string } }) => event.href),
            ],
          },
        },
        states: {
          // Shows what the context holds: popular and recent searches without text, the results
          // for the text, or asks for them (on reopening after an error or an aborted request).
          settling: {
            always: [
              { guard: "lacksSearchText", target: "idle" },
              { guard: "foundProducts", target: "results" },
              { guard: "hasCurrentResults", target: "noResults" },
              { target: "loading" },
            ],
          },
          idle: {},
          debouncing: {
            after: { debounce: "loading" },
          },
          loading: {
            invoke: {
              src: "loadSuggestions",
              input: ({ context }) => ({ query: searchText(context.query) }),
              onDone: {
                target: "settling",
                actions: assign({ results: ({ event }) => event.output, error: null, highlightedIndex: -1 }),
              },
              onError: {
                target: "error",
                actions: assign({
                  results: null,
                  error: ({ event }) => asError(event.error),
                  highlightedIndex: -1,
                }),
              },
            },
          },
          results: {},
          noResults: {},
          error: {},
          submitting: {
            initial: "deciding",
            entry: [
              assign(({ context }) => ({
                recentSearches: addRecentSearch(
                  context.recentSearches,
                  submitted({ context }),
                  context.recentSearchesLimit,
                ),
              })),
              persistRecentSearches,
            ],
            on: { "form.submit": {} },
            states: {
              deciding: {
                always: [{ guard: "redirectKnown", target: "following" }, { target: "checking" }],
              },
              checking: {
                invoke: {
                  src: "lookupRedirect",
                  input: (args) => ({ query: submitted(args) }),
                  onDone: {
                    target: "following",
                    actions: assign(({ context, event }) => ({
                      submission: context.submission && {
                        ...context.submission,
                        redirect: event.output,
                        redirectKnown: true,
                      },
                    })),
                  },
                  // Without an answer there is no redirect to follow; the search page will search itself.
                  onError: "waiting",
                },
              },
              following: {
                always: [
                  {
                    guard: "redirectAllowed",
                    target: "#quickSearch.closed",
                    actions: leaveFor(({ context }) => context.submission?.redirect ?? "/"),
                  },
                  { target: "waiting" },
                ],
              },
              waiting: {
                after: {
                  searchRedirect: {
                    target: "#quickSearch.closed",
                    actions: leaveFor((args) => searchPageHref(submitted(args))),
                  },
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
 * the request in flight, and a submit follows an allowed merchandising redirect at once or goes
 * to the search page after 2 s. Side effects are injected: the actors `loadSuggestions`,
 * `loadPopularSearches` and `lookupRedirect` (see `createQuickSearchActors`) and the actions
 * `navigate` and `storeRecentSearches`.
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
 *   { input: { id: "qs", redirectPolicy: { shopDomain, origin: location.origin, redirectHosts: [] } } },
 * ).start();
 * actor.send({ type: "overlay.open" });
 * ```
 */
export const quickSearchMachine: QuickSearchMachine = buildQuickSearchMachine();
