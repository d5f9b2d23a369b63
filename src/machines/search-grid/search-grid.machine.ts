import { assign, emit, fromPromise, setup } from "xstate";
import type { SearchParams, SearchResponse } from "../../clients/search";
import { type SearchUrlState, setSearchPage } from "../../rules/search-url";
import {
  appliedRequest,
  canLoadNext,
  canLoadPrevious,
  isAbortError,
  isLoadedPage,
  isPendingApplied,
  isRestorable,
  pageToLoad,
  searchGridKey,
  searchGridParams,
  select,
  withLoadedPage,
} from "./search-grid.request";
import type {
  SearchGridContext,
  SearchGridEmitted,
  SearchGridEvent,
  SearchGridInput,
} from "./search-grid.types";

type UrlSync = Extract<SearchGridEvent, { type: "url.sync" }>;

// The collection a `url.sync` asks for: the one it names, else the current one.
const collectionOf = (context: SearchGridContext, event: UrlSync) =>
  event.collection === undefined ? context.collection : event.collection;

// Whether a `url.sync` names the context's result set: then only the page may differ.
const isSameSet = (context: SearchGridContext, event: UrlSync) =>
  searchGridKey(event.url, { ...context, collection: collectionOf(context, event) }) ===
  searchGridKey(context.request, context);

// A cancelled search is dropped without a word (storefront §8): `isAbortError` guards every
// search's onError. The machine only cancels a search by leaving its state, and then never hears
// of it again; one reported in the state it belongs to was cancelled from outside (React
// StrictMode's effect replay does so), so that search runs again. `createSearchGridActors` never
// reports a cancelled search at all.

// A fresh result set: its pages load anew, from the request's page.
const fresh = (request: SearchUrlState) => ({ request, pages: [], change: "initial" as const });

// The grid part of a context showing `grid` as after a fresh load: a saved grid, or nothing yet.
const restored = (grid: Pick<SearchGridContext, "request" | "pages" | "meta">) => ({
  request: grid.request,
  pages: grid.pages,
  meta: grid.meta,
  change: "initial" as const,
  error: null,
});

// The machine's type is inferred here and named by SearchGridMachine below.
function buildSearchGridMachine() {
  const machineSetup = setup({
    types: {} as {
      context: SearchGridContext;
      events: SearchGridEvent;
      input: SearchGridInput;
      emitted: SearchGridEmitted;
    },
    actors: {
      search: fromPromise<SearchResponse, SearchParams>(() =>
        Promise.reject(new Error("search-grid: provide a `search` actor")),
      ),
    },
    actions: {
      // A new selection pushes a history entry; paging replaces the current one.
      pushUrl: emit(({ context }) => ({ type: "url.change", url: context.request, replace: false }) as const),
      replaceUrl: emit(
        ({ context }) => ({ type: "url.change", url: context.request, replace: true }) as const,
      ),
      closePanel: assign({ panelOpen: false, preview: null }),
    },
  });
  const closePanel = { target: ".closed", actions: "closePanel" } as const;
  return machineSetup.createMachine({
    id: "searchGrid",
    type: "parallel",
    context: ({ input }) => {
      const scope = { collection: input.collection ?? null, resultsPerPage: input.resultsPerPage ?? null };
      const saved = isRestorable(input.restore, input.request, scope)
        ? input.restore
        : { pages: [], meta: null };
      return {
        ...scope,
        ...restored({ ...saved, request: input.request }),
        panelOpen: false,
        pending: input.request,
        preview: null,
      };
    },
    states: {
      grid: {
        initial: "idle",
        on: {
          "url.sync": [
            {
              guard: ({ context, event }) =>
                isSameSet(context, event) && event.url.page === context.request.page,
            },
            {
              guard: ({ context, event }) =>
                isSameSet(context, event) && isLoadedPage(context.pages, event.url.page),
              actions: assign({ request: ({ event }) => event.url }),
            },
            {
              target: ".loading",
              actions: assign(({ context, event }) => ({
                ...fresh(event.url),
                collection: collectionOf(context, event),
              })),
            },
          ],
          restore: {
            guard: ({ context, event }) => isRestorable(event.state, event.state.request, context),
            target: ".idle",
            actions: assign(({ event }) => restored(event.state)),
          },
          // A new selection: filters, ranges and sort with the panel closed, or the panel's Apply.
          "*": {
            guard: (args) => appliedRequest(args) !== undefined,
            target: ".loading",
            actions: [assign((args) => fresh(appliedRequest(args) ?? args.context.request)), "pushUrl"],
          },
        },
        states: {
          idle: {
            // Idle with nothing loaded and no error is a start without a saved grid: load.
            always: { guard: ({ context }) => !context.pages.length && !context.error, target: "loading" },
            on: {
              "page.next": {
                guard: canLoadNext,
                target: "loading",
                actions: assign({ change: "next" }),
              },
              "page.previous": {
                guard: canLoadPrevious,
                target: "loading",
                actions: assign({ change: "prev" }),
              },
              // Repeats the failed load: `change` still says which.
              retry: { guard: ({ context }) => context.error !== null, target: "loading" },
            },
          },
          // Every load: a fresh one (change `initial`, pages cleared), Load More or Load Previous.
          loading: {
            entry: assign({ error: null }),
            invoke: {
              src: "search",
              input: ({ context }) => searchGridParams(context.request, pageToLoad(context), context),
              onDone: [
                // The URL follows the page loaded by Load More and Load Previous.
                {
                  guard: ({ context }) => context.change !== "initial",
                  target: "idle",
                  actions: [
                    assign(({ context, event }) => withLoadedPage(context, event.output)),
                    "replaceUrl",
                  ],
                },
                {
                  // A page past the end of results that exist (an old link): show the last page.
                  guard: ({ context, event: { output } }) =>
                    output.results.length === 0 &&
                    output.pagination.totalResults > 0 &&
                    context.request.page > output.pagination.totalPages,
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
                  actions: assign(({ context, event }) => withLoadedPage(context, event.output)),
                },
              ],
              onError: [
                { guard: ({ event }) => isAbortError(event.error), target: "loading", reenter: true },
                {
                  // A failed search keeps the loaded pages.
                  target: "idle",
                  actions: assign({
                    error: ({ event }) =>
                      event.error instanceof Error ? event.error : new Error(String(event.error)),
                  }),
                },
              ],
            },
          },
        },
      },
      panel: {
        initial: "closed",
        on: {
          restore: closePanel,
          "panel.cancel": closePanel,
          "panel.apply": closePanel,
          // In the open panel, filters, ranges and sort change the pending selection.
          "*": {
            guard: ({ context, event }) => context.panelOpen && select(context.pending, event) !== undefined,
            target: ".counting",
            actions: assign({
              pending: ({ context, event }) => select(context.pending, event) ?? context.pending,
              preview: null,
            }),
          },
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
          open: {},
          // The pending selection changed: count it, unless it is the applied one again (leaving
          // at once, before the search starts).
          counting: {
            always: { guard: isPendingApplied, target: "open" },
            invoke: {
              src: "search",
              // One product is enough: the panel needs the count and the facets.
              input: ({ context }) =>
                searchGridParams(context.pending, 1, { collection: context.collection, resultsPerPage: 1 }),
              onDone: {
                target: "open",
                actions: assign({
                  preview: ({ event }) => ({
                    totalResults: event.output.pagination.totalResults,
                    facets: event.output.facets,
                  }),
                }),
              },
              onError: [
                { guard: ({ event }) => isAbortError(event.error), target: "counting", reenter: true },
                { target: "open" },
              ],
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
