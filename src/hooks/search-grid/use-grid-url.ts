import { useEffect, useLayoutEffect, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import type { UrlAdapter } from "../../clients/adapters";
import {
  isRestorable,
  type SearchGridHistoryState,
  type SearchGridMachine,
  type SearchGridScope,
  searchGridKey,
} from "../../machines/search-grid";
import { parseSearchUrl } from "../../rules/search-url";
import { gridHistoryOf, gridHref, readGridHistory, withGridHistory } from "./grid-history";

/** Options of {@link useGridUrl}. */
export interface GridUrlOptions {
  /** The grid's collection and page size. */
  scope: SearchGridScope;
  /** Save the grid in history and restore it on Back. */
  restoration: boolean;
  /** Shortest interval between scroll-position saves, in ms. */
  saveIntervalMs: number;
  /** The saved grid the actor started from, if any (its scroll position is restored after mount). */
  restoredFrom: SearchGridHistoryState | null;
}

const hasWindow = () => typeof window !== "undefined";
const scrollY = () => (hasWindow() ? window.scrollY : 0);
// Layout effects do not run on the server; this keeps SSR free of warnings.
const useClientLayoutEffect = hasWindow() ? useLayoutEffect : useEffect;

/**
 * Keeps a grid actor and the page URL in step, both ways, through the provider's URL adapter:
 * URL changes become `url.sync` (or `restore` when the history entry holds the grid), the machine's
 * `url.change` becomes a push or replace. With restoration on, the loaded grid and the scroll
 * position are saved in the current history entry after each load, on scroll (throttled), on page
 * hide and before a push, and the scroll position is put back after a restore.
 *
 * @example
 * ```ts
 * useGridUrl(actorRef, runtime.url, snapshot, { scope, restoration: true, saveIntervalMs: 250, restoredFrom: null });
 * ```
 */
export function useGridUrl(
  actorRef: ActorRefFrom<SearchGridMachine>,
  url: UrlAdapter,
  rendered: unknown,
  options: GridUrlOptions,
): void {
  const { scope, restoration, saveIntervalMs } = options;
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const path = useRef<string | null>(null);
  path.current ??= url.current().pathname;
  const pendingScroll = useRef<number | null>(options.restoredFrom?.scrollY ?? null);
  // The last loaded grid seen, before the transition being processed: what a push must save.
  const lastLoaded = useRef<SearchGridHistoryState | null>(options.restoredFrom);

  useEffect(() => {
    const onThisPage = (current: URL) => current.pathname === path.current;
    const save = () => {
      const saved = lastLoaded.current;
      const current = url.current();
      if (!restoration || !saved || !hasWindow() || !onThisPage(current)) return;
      // Only into the entry that shows this grid: after Back the URL may already be another's.
      if (!isRestorable(saved, parseSearchUrl(current.searchParams), scopeRef.current)) return;
      const state = withGridHistory(url.state(), { ...saved, scrollY: scrollY() });
      url.navigate(`${current.pathname}${current.search}${current.hash}`, { replace: true, state });
    };

    let saving = false;
    const onUrl = () => {
      if (saving) return;
      const current = url.current();
      if (!onThisPage(current)) return; // the host is leaving this page
      const request = parseSearchUrl(current.searchParams);
      const { context } = actorRef.getSnapshot();
      const grid = scopeRef.current;
      const sameKey = searchGridKey(request, grid) === searchGridKey(context.request, grid);
      if (sameKey && request.page === context.request.page) return;
      const saved = restoration && !sameKey ? readGridHistory(url.state()) : null;
      if (saved && isRestorable(saved, request, grid)) {
        const restored = { ...saved, request };
        lastLoaded.current = restored;
        pendingScroll.current = saved.scrollY;
        actorRef.send({ type: "restore", state: restored });
        return;
      }
      actorRef.send({ type: "url.sync", url: request, collection: grid.collection });
    };

    const emitted = actorRef.on("url.change", ({ url: state, replace }) => {
      const current = url.current();
      if (!onThisPage(current)) return;
      const href = gridHref(current, state);
      if (!replace) {
        // The entry being left keeps the grid it showed, for Back. An adapter that reports this
        // replace at once must not read it as a navigation (the machine already moved on).
        saving = true;
        try {
          save();
        } finally {
          saving = false;
        }
        url.navigate(href);
        return;
      }
      // Emitted handlers run after the new snapshot is set: save it together with the new page.
      const saved =
        restoration && hasWindow() ? gridHistoryOf(actorRef.getSnapshot().context, scrollY()) : null;
      if (saved) lastLoaded.current = saved;
      url.navigate(href, { replace: true, state: saved ? withGridHistory(url.state(), saved) : url.state() });
    });

    const observed = actorRef.subscribe((snapshot) => {
      if (!snapshot.matches({ grid: "idle" })) return;
      const loaded = gridHistoryOf(snapshot.context, 0);
      const last = lastLoaded.current;
      if (
        !loaded ||
        (last && last.pages === loaded.pages && last.meta === loaded.meta && last.key === loaded.key)
      )
        return;
      lastLoaded.current = loaded;
      save();
    });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        save();
      }, saveIntervalMs);
    };
    const unsubscribe = url.subscribe(onUrl);
    if (restoration && hasWindow()) {
      window.addEventListener("scroll", onScroll, { passive: true });
      window.addEventListener("pagehide", save);
    }
    return () => {
      unsubscribe();
      emitted.unsubscribe();
      observed.unsubscribe();
      clearTimeout(timer);
      if (hasWindow()) {
        window.removeEventListener("scroll", onScroll);
        window.removeEventListener("pagehide", save);
      }
    };
  }, [actorRef, url, restoration, saveIntervalMs]);

  // A new collection on the same component (e.g. /collections/a → /collections/b) reloads.
  const collection = scope.collection;
  const syncedCollection = useRef(collection);
  useEffect(() => {
    if (syncedCollection.current === collection) return;
    syncedCollection.current = collection;
    const current = url.current();
    path.current = current.pathname;
    actorRef.send({ type: "url.sync", url: parseSearchUrl(current.searchParams), collection });
  }, [actorRef, url, collection]);

  // After a restore has rendered its pages (`rendered` changes with every snapshot), put the
  // scroll position back.
  useClientLayoutEffect(() => {
    if (pendingScroll.current === null || actorRef.getSnapshot().context.pages.length === 0) return;
    const y = pendingScroll.current;
    pendingScroll.current = null;
    window.scrollTo(0, y);
  }, [actorRef, rendered]);
}
