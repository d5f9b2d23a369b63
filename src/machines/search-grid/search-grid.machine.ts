import { assign, emit, setup, stateIn } from "xstate";
import type { SearchParams, SearchResponse } from "../../clients/search";
import {
  hasSearchSelection,
  offeredSearchState,
  type SearchUrlState,
  setSearchPage,
  withoutSearchSelection,
} from "../../rules/search-url";
import { isSolekitError } from "../../runtime/solekit-error";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import {
  canLoadNext,
  canLoadPrevious,
  gridScopeOf,
  isLoadedPage,
  isPastLastPage,
  isPendingApplied,
  isRestorable,
  pageToLoad,
  searchGridKey,
  searchGridParams,
  selected,
  withLoadedPage,
} from "./search-grid.selectors";
import type {
  ConfirmedGrid,
  SavedSearchGrid,
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

// A fresh result set from the URL: its pages load anew, from the request's page.
const fresh = (request: SearchUrlState) => ({
  request,
  pages: [],
  change: "initial" as const,
  confirmed: null,
  newSelection: false,
});

// A new selection: a fresh load whose URL is pushed once it loads, keeping the grid the server last
// confirmed to roll back to (the one shown, or while an earlier selection still loads, the one that
// one kept).
const change = ({ request, pages, meta, confirmed }: SearchGridContext, next: SearchUrlState) => ({
  ...fresh(next),
  confirmed: pages.length > 0 ? { request, pages, meta } : confirmed,
  newSelection: true,
});

// The grid part of a context showing a saved grid, as after a fresh load.
const restored = (grid: ConfirmedGrid) => ({
  request: grid.request,
  pages: grid.pages,
  meta: grid.meta,
  change: "initial" as const,
  error: null,
  newSelection: false,
});

// Guards and actions that read an event's data get it as params, so each sees its own event type.
const sync = ({ event }: { event: UrlSync }) => event;
const saved = ({ event }: { event: Extract<SearchGridEvent, { type: "grid.restore" }> }) => event.grid;
const output = ({ event }: { event: { output: SearchResponse } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

// The request with only the sort and filter fields the answer lists (`sorting.options`, `facets`).
const offeredRequest = (context: SearchGridContext, response: SearchResponse) =>
  offeredSearchState(context.request, { sortOptions: response.sorting.options, facets: response.facets });

// The machine's type is inferred here and named by SearchGridMachine below.
function buildSearchGridMachine() {
  return setup({
    types: {} as {
      context: SearchGridContext;
      events: SearchGridEvent;
      input: SearchGridInput;
      emitted: SearchGridEmitted;
    },
    actors: {
      search: missingActor<SearchResponse, SearchParams>("search-grid", "search"),
    },
    guards: {
      hasLoadedPages: ({ context }) => context.pages.length > 0,
      startsAtOnce: ({ context }) => !context.waitsForSync,
      urlShowsShownPage: ({ context }, event: UrlSync) =>
        isSameSet(context, event) && event.url.page === context.request.page,
      urlShowsLoadedPage: ({ context }, event: UrlSync) =>
        isSameSet(context, event) && isLoadedPage(context.pages, event.url.page),
      savedGridFits: ({ context }, grid: SavedSearchGrid) => isRestorable(grid, grid.request, context),
      panelIsClosed: stateIn({ panel: "closed" }),
      pendingIsApplied: isPendingApplied,
      pendingIsNew: (args) => !isPendingApplied(args),
      canLoadNext,
      canLoadPrevious,
      isPaging: ({ context }) => context.change !== "initial",
      isNewSelection: ({ context }) => context.newSelection,
      isPastLastPage: ({ context }, response: SearchResponse) => isPastLastPage(context, response),
      // A new selection failed, with a grid the server confirmed to roll back to.
      changeFailed: ({ context }) => context.change === "initial" && !!context.confirmed?.pages.length,
      hasFailedSelection: ({ context }) => context.failedSelection !== null,
      // The service refused (400) a fresh load whose URL chooses a sort or filters: most likely a
      // field it does not offer (an old or hand-edited link), so the grid recovers instead of failing.
      // A new selection made on the page is not a link: refused, it rolls back as any failure does.
      selectionRefused: ({ context }, error: unknown) =>
        context.change === "initial" &&
        !context.newSelection &&
        hasSearchSelection(context.request) &&
        isSolekitError(error) &&
        error.status === 400,
      // The unselected answer shows that some, not all, of the chosen fields are offered.
      keepsOfferedSelection: ({ context }, response: SearchResponse) => {
        const offered = offeredRequest(context, response);
        return (
          hasSearchSelection(offered) &&
          searchGridKey(offered, context) !== searchGridKey(context.request, context)
        );
      },
    },
    actions: {
      // A new selection, once loaded, pushes a history entry; paging replaces the current one.
      pushUrl: emit(({ context }) => ({ type: "url.change", url: context.request, replace: false }) as const),
      replaceUrl: emit(
        ({ context }) => ({ type: "url.change", url: context.request, replace: true }) as const,
      ),
      showUrlPage: assign({ request: (_, event: UrlSync) => event.url }),
      loadUrl: assign(({ context }, event: UrlSync) => ({
        ...fresh(event.url),
        collection: collectionOf(context, event),
      })),
      restoreGrid: assign((_, grid: SavedSearchGrid) => restored(grid)),
      applySelection: assign(({ context, event }) => change(context, selected(context.request, event))),
      applyPending: assign(({ context }) => change(context, { ...context.pending, page: 1 })),
      // The failed selection gives way to the grid the server confirmed; retry applies it again.
      rollBack: assign(({ context }) => ({
        ...(context.confirmed && restored(context.confirmed)),
        failedSelection: context.request,
      })),
      applyFailedSelection: assign(({ context }) =>
        change(context, context.failedSelection ?? context.request),
      ),
      growDown: assign({ change: "next" }),
      growUp: assign({ change: "prev" }),
      keepOfferedSelection: assign({
        request: ({ context }, response: SearchResponse) => offeredRequest(context, response),
      }),
      dropSelection: assign({ request: ({ context }) => withoutSearchSelection(context.request) }),
      forgetError: assign({ error: null, failedSelection: null }),
      rememberError: assign({ error: (_, error: unknown) => asError(error) }),
      addLoadedPage: assign(({ context }, response: SearchResponse) => withLoadedPage(context, response)),
      goToLastPage: assign({
        request: ({ context }, response: SearchResponse) =>
          setSearchPage(context.request, response.pagination.totalPages),
      }),
      startPending: assign({ pending: ({ context }) => context.request, preview: null }),
      editPending: assign({
        pending: ({ context, event }) => selected(context.pending, event),
        preview: null,
      }),
      rememberPreview: assign({
        preview: (_, response: SearchResponse) => ({
          totalResults: response.pagination.totalResults,
          facets: response.facets,
        }),
      }),
      forgetPreview: assign({ preview: null }),
    },
  }).createMachine({
    id: "searchGrid",
    type: "parallel",
    context: ({ input }) => {
      const scope = gridScopeOf(input);
      const saved = isRestorable(input.restore, input.request, scope)
        ? input.restore
        : { pages: [], meta: null };
      return {
        ...scope,
        ...restored({ ...saved, request: input.request }),
        pending: input.request,
        preview: null,
        waitsForSync: input.waitForSync ?? false,
        confirmed: null,
        failedSelection: null,
      };
    },
    states: {
      grid: {
        initial: "starting",
        on: {
          "url.sync": [
            // The URL already shows this grid: nothing to do (also the grid's own URL writes).
            { guard: { type: "urlShowsShownPage", params: sync } },
            {
              guard: { type: "urlShowsLoadedPage", params: sync },
              actions: { type: "showUrlPage", params: sync },
            },
            { target: ".loading", actions: { type: "loadUrl", params: sync } },
          ],
          "grid.restore": {
            guard: { type: "savedGridFits", params: saved },
            target: ".success",
            actions: { type: "restoreGrid", params: saved },
          },
          // With the panel open, these edit its pending selection instead (see `panel`).
          // The URL keeps showing the confirmed grid until the new selection loads (see `loading`).
          "filter.toggle": { guard: "panelIsClosed", target: ".loading", actions: "applySelection" },
          "range.set": { guard: "panelIsClosed", target: ".loading", actions: "applySelection" },
          "filter.clear": { guard: "panelIsClosed", target: ".loading", actions: "applySelection" },
          "filters.clearAll": { guard: "panelIsClosed", target: ".loading", actions: "applySelection" },
          "sort.set": { guard: "panelIsClosed", target: ".loading", actions: "applySelection" },
          "panel.apply": { guard: "pendingIsNew", target: ".loading", actions: "applyPending" },
        },
        states: {
          // A saved grid shows at once; otherwise the URL's page loads, at once or, for a page
          // hydrating a server render, once the URL sync asks (it restores the saved grid instead).
          starting: {
            always: [
              { guard: "hasLoadedPages", target: "success" },
              { guard: "startsAtOnce", target: "loading" },
            ],
            on: {
              "url.sync": { target: "loading", actions: { type: "loadUrl", params: sync } },
            },
          },
          // Every load: a fresh one (change `initial`, pages cleared), Load More or Load Previous. A
          // new selection's URL is pushed only once it has loaded: a failed one leaves the history
          // as it was, with no entry to go Back through (DESIGN.md, concurrency rule 3).
          loading: {
            entry: "forgetError",
            invoke: {
              src: "search",
              input: ({ context }) => searchGridParams(context.request, pageToLoad(context), context),
              onDone: [
                // The URL follows the page loaded by Load More and Load Previous.
                {
                  guard: "isPaging",
                  target: "success",
                  actions: [{ type: "addLoadedPage", params: output }, "replaceUrl"],
                },
                // Only a URL's page can be past the last one (a new selection loads page 1).
                {
                  guard: { type: "isPastLastPage", params: output },
                  target: "loading",
                  reenter: true,
                  actions: [{ type: "goToLastPage", params: output }, "replaceUrl"],
                },
                {
                  guard: "isNewSelection",
                  target: "success",
                  actions: [{ type: "addLoadedPage", params: output }, "pushUrl"],
                },
                { target: "success", actions: { type: "addLoadedPage", params: output } },
              ],
              // A failed search keeps the loaded pages; a failed new selection rolls back to the
              // confirmed grid, whose URL is still the one shown.
              onError: [
                { guard: { type: "selectionRefused", params: failure }, target: "recovering" },
                {
                  guard: "changeFailed",
                  target: "error",
                  actions: ["rollBack", { type: "rememberError", params: failure }],
                },
                { target: "error", actions: { type: "rememberError", params: failure } },
              ],
            },
          },
          // After a refused selection: the same search without sort and filters, whose answer
          // lists what the service offers. The URL keeps only offered fields (replaced, so Back
          // never returns to the dead end): with some left, they load; else this answer shows.
          // Bounded: a second refusal keeps nothing, so the unselected answer shows.
          recovering: {
            invoke: {
              src: "search",
              input: ({ context }) =>
                searchGridParams(withoutSearchSelection(context.request), context.request.page, context),
              onDone: [
                {
                  guard: { type: "keepsOfferedSelection", params: output },
                  target: "loading",
                  actions: [{ type: "keepOfferedSelection", params: output }, "replaceUrl"],
                },
                {
                  guard: { type: "isPastLastPage", params: output },
                  target: "loading",
                  actions: ["dropSelection", { type: "goToLastPage", params: output }, "replaceUrl"],
                },
                {
                  target: "success",
                  actions: ["dropSelection", { type: "addLoadedPage", params: output }, "replaceUrl"],
                },
              ],
              onError: {
                target: "error",
                actions: { type: "rememberError", params: failure },
              },
            },
          },
          success: {
            on: {
              "page.next": { guard: "canLoadNext", target: "loading", actions: "growDown" },
              "page.previous": { guard: "canLoadPrevious", target: "loading", actions: "growUp" },
            },
          },
          // `change` still says which load failed: retry repeats it (a rolled-back selection is
          // applied again).
          error: {
            on: {
              "grid.retry": [
                { guard: "hasFailedSelection", target: "loading", actions: "applyFailedSelection" },
                { target: "loading" },
              ],
              "page.next": { guard: "canLoadNext", target: "loading", actions: "growDown" },
              "page.previous": { guard: "canLoadPrevious", target: "loading", actions: "growUp" },
            },
          },
        },
      },
      panel: {
        initial: "closed",
        on: {
          "grid.restore": { target: ".closed", actions: "forgetPreview" },
        },
        states: {
          closed: {
            on: { "panel.open": { target: "open", actions: "startPending" } },
          },
          open: {
            initial: "counted",
            on: {
              "filter.toggle": { target: ".counting", actions: "editPending" },
              "range.set": { target: ".counting", actions: "editPending" },
              "filter.clear": { target: ".counting", actions: "editPending" },
              "filters.clearAll": { target: ".counting", actions: "editPending" },
              "sort.set": { target: ".counting", actions: "editPending" },
              "panel.cancel": { target: "closed", actions: "forgetPreview" },
              "panel.apply": { target: "closed", actions: "forgetPreview" },
            },
            states: {
              // The count shown is current (or the pending selection is the applied one).
              counted: {},
              // Counts the pending selection, unless it is the applied one again (then leaves at
              // once, before the search starts). One product is enough: the count and the facets.
              counting: {
                always: { guard: "pendingIsApplied", target: "counted" },
                invoke: {
                  src: "search",
                  input: ({ context }) =>
                    searchGridParams(context.pending, 1, {
                      collection: context.collection,
                      resultsPerPage: 1,
                    }),
                  onDone: {
                    target: "counted",
                    actions: { type: "rememberPreview", params: output },
                  },
                  // The button then reads Apply Filters: applying still works without a count.
                  onError: { target: "counted" },
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
 * before it is applied. Searches run in the `search` actor (`createSearchGridActors`): a newer
 * request aborts the older one, whose answer is never applied. A failed search keeps the loaded
 * pages; a failed new selection (filter, range, sort) rolls back to the grid shown before it, and
 * `grid.retry` applies it again. A new selection's URL is pushed once it has loaded, so a failed
 * one leaves the history as it was. When the service refuses (400) a URL's sort or filters, the
 * grid searches without them, keeps only the fields that answer lists, and replaces the URL: an
 * old link still shows results. The machine emits `url.change` whenever the URL
 * should follow it (`syncSearchGridUrl` does that for you).
 *
 * @example
 * ```ts
 * const actor = createActor(searchGridMachine.provide({ actors: createSearchGridActors(client) }), {
 *   input: searchGridInput(createHistoryUrl()),
 * }).start();
 * const sync = syncSearchGridUrl(actor, { url: createHistoryUrl() });
 * actor.send({ type: "page.next" });
 * ```
 */
export const searchGridMachine: SearchGridMachine = buildSearchGridMachine();
