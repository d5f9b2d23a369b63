import { assign, fromPromise, type PromiseActorLogic, setup } from "xstate";
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

const searchText = (query: string) => query.trim();
type ContextArgs = { context: QuickSearchContext };
const hasText = ({ context }: ContextArgs) => searchText(context.query) !== "";
const submitted = ({ context }: ContextArgs) => context.submission?.query ?? "";
// The latest results, when they are for the text in the input.
const currentResults = ({ context }: ContextArgs) =>
  context.results?.query === searchText(context.query) ? context.results : null;

// The submission once the service said where its text redirects (`null`: nowhere).
const redirectKnown = ({ submission }: QuickSearchContext, redirect: string | null) => ({
  submission: submission && { ...submission, redirect, redirectKnown: true },
});

// Stands in for the three injected actors until `provide` replaces them.
const missing = fromPromise<never>(() => Promise.reject(new Error("quick-search: provide the actors")));

// The machine's type is inferred here and named by QuickSearchMachine below, so the API docs show
// the name instead of expanding the whole configuration.
function buildQuickSearchMachine() {
  const machineSetup = setup({
    types: {
      context: {} as QuickSearchContext,
      events: {} as QuickSearchEvent,
      input: {} as QuickSearchInput,
    },
    actors: {
      loadSuggestions: missing as PromiseActorLogic<QuickSearchResults, { query: string }>,
      loadPopularSearches: missing as PromiseActorLogic<string[]>,
      lookupRedirect: missing as PromiseActorLogic<string | null, { query: string }>,
    },
    actions: {
      // Injected: how the host app changes page, and where recent searches are kept.
      navigate: (_, _params: { url: string }) => undefined,
      storeRecentSearches: (_, _params: { recentSearches: readonly string[] }) => undefined,
    },
  });
  // Emptied by Clear, and once the shopper has left for a page: the next open starts afresh
  // with popular and recent searches.
  const clearSearch = machineSetup.assign({ query: "", results: null, error: null, highlightedIndex: -1 });

  // The recent searches after one event (a submit, a followed link, Delete, 'Clear recent
  // searches'), handed on to the injected `storeRecentSearches`.
  const rememberSearches = [
    machineSetup.assign(({ context, event }) => ({
      highlightedIndex: -1,
      recentSearches:
        event.type === "recent.clear"
          ? []
          : event.type === "recent.remove"
            ? removeRecentSearch(context.recentSearches, event.query)
            : addRecentSearch(
                context.recentSearches,
                event.type === "link.follow" ? (event.query ?? "") : submitted({ context }),
                context.recentSearchesLimit,
              ),
    })),
    {
      type: "storeRecentSearches",
      params: ({ context }: ContextArgs) => ({ recentSearches: context.recentSearches }),
    },
  ] as const;

  // Leaves the overlay for the page `url` names: the host app navigates, and the search is
  // emptied so the next open starts afresh.
  const leaveFor = <TArgs, TFirst extends readonly unknown[] = []>(
    url: (args: TArgs) => string,
    ...first: TFirst
  ) =>
    ({
      target: "#quickSearch.closed",
      actions: [...first, { type: "navigate", params: (args: TArgs) => ({ url: url(args) }) }, clearSearch],
    }) as const;

  // Commits a search: the text typed, or the popular, recent or suggested search picked. When
  // the latest results are for that text, its redirect is already known.
  const submit = machineSetup.assign(({ context: { query, results }, event }) => {
    if (event.type === "item.select") query = event.option.label;
    const text = searchText(query);
    const known = results?.query === text;
    return {
      query,
      highlightedIndex: -1,
      submission: { query: text, redirect: known ? results.redirect : null, redirectKnown: known },
    };
  });

  // One index for a pointer (kept only inside the options) or a key (wrapping around).
  const highlight = machineSetup.assign({
    highlightedIndex: ({ context, event }) => {
      const count = quickSearchOptions(context).length;
      if (event.type === "highlight.move") return movedHighlight(context.highlightedIndex, count, event.to);
      return event.type === "item.highlight" && event.index >= 0 && event.index < count ? event.index : -1;
    },
  });

  return machineSetup.createMachine({
    id: "quickSearch",
    context: ({ input }) => {
      const limit = input.recentSearchesLimit ?? RECENT_SEARCHES_LIMIT;
      return {
        ...input,
        query: "",
        results: null,
        popularSearches: [],
        recentSearches: (input.recentSearches ?? []).slice(0, limit),
        recentSearchesLimit: limit,
        highlightedIndex: -1,
        submission: null,
        error: null,
      };
    },
    initial: "closed",
    on: { "recent.remove": { actions: rememberSearches }, "recent.clear": { actions: rememberSearches } },
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
              highlightedIndex: hasText({ context }) ? context.highlightedIndex : -1,
            })),
          },
          // Storefront §8: failures other than the listed ones are swallowed; the overlay then
          // simply shows no popular searches.
          onError: {},
        },
        on: {
          "overlay.close": "closed",
          "query.change": [
            {
              guard: ({ context, event }) => searchText(event.query) === searchText(context.query),
              actions: assign({ query: ({ event }) => event.query }),
            },
            { guard: ({ event }) => !searchText(event.query), target: ".idle", actions: clearSearch },
            {
              target: ".debouncing",
              actions: assign({ query: ({ event }) => event.query, highlightedIndex: -1 }),
            },
          ],
          "query.clear": { target: ".idle", actions: clearSearch },
          "item.highlight": { actions: highlight },
          "highlight.move": { actions: highlight },
          "item.select": [
            { guard: ({ event }) => !("url" in event.option), target: ".submitting", actions: submit },
            leaveFor(({ event }) => ("url" in event.option ? event.option.url : "/")),
          ],
          "form.submit": { guard: hasText, target: ".submitting", actions: submit },
          "link.follow": leaveFor(({ event }) => event.href, ...rememberSearches),
        },
        states: {
          // Shows what the context holds: popular and recent searches without text, the results
          // for the text, or asks for them (on reopening after an error or an aborted request).
          settling: {
            always: [
              { guard: (args) => !hasText(args), target: "idle" },
              { guard: (args) => (currentResults(args)?.totalResults ?? 0) > 0, target: "results" },
              { guard: (args) => currentResults(args) !== null, target: "noResults" },
              { target: "loading" },
            ],
          },
          idle: {},
          debouncing: { after: { [QUICK_SEARCH_DEBOUNCE_MS]: "loading" } },
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
                  error: ({ event }) =>
                    event.error instanceof Error ? event.error : new Error(String(event.error)),
                  highlightedIndex: -1,
                }),
              },
            },
          },
          results: {},
          noResults: {},
          error: {},
          submitting: {
            initial: "waiting",
            entry: rememberSearches,
            on: { "form.submit": {} },
            states: {
              // Follows an allowed redirect at once, asks for the redirect when it is not known
              // yet, and otherwise goes to the search page after 2 s (storefront §2).
              waiting: {
                always: [
                  {
                    guard: ({ context: { submission, redirectPolicy } }) =>
                      submission?.redirectKnown === true &&
                      isAllowedRedirect(submission.redirect, redirectPolicy),
                    ...leaveFor(({ context }: ContextArgs) => context.submission?.redirect ?? "/"),
                  },
                  { guard: ({ context }) => !context.submission?.redirectKnown, target: "checking" },
                ],
                after: {
                  [SEARCH_REDIRECT_DELAY_MS]: leaveFor((args: ContextArgs) =>
                    searchPageHref(submitted(args)),
                  ),
                },
              },
              checking: {
                invoke: {
                  src: "lookupRedirect",
                  input: (args) => ({ query: submitted(args) }),
                  onDone: {
                    target: "waiting",
                    actions: assign(({ context, event }) => redirectKnown(context, event.output)),
                  },
                  // Without an answer there is no redirect to follow; the search page will search itself.
                  onError: {
                    target: "waiting",
                    actions: assign(({ context }) => redirectKnown(context, null)),
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
