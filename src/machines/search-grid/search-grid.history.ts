import { parseSearchUrl } from "../../rules/search-url";
import type { UrlAdapter } from "../../runtime/url";
import { gridScopeOf, isRestorable, searchGridKey } from "./search-grid.selectors";
import type { SavedSearchGrid, SearchGridContext, SearchGridInput } from "./search-grid.types";

// The saved-grid format for Back (docs/search-grid.md): a history entry's state holds only a key,
// `{ solekitGrid: "<key>" }`, beside whatever else the host keeps there; the grid itself (request,
// pages, meta, scrollY) is JSON in sessionStorage under `solekit:grid:<key>`.

/** The history-state property that names an entry's saved grid. */
export const GRID_HISTORY_PROPERTY = "solekitGrid";
const STORAGE_PREFIX = "solekit:grid:";

/**
 * Where saved grids live: sessionStorage by default (see {@link createSavedGridStore}). Replace it
 * to keep them elsewhere.
 */
export interface SavedGridStore {
  /** The grid saved under `key`, or `null`. */
  read(key: string): SavedSearchGrid | null;
  /** Saves `grid` under `key`. */
  write(key: string, grid: SavedSearchGrid): void;
}

function usableSessionStorage(): Storage | undefined {
  try {
    const storage = globalThis.sessionStorage;
    storage.setItem(`${STORAGE_PREFIX}probe`, "1");
    storage.removeItem(`${STORAGE_PREFIX}probe`);
    return storage;
  } catch {
    // SSR, private modes and sandboxed frames: the grids stay in memory for this page's life.
    return undefined;
  }
}

// Drops every saved grid but `keep`: the oldest entries' grids are the least likely to be wanted.
function dropOtherGrids(storage: Storage, keep: string): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(STORAGE_PREFIX) && key !== keep) storage.removeItem(key);
}

/**
 * A store of saved grids in `storage` (default: `sessionStorage`), falling back to memory where
 * storage is missing or full, so Back within the page still restores.
 *
 * @example
 * ```ts
 * const store = createSavedGridStore();
 * syncSearchGridUrl(actor, { url, store });
 * ```
 */
export function createSavedGridStore(storage: Storage | undefined = usableSessionStorage()): SavedGridStore {
  const memory = new Map<string, SavedSearchGrid>();
  return {
    read(key) {
      const held = memory.get(key);
      if (held) return held;
      try {
        const json = storage?.getItem(STORAGE_PREFIX + key);
        return json ? (JSON.parse(json) as SavedSearchGrid) : null;
      } catch {
        // A grid that no longer parses is as good as none: the grid loads instead.
        return null;
      }
    },
    write(key, grid) {
      const json = JSON.stringify(grid);
      for (const attempt of [0, 1]) {
        try {
          if (!storage) break;
          if (attempt === 1) dropOtherGrids(storage, STORAGE_PREFIX + key);
          storage.setItem(STORAGE_PREFIX + key, json);
          memory.delete(key);
          return;
        } catch {
          // Quota exceeded: drop older grids and try once more, then keep it in memory.
        }
      }
      memory.set(key, grid);
    },
  };
}

let defaultStore: SavedGridStore | undefined;

/** The store grids use when none is given: one per page, created on first use. */
export const defaultSavedGridStore = (): SavedGridStore => {
  defaultStore ??= createSavedGridStore();
  return defaultStore;
};

/** The key a history entry's state names, if any. */
export const historyKeyOf = (state: unknown): string | undefined => {
  const key = (state as { [GRID_HISTORY_PROPERTY]?: unknown } | null | undefined)?.[GRID_HISTORY_PROPERTY];
  return typeof key === "string" ? key : undefined;
};

/** An entry's state with `key` added, keeping whatever else the host keeps there. */
export const withHistoryKey = (state: unknown, key: string): Record<string, unknown> => ({
  ...(typeof state === "object" && state !== null ? state : {}),
  [GRID_HISTORY_PROPERTY]: key,
});

/** A new key for a history entry: unique enough within one tab's session. */
export const newHistoryKey = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The grid a context shows, as saved for Back. */
export const savedGridOf = (
  grid: Pick<SearchGridContext, "request" | "collection" | "resultsPerPage" | "pages" | "meta">,
  scrollY: number,
): SavedSearchGrid | null =>
  grid.meta
    ? {
        version: 2,
        key: searchGridKey(grid.request, grid),
        request: grid.request,
        collection: grid.collection,
        resultsPerPage: grid.resultsPerPage,
        pages: grid.pages,
        meta: grid.meta,
        scrollY,
      }
    : null;

/** Options of {@link searchGridInput}. */
export interface SearchGridInputOptions {
  /** Collection handle on a collection page. */
  collection?: string | null;
  /** Products per page. @default the service's default */
  resultsPerPage?: number | null;
  /** Start from the grid saved for the current history entry, if it matches the URL. @default true */
  restoration?: boolean;
  /** Where saved grids live. @default sessionStorage (memory where unavailable) */
  store?: SavedGridStore;
  /**
   * The render this input is for hydrates a page rendered on a server: the input then holds no
   * saved grid (the server had none) and the grid waits (`waitForSync`) for `syncSearchGridUrl`,
   * started after hydration, to restore it or to load. So the first render in the browser shows
   * the server's skeletons, and hydration finds what it expects. @default false
   */
  hydrating?: boolean;
}

/**
 * The machine's input for the page the URL shows: the request from the URL and, after Back, the
 * grid saved for this history entry (so no request runs). A render hydrating a server render
 * passes `hydrating`: the grid then restores after hydration (see `syncSearchGridUrl`).
 *
 * @example
 * ```ts
 * const url = createHistoryUrl();
 * const actor = createActor(machine, { input: searchGridInput(url, { collection: "sale" }) }).start();
 * ```
 */
export function searchGridInput(url: UrlAdapter, options: SearchGridInputOptions = {}): SearchGridInput {
  const request = parseSearchUrl(url.current().searchParams);
  const scope = gridScopeOf(options);
  if (options.hydrating) return { request, ...scope, restore: null, waitForSync: true };
  const key = options.restoration === false ? undefined : historyKeyOf(url.state());
  const saved = key === undefined ? null : (options.store ?? defaultSavedGridStore()).read(key);
  return { request, ...scope, restore: isRestorable(saved, request, scope) ? saved : null };
}
