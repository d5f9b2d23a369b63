import { assign, emit, fromPromise, setup } from "xstate";
import type { SearchParams, SearchResponse } from "../../clients/search";
import { setSearchPage } from "../../rules/search-url";
import {
  firstPage,
  initialContext,
  keyOf,
  lastPage,
  scopeOf,
  select,
  syncScope,
  withPage,
} from "./search-grid.context";
import {
  isAbortError,
  isLoadedPage,
  isRestorable,
  metaOf,
  pageOf,
  previewOf,
  searchGridKey,
  searchGridParams,
} from "./search-grid.request";
import type {
  SearchGridContext,
  SearchGridEmitted,
  SearchGridEvent,
  SearchGridInput,
} from "./search-grid.types";

// The machine's type is inferred here and named by SearchGridMachine below.
function buildSearchGridMachine() {
  // Filters, ranges and sort (with the panel closed) change the request, back at page 1.
  const applySelection = {
    guard: "panelClosed",
    target: ".loading",
    actions: ["applySelection", "pushUrl"],
  } as const;
  return setup({
    types: {
      context: {} as SearchGridContext,
      events: {} as SearchGridEvent,
      input: {} as SearchGridInput,
      emitted: {} as SearchGridEmitted,
    },
    actors: {
      search: fromPromise<SearchResponse, SearchParams>(() =>
        Promise.reject(new Error("search-grid: provide a `search` actor")),
      ),
    },
    guards: {
      panelClosed: ({ context }) => !context.panelOpen,
      hasMore: ({ context }) => context.meta !== null && lastPage(context) < context.meta.totalPages,
      hasPrevious: ({ context }) => context.pages.length > 0 && firstPage(context) > 1,
      syncIsCurrent: ({ context, event }) =>
        event.type === "url.sync" &&
        searchGridKey(event.url, syncScope(context, event)) === keyOf(context) &&
        event.url.page === context.request.page,
      syncIsLoadedPage: ({ context, event }) =>
        event.type === "url.sync" &&
        searchGridKey(event.url, syncScope(context, event)) === keyOf(context) &&
        isLoadedPage(context.pages, event.url.page),
      pendingChanged: ({ context }) =>
        context.panelOpen && searchGridKey(context.pending, scopeOf(context)) !== keyOf(context),
      pendingIsApplied: ({ context }) => searchGridKey(context.pending, scopeOf(context)) === keyOf(context),
      restorable: ({ context, event }) =>
        event.type === "restore" && isRestorable(event.state, event.state.request, scopeOf(context)),
      // A cancelled search is dropped without a word (storefront §8). The machine only cancels a
      // search by leaving its state, and then never hears of it again; one reported in the state it
      // belongs to was cancelled from outside (React StrictMode's effect replay does so), so that
      // search runs again. `createSearchGridActors` never reports a cancelled search at all.
      aborted: ({ event }) => "error" in event && isAbortError(event.error),
      failedInitial: ({ context }) => context.change === "initial",
      failedNext: ({ context }) => context.change === "next",
    },
    actions: {
      startFresh: assign({ pages: [], change: "initial" as const, error: null }),
      // Filters, ranges and sort change the request and go back to page 1 (the rules do both).
      applySelection: assign({
        request: ({ context, event }) => select(context.request, event),
        pages: [],
        change: "initial" as const,
        error: null,
      }),
      selectPending: assign({ pending: ({ context, event }) => select(context.pending, event) }),
      pushUrl: emit(
        ({ context }): SearchGridEmitted => ({ type: "url.change", url: context.request, replace: false }),
      ),
      replaceUrl: emit(
        ({ context }): SearchGridEmitted => ({ type: "url.change", url: context.request, replace: true }),
      ),
      keepError: assign({
        error: ({ event }) => {
          const error = "error" in event ? event.error : undefined;
          return error instanceof Error ? error : new Error(String(error));
        },
      }),
    },
  }).createMachine({
    id: "searchGrid",
    type: "parallel",
    context: ({ input }) => initialContext(input),
    states: {
      grid: {
        initial: "boot",
        on: {
          "url.sync": [
            { guard: "syncIsCurrent" },
            { guard: "syncIsLoadedPage", actions: assign({ request: ({ event }) => event.url }) },
            {
              target: ".loading",
              actions: [
                assign({
                  request: ({ event }) => event.url,
                  collection: ({ context, event }) =>
                    event.collection === undefined ? context.collection : event.collection,
                }),
                "startFresh",
              ],
            },
          ],
          "filter.toggle": applySelection,
          "range.set": applySelection,
          "filter.clear": applySelection,
          "filters.clearAll": applySelection,
          "sort.set": applySelection,
          "panel.apply": {
            guard: "pendingChanged",
            target: ".loading",
            actions: [
              assign({ request: ({ context }) => setSearchPage(context.pending, 1) }),
              "startFresh",
              "pushUrl",
            ],
          },
          restore: {
            guard: "restorable",
            target: ".idle",
            actions: assign(({ event }) => ({
              request: event.state.request,
              pages: event.state.pages,
              meta: event.state.meta,
              change: "initial" as const,
              error: null,
            })),
          },
        },
        states: {
          boot: {
            always: [
              { guard: ({ context }) => context.pages.length > 0, target: "idle" },
              { target: "loading" },
            ],
          },
          loading: {
            entry: assign({ change: "initial" as const, error: null }),
            invoke: {
              src: "search",
              input: ({ context }) =>
                searchGridParams(context.request, context.request.page, scopeOf(context)),
              onDone: [
                {
                  // A page past the end (an old link, a shrunken catalogue): show the last page instead.
                  guard: ({ context, event }) =>
                    event.output.results.length === 0 &&
                    event.output.pagination.totalResults > 0 &&
                    context.request.page > event.output.pagination.totalPages,
                  target: "loading",
                  reenter: true,
                  actions: [
                    assign({
                      request: ({ context, event }) =>
                        setSearchPage(context.request, event.output.pagination.totalPages),
                    }),
                    "replaceUrl",
                  ],
                },
                {
                  target: "idle",
                  actions: assign({
                    pages: ({ context, event }) => [pageOf(context.request.page, event.output)],
                    meta: ({ event }) => metaOf(event.output),
                  }),
                },
              ],
              onError: [
                { guard: "aborted", target: "loading", reenter: true },
                { target: "failed", actions: "keepError" },
              ],
            },
          },
          loadingNext: {
            entry: assign({ change: "next" as const, error: null }),
            invoke: {
              src: "search",
              input: ({ context }) =>
                searchGridParams(context.request, lastPage(context) + 1, scopeOf(context)),
              onDone: {
                target: "idle",
                actions: [
                  assign(({ context, event }) => withPage(context, "next", event.output)),
                  "replaceUrl",
                ],
              },
              onError: [
                { guard: "aborted", target: "loadingNext", reenter: true },
                { target: "failed", actions: "keepError" },
              ],
            },
          },
          loadingPrevious: {
            entry: assign({ change: "prev" as const, error: null }),
            invoke: {
              src: "search",
              input: ({ context }) =>
                searchGridParams(context.request, firstPage(context) - 1, scopeOf(context)),
              onDone: {
                target: "idle",
                actions: [
                  assign(({ context, event }) => withPage(context, "prev", event.output)),
                  "replaceUrl",
                ],
              },
              onError: [
                { guard: "aborted", target: "loadingPrevious", reenter: true },
                { target: "failed", actions: "keepError" },
              ],
            },
          },
          idle: {
            on: {
              "page.next": { guard: "hasMore", target: "loadingNext" },
              "page.previous": { guard: "hasPrevious", target: "loadingPrevious" },
            },
          },
          failed: {
            on: {
              retry: [
                { guard: "failedInitial", target: "loading" },
                { guard: "failedNext", target: "loadingNext" },
                { target: "loadingPrevious" },
              ],
              "page.next": { guard: "hasMore", target: "loadingNext" },
              "page.previous": { guard: "hasPrevious", target: "loadingPrevious" },
            },
          },
        },
      },
      panel: {
        initial: "closed",
        on: {
          restore: { target: ".closed", actions: assign({ panelOpen: false, preview: null }) },
        },
        states: {
          closed: {
            on: {
              "panel.open": {
                target: "open",
                actions: assign({
                  panelOpen: true,
                  pending: ({ context }) => context.request,
                  preview: null,
                }),
              },
            },
          },
          open: {
            initial: "settled",
            on: {
              "filter.toggle": { target: ".checking", actions: "selectPending" },
              "range.set": { target: ".checking", actions: "selectPending" },
              "filter.clear": { target: ".checking", actions: "selectPending" },
              "filters.clearAll": { target: ".checking", actions: "selectPending" },
              "sort.set": { target: ".checking", actions: "selectPending" },
              "panel.cancel": { target: "closed", actions: assign({ panelOpen: false, preview: null }) },
              "panel.apply": { target: "closed", actions: assign({ panelOpen: false, preview: null }) },
            },
            states: {
              settled: {},
              checking: {
                always: [
                  { guard: "pendingIsApplied", target: "settled", actions: assign({ preview: null }) },
                  { target: "counting" },
                ],
              },
              counting: {
                entry: assign({ preview: null }),
                invoke: {
                  src: "search",
                  // One product is enough: the panel needs the count and the facets.
                  input: ({ context }) =>
                    searchGridParams(context.pending, 1, { ...scopeOf(context), resultsPerPage: 1 }),
                  onDone: {
                    target: "settled",
                    actions: assign({ preview: ({ event }) => previewOf(event.output) }),
                  },
                  onError: [{ guard: "aborted", target: "counting", reenter: true }, { target: "settled" }],
                },
              },
            },
          },
        },
      },
    },
  });
}

/** The search-grid machine's type. */
export type SearchGridMachine = ReturnType<typeof buildSearchGridMachine>;

/**
 * The search and collection grid (storefront §2, §4): the URL-derived request, a contiguous window
 * of loaded pages that grows downward (Load More, change `next`) and upward (Load Previous, change
 * `prev`), facets, sort, merchandising, and a filter panel whose pending selection is counted
 * before it is applied. Searches run in the `search` actor, which receives an `AbortSignal`: a
 * newer request stops the older one, whose answer is never applied. A failed search keeps the
 * loaded pages. The machine emits `url.change` whenever the URL should follow it.
 *
 * @example
 * ```ts
 * const actor = createActor(
 *   searchGridMachine.provide({
 *     actors: { search: fromPromise(({ input, signal }) => client.search(input, { signal })) },
 *   }),
 *   { input: { request: parseSearchUrl(new URL(location.href).searchParams) } },
 * ).start();
 * actor.on("url.change", ({ url, replace }) => history[replace ? "replaceState" : "pushState"](null, "", `?${serialiseSearchUrl(url)}`));
 * actor.send({ type: "page.next" });
 * ```
 */
export const searchGridMachine: SearchGridMachine = buildSearchGridMachine();
