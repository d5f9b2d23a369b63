import type { ActorRefFrom } from "xstate";
import { parseSearchUrl, type SearchUrlState, serialiseSearchUrl } from "../../rules/search-url";
import type { UrlAdapter } from "../../runtime/url";
import {
  defaultSavedGridStore,
  GRID_HISTORY_PROPERTY,
  historyKeyOf,
  newHistoryKey,
  type SavedGridStore,
  savedGridOf,
  withHistoryKey,
} from "./search-grid.history";
import type { SearchGridMachine } from "./search-grid.machine";
import { isRestorable, searchGridKey } from "./search-grid.selectors";
import type { SearchGridContext } from "./search-grid.types";

/** The little of `window` the URL sync needs: scroll position and the events it listens to. */
export interface GridWindow {
  /** The vertical scroll position, in px. */
  readonly scrollY: number;
  /** Scrolls to a position (a restored grid's). */
  scrollTo(x: number, y: number): void;
  /**
   * Listens to scrolling (to remember the position), to the page being hidden (to save), and to
   * the shopper's own wheel, touch and keys (which stop a restoration still settling).
   */
  addEventListener(
    type: "scroll" | "pagehide" | "wheel" | "touchstart" | "keydown",
    listener: () => void,
    options?: AddEventListenerOptions,
  ): void;
  /**
   * Runs a callback before the next paint. With it, a restored grid whose cards are still
   * rendering (lazily, in the background, or with images sizing it) scrolls again each frame
   * until the position is reachable; without it, it scrolls once.
   */
  requestAnimationFrame?(callback: () => void): number;
}

/** Frames a restored grid keeps trying to reach its scroll position (about a second). */
export const RESTORE_SCROLL_FRAMES = 60;

/** Options of {@link syncSearchGridUrl}. */
export interface SyncSearchGridUrlOptions {
  /** The page URL (`createHistoryUrl()`, or your router's adapter). */
  url: UrlAdapter;
  /** The grid's collection; when it differs from the actor's, the grid reloads for it. */
  collection?: string | null;
  /** Save the loaded pages for Back and restore them. @default true */
  restoration?: boolean;
  /** Where saved grids live. @default sessionStorage (memory where unavailable) */
  store?: SavedGridStore;
  /** Scroll position and events. @default `window` where there is one */
  window?: GridWindow;
}

/** A running URL sync: see {@link syncSearchGridUrl}. */
export interface SearchGridUrlSync {
  /** Call after the grid has rendered: puts the scroll position of a restored grid back. */
  rendered(): void;
  /** Stops syncing, saving the grid for Back first. */
  stop(): void;
}

/**
 * Keeps a grid actor and the page URL in step, both ways, and brings the grid back on Back:
 *
 * - URL changes become `url.sync`, or `grid.restore` when the history entry has a saved grid for
 *   the URL's request; the grid's own URL writes are not fed back to it;
 * - a grid that waits for it (`waitForSync`: a page hydrating a server render) is restored from
 *   the entry's saved grid or loads the URL's page when the sync starts, after hydration;
 * - the machine's `url.change` becomes a push (a new selection, once it has loaded: a failed one
 *   leaves the history as it was) or a replace (paging);
 * - with `restoration` on, the history entry holds only a key (`{ solekitGrid: "<key>" }`; an
 *   entry without one gets it with one replace) and the grid is saved under it in the store once
 *   the shopper leaves: on `pagehide`, before the grid's own push, when the URL moves to another
 *   entry, and on `stop()`. Scrolling only remembers `scrollY` in memory: no writes.
 *
 * @example
 * ```ts
 * const url = createHistoryUrl();
 * const actor = createActor(machine, { input: searchGridInput(url) }).start();
 * const sync = syncSearchGridUrl(actor, { url });
 * render(connectSearchGrid(actor.getSnapshot(), actor.send));
 * sync.rendered(); // after each render: scrolls a restored grid back into place
 * // leaving the page: sync.stop();
 * ```
 */
