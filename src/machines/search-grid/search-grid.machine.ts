import { assign, emit, fromPromise, setup } from "xstate";
import type { SearchParams, SearchResponse } from "../../clients/search";
import { setSearchPage } from "../../rules/search-url";
import {
  adjacentPage,
  canLoadNext,
  canLoadPrevious,
  initialContext,
  isPendingApplied,
  isSameSync,
  restoredContext,
  scopeOf,
  select,
  withPage,
} from "./search-grid.context";
import {
  isAbortError,
  isLoadedPage,
  isPastTheEnd,
  isRestorable,
  metaOf,
  pageOf,
  previewOf,
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
  const machineSetup = setup({
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
      hasMore: ({ context }) => canLoadNext(context),
      hasPrevious: ({ context }) => canLoadPrevious(context),
      syncIsCurrent: ({ context, event }) =>
        isSameSync(context, event) && event.url.page === context.request.page,
      syncIsLoadedPage: ({ context, event }) =>
        isSameSync(context, event) && isLoadedPage(context.pages, event.url.page),
      pendingChanged: ({ context }) => context.panelOpen && !isPendingApplied(context),
      pendingIsApplied: ({ context }) => isPendingApplied(context),
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
      // Every transition that clears the pages enters `loading`, whose entry resets change and error.
      clearPages: assign({ pages: [] }),
      // Filters, ranges and sort change the request and go back to page 1 (the rules do both).
      applySelection: assign({ request: ({ context, event }) => select(context.request, event), pages: [] }),
      selectPending: assign({ pending: ({ context, event }) => select(context.pending, event) }),
      closePanel: assign({ panelOpen: false, preview: null }),
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
  });
  // Filters, ranges and sort (with the panel closed) change the request, back at page 1.
  const applySelection = {
    guard: "panelClosed",
    target: ".loading",
    actions: ["applySelection", "pushUrl"],
  } as const;
  // In the open panel they change the pending selection, which is then counted.
  const selectPending = { target: ".checking", actions: "selectPending" } as const;
  const closePanel = { target: "closed", actions: "closePanel" } as const;
  const paging = {
    "page.next": { guard: "hasMore", target: "loadingNext" },
    "page.previous": { guard: "hasPrevious", target: "loadingPrevious" },
  } as const;
  // Load More and Load Previous differ only in where the page goes (`change`) and their own name.
  const pageLoad = (change: "next" | "prev", self: "loadingNext" | "loadingPrevious") =>
    machineSetup.createStateConfig({
      entry: assign({ change, error: null }),
      invoke: {
        src: "search",
        input: ({ context }) =>
          searchGridParams(context.request, adjacentPage(context, change), scopeOf(context)),
        onDone: {
          target: "idle",
          actions: [assign(({ context, event }) => withPage(context, change, event.output)), "replaceUrl"],
        },
        onError: [
          { guard: "aborted", target: self, reenter: true },
          { target: "failed", actions: "keepError" },
        ],
      },
    });
  return machineSetup.createMachine({
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
                "clearPages",
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
              "clearPages",
              "pushUrl",
            ],
          },
          restore: {
            guard: "restorable",
            target: ".idle",
            actions: assign(({ event }) => restoredContext(event.state)),
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
                  // A page past the end: show the last page instead.
                  guard: ({ context, event }) => isPastTheEnd(context.request.page, event.output),
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
          loadingNext: pageLoad("next", "loadingNext"),
          loadingPrevious: pageLoad("prev", "loadingPrevious"),
          idle: { on: paging },
          failed: {
            on: {
              retry: [
                { guard: "failedInitial", target: "loading" },
                { guard: "failedNext", target: "loadingNext" },
                { target: "loadingPrevious" },
              ],
              ...paging,
            },
          },
        },
      },
      panel: {
        initial: "closed",
        on: { restore: { target: ".closed", actions: "closePanel" } },
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
              "filter.toggle": selectPending,
              "range.set": selectPending,
              "filter.clear": selectPending,
              "filters.clearAll": selectPending,
              "sort.set": selectPending,
              "panel.cancel": closePanel,
              "panel.apply": closePanel,
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
