import type { SearchGridContext, SearchGridHistoryState } from "../../machines/search-grid";
import { keyOf } from "../../machines/search-grid/search-grid.context";
import { type SearchUrlState, serialiseSearchUrl } from "../../rules/search-url";

/** The history-state property holding a saved grid; other properties of the entry's state are kept. */
export const GRID_HISTORY_KEY = "solekitGrid";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The grid saved in a history entry's state, if any.
 *
 * @example
 * ```ts
 * readGridHistory(url.state())?.pages.length; // 3 after Back to a grid with three pages loaded
 * ```
 */
export function readGridHistory(state: unknown): SearchGridHistoryState | null {
  if (!isRecord(state)) return null;
  const saved = state[GRID_HISTORY_KEY];
  return isRecord(saved) && saved.version === 1 ? (saved as unknown as SearchGridHistoryState) : null;
}

/**
 * A history entry's state with the grid saved in it, keeping whatever else the entry holds.
 *
 * @example
 * ```ts
 * url.navigate(url.current(), { replace: true, state: withGridHistory(url.state(), saved) });
 * ```
 */
export function withGridHistory(state: unknown, saved: SearchGridHistoryState): Record<string, unknown> {
  return { ...(isRecord(state) ? state : {}), [GRID_HISTORY_KEY]: saved };
}

/**
 * What to save for a grid context, or `null` while it has nothing loaded.
 *
 * @example
 * ```ts
 * gridHistoryOf(actor.getSnapshot().context, window.scrollY);
 * ```
 */
export function gridHistoryOf(context: SearchGridContext, scrollY: number): SearchGridHistoryState | null {
  if (context.meta === null || context.pages.length === 0) return null;
  return {
    version: 1,
    key: keyOf(context),
    request: context.request,
    collection: context.collection,
    resultsPerPage: context.resultsPerPage,
    pages: context.pages,
    meta: context.meta,
    scrollY,
  };
}

/**
 * The same-page address showing a grid state, keeping unrelated parameters and the hash.
 *
 * @example
 * ```ts
 * gridHref(new URL("https://shop.test/search?query=boot&utm=x"), { ...state, page: 2 }); // "/search?utm=x&query=boot&page=2"
 * ```
 */
export function gridHref(current: URL, state: SearchUrlState): string {
  const search = serialiseSearchUrl(state, current.searchParams).toString();
  return `${current.pathname}${search ? `?${search}` : ""}${current.hash}`;
}