export function syncSearchGridUrl(
  actorRef: ActorRefFrom<SearchGridMachine>,
  options: SyncSearchGridUrlOptions,
): SearchGridUrlSync {
  const { url } = options;
  const restoration = options.restoration ?? true;
  const store = options.store ?? defaultSavedGridStore();
  const win = options.window ?? (typeof window === "undefined" ? undefined : window);
  // The grid's own page: a URL elsewhere means the host is leaving it.
  const path = url.current().pathname;
  // The history entry showing the grid, and the last URL the grid wrote (its echo is ignored).
  let key = historyKeyOf(url.state());
  let written: string | undefined;
  let scrollY = win?.scrollY ?? 0;
  let pendingScroll: number | undefined;
  const loaded = (context: SearchGridContext) => (context.pages.length > 0 && context.meta ? context : null);
  // The last loaded grid: what leaving saves (a fresh load clears the machine's pages first).
  let shown = loaded(actorRef.getSnapshot().context);

  const write = (to: string, replace: boolean, state: unknown) => {
    written = new URL(to, url.current()).href;
    url.navigate(to, { replace, state });
  };
  const save = () => {
    const grid = restoration && key && shown ? savedGridOf(shown, scrollY) : null;
    if (key && grid) store.write(key, grid);
  };
  // An entry the grid shows needs a key before the shopper can leave it.
  const tag = () => {
    if (!restoration || key !== undefined || url.current().pathname !== path) return;
    key = newHistoryKey();
    write(url.current().href, true, withHistoryKey(url.state(), key));
  };

  const { context } = actorRef.getSnapshot();
  if (options.collection !== undefined && options.collection !== context.collection) {
    actorRef.send({
      type: "url.sync",
      url: parseSearchUrl(url.current().searchParams),
      collection: options.collection,
    });
  }
  // Started on a grid restored from this entry: its scroll position comes back once rendered.
  const saved = restoration && key ? store.read(key) : null;
  if (
    shown &&
    saved &&
    isRestorable(saved, shown.request, shown) &&
    saved.pages.length === shown.pages.length
  ) {
    pendingScroll = saved.scrollY;
  }
  tag();

  // Shows the grid saved for this entry when it fits `request` (and `restorable`), else follows the URL.
  const restoreOrSync = (request: SearchUrlState, restorable: boolean) => {
    const grid = restoration && key && restorable ? store.read(key) : null;
    if (isRestorable(grid, request, actorRef.getSnapshot().context)) {
      // Its position is the saved one until the shopper scrolls: leaving before it is put back
      // (a development remount stops this sync at once) saves it again, not the page's top.
      pendingScroll = grid.scrollY;
      scrollY = grid.scrollY;
      actorRef.send({ type: "grid.restore", grid: { ...grid, request } });
    } else {
      actorRef.send({ type: "url.sync", url: request });
    }
  };

  const onUrl = () => {
    const current = url.current();
    const entryKey = historyKeyOf(url.state());
    if (current.pathname !== path || (current.href === written && entryKey === key)) return;
    written = undefined;
    if (entryKey !== key) save();
    key = entryKey;
    const request = parseSearchUrl(current.searchParams);
    const { context } = actorRef.getSnapshot();
    const newSet = searchGridKey(request, context) !== searchGridKey(context.request, context);
    restoreOrSync(request, newSet);
    tag();
  };

  const emitted = actorRef.on("url.change", ({ url: state, replace }) => {
    const current = url.current();
    if (current.pathname !== path) return;
    const search = serialiseSearchUrl(state, current.searchParams).toString();
    const to = `${current.pathname}${search ? `?${search}` : ""}${current.hash}`;
    if (replace) {
      // Paging keeps the entry, its state and its key.
      write(to, true, url.state());
    } else {
      // The entry being left keeps its grid for Back (`shown` is still that grid: emitted events
      // reach us before the snapshot's subscribers); the new one gets its own key.
      save();
      key = restoration ? newHistoryKey() : undefined;
      write(to, false, key === undefined ? null : { [GRID_HISTORY_PROPERTY]: key });
    }
  });

  const observed = actorRef.subscribe((snapshot) => {
    const grid = loaded(snapshot.context);
    if (grid && grid.pages !== shown?.pages) shown = grid;
  });
  const unsubscribe = url.subscribe(onUrl);
  const listening = new AbortController();
  if (restoration && win) {
    // Only remembered; saved when the shopper leaves. After a link elsewhere, not the grid's.
    const onScroll = () => {
      if (url.current().pathname === path) scrollY = win.scrollY;
    };
    win.addEventListener("scroll", onScroll, { passive: true, signal: listening.signal });
    win.addEventListener("pagehide", save, { signal: listening.signal });
  }

  // Scrolls back to a restored grid's position; while the page is still too short to get there
  // (its cards rendering), tries again each frame, until it arrives, a second has passed, or the
  // shopper scrolls by themselves.
  let restoring: AbortController | undefined;
  const restoreScroll = (view: GridWindow, target: number) => {
    restoring?.abort();
    const attempt = new AbortController();
    restoring = attempt;
    for (const type of ["wheel", "touchstart", "keydown"] as const) {
      view.addEventListener(type, () => attempt.abort(), {
        passive: true,
        signal: attempt.signal,
        once: true,
      });
    }
    let frames = 0;
    const step = () => {
      if (attempt.signal.aborted) return;
      view.scrollTo(0, target);
      scrollY = target;
      const arrived = Math.abs(view.scrollY - target) < 1;
      if (arrived || ++frames >= RESTORE_SCROLL_FRAMES || !view.requestAnimationFrame) attempt.abort();
      else view.requestAnimationFrame(step);
    };
    step();
  };

  // A grid hydrating a server render waits for this sync (`waitForSync`): after hydration, the
  // entry's saved grid comes back now (no request), or the URL's page loads.
  if (actorRef.getSnapshot().matches({ grid: "starting" })) {
    restoreOrSync(parseSearchUrl(url.current().searchParams), true);
  }

  return {
    rendered() {
      if (pendingScroll === undefined || actorRef.getSnapshot().context.pages.length === 0) return;
      const target = pendingScroll;
      pendingScroll = undefined;
      if (win) restoreScroll(win, target);
    },
    stop() {
      save();
      unsubscribe();
      emitted.unsubscribe();
      observed.unsubscribe();
      listening.abort();
      restoring?.abort();
    },
  };
}
