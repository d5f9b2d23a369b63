import { useEffect, useLayoutEffect, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import {
  isRestorable,
  type SearchGridContext,
  type SearchGridHistoryState,
  type SearchGridMachine,
  searchGridKey,
} from "../../machines/search-grid";
import { parseSearchUrl, serialiseSearchUrl } from "../../rules/search-url";
import type { UrlAdapter } from "../../runtime";

/** The history-state property holding a saved grid; other properties of the entry's state are kept. */
const GRID_HISTORY_KEY = "solekitGrid";

/** Shortest interval between two saves of the scroll position while the shopper scrolls. */
const SCROLL_SAVE_INTERVAL_MS = 250;

/** What a saved grid is made of: a machine context or a grid saved earlier. */
type LoadedGrid = Pick<SearchGridContext, "request" | "collection" | "resultsPerPage" | "pages" | "meta">;

const hasWindow = typeof window !== "undefined";
// Layout effects do not run on the server; this keeps SSR free of warnings.
const useClientLayoutEffect = hasWindow ? useLayoutEffect : useEffect;

/**
 * Whatever a history entry's state holds where a grid is saved (check it with `isRestorable`).
 *
 * @example
 * ```ts
 * isRestorable(savedGrid(url.state()), request, scope);
 * ```
 */
export const savedGrid = (state: unknown): unknown =>
  (state as { [GRID_HISTORY_KEY]?: unknown } | null | undefined)?.[GRID_HISTORY_KEY];

/**
 * Keeps a grid actor and the page URL in step, both ways, through the provider's URL adapter:
 * URL changes become `url.sync` (or `restore` when the history entry holds the grid), the machine's
 * `url.change` becomes a push or replace, and a new `collection` reloads. With `restoration` on,
 * the loaded grid and the scroll position are saved in the current history entry after each load,
 * on scroll (at most every 250 ms), on page hide and before a push, and the scroll position is put
 * back after a restore (`restoredFrom` is the saved grid the actor started from, if any; `rendered`
 * changes with every render of the grid).
 *
 * @example
 * ```ts
 * useGridUrl(actorRef, runtime.url, "sale", true, null, snapshot);
 * ```
 */
export function useGridUrl(
  actorRef: ActorRefFrom<SearchGridMachine>,
  url: UrlAdapter,
  collection: string | null,
  restoration: boolean,
  restoredFrom: SearchGridHistoryState | null | undefined,
  rendered: unknown,
): void {
  const pendingScroll = useRef(restoredFrom?.scrollY);
  // The last loaded grid seen, before the transition being processed: what a push must save.
  const lastLoaded = useRef<LoadedGrid | null | undefined>(restoredFrom);

  useEffect(() => {
    // The grid's own page: a URL elsewhere means the host is leaving it.
    const path = url.current().pathname;
    // A new collection on the same component (e.g. /collections/a → /collections/b) reloads.
    if (actorRef.getSnapshot().context.collection !== collection) {
      actorRef.send({ type: "url.sync", url: parseSearchUrl(url.current().searchParams), collection });
    }
    const save = restoration && hasWindow;
    // Saves the last loaded grid and the scroll position in the current entry, if it shows that
    // grid: after Back the URL may already be another's.
    const saveGrid = () => {
      const grid = lastLoaded.current;
      const current = url.current();
      if (!save || !grid?.meta || current.pathname !== path) return;
      const saved: SearchGridHistoryState = {
        version: 1,
        key: searchGridKey(grid.request, grid),
        request: grid.request,
        collection: grid.collection,
        resultsPerPage: grid.resultsPerPage,
        pages: grid.pages,
        meta: grid.meta,
        scrollY: window.scrollY,
      };
      if (!isRestorable(saved, parseSearchUrl(current.searchParams), grid)) return;
      const state = url.state();
      url.navigate(current, {
        replace: true,
        state: { ...(typeof state === "object" ? state : {}), [GRID_HISTORY_KEY]: saved },
      });
    };

    let saving = false;
    const onUrl = () => {
      const current = url.current();
      // Ours (see below), or the host is leaving this page.
      if (saving || current.pathname !== path) return;
      const request = parseSearchUrl(current.searchParams);
      const { context } = actorRef.getSnapshot();
      const saved =
        restoration && searchGridKey(request, context) !== searchGridKey(context.request, context)
          ? savedGrid(url.state())
          : null;
      if (isRestorable(saved, request, context)) {
        lastLoaded.current = { ...saved, request };
        pendingScroll.current = saved.scrollY;
        actorRef.send({ type: "restore", state: { ...saved, request } });
      } else {
        // The machine ignores the URL it already shows.
        actorRef.send({ type: "url.sync", url: request });
      }
    };

    const emitted = actorRef.on("url.change", ({ url: state, replace }) => {
      const current = url.current();
      if (current.pathname !== path) return;
      const search = serialiseSearchUrl(state, current.searchParams).toString();
      const href = `${current.pathname}${search ? `?${search}` : ""}${current.hash}`;
      if (!replace) {
        // The entry being left keeps the grid it showed, for Back. An adapter that reports this
        // replace at once must not read it as a navigation (the machine already moved on).
        saving = true;
        try {
          saveGrid();
        } finally {
          saving = false;
        }
      }
      // A replace (paging) keeps the entry's state; the new page is saved with the load, below.
      url.navigate(href, { replace, state: replace ? url.state() : null });
    });

    // After each load (new pages), into the entry that shows them.
    const observed = actorRef.subscribe(({ context }) => {
      if (context.pages.length === 0 || context.pages === lastLoaded.current?.pages) return;
      lastLoaded.current = context;
      saveGrid();
    });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        saveGrid();
      }, SCROLL_SAVE_INTERVAL_MS);
    };
    const unsubscribe = url.subscribe(onUrl);
    const listening = new AbortController();
    if (save) {
      window.addEventListener("scroll", onScroll, { passive: true, signal: listening.signal });
      window.addEventListener("pagehide", saveGrid, { signal: listening.signal });
    }
    return () => {
      unsubscribe();
      emitted.unsubscribe();
      observed.unsubscribe();
      clearTimeout(timer);
      listening.abort();
    };
  }, [actorRef, url, restoration, collection]);

  // After a restore has rendered its pages, put the scroll position back.
  useClientLayoutEffect(() => {
    const y = pendingScroll.current;
    if (y === undefined || actorRef.getSnapshot().context.pages.length === 0) return;
    pendingScroll.current = undefined;
    window.scrollTo(0, y);
  }, [actorRef, rendered]);
}
