/** Options of {@link UrlAdapter.navigate}. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** History state to store with the entry (e.g. a grid's loaded pages). */
  state?: unknown;
}

/**
 * How solekit reads and changes the page URL: search parameters, the account section, the
 * product's variant. Replace it to route through your framework's router.
 */
export interface UrlAdapter {
  /** The current URL. */
  current(): URL;
  /** The history state of the current entry. */
  state(): unknown;
  /** Goes to a URL: same-origin in place, another origin by a full page load. */
  navigate(to: string | URL, options?: NavigateOptions): void;
  /** Calls `listener` after every URL change (including back and forward); returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

// The listeners of a URL adapter: `notify` calls them all, `subscribe` adds one until unsubscribed.
function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The default URL adapter, on `window.history` and `popstate`.
 *
 * @example
 * ```ts
 * const url = createHistoryUrl();
 * url.navigate("/search?query=boots");
 * url.current().searchParams.get("query"); // "boots"
 * ```
 */
export function createHistoryUrl(win: Window = window): UrlAdapter {
  const { notify, subscribe } = listenerSet();
  win.addEventListener("popstate", notify);
  return {
    current: () => new URL(win.location.href),
    state: () => win.history.state,
    navigate(to, options = {}) {
      const next = new URL(to, win.location.href);
      if (next.origin !== win.location.origin) return win.location.assign(next.href);
      win.history[options.replace ? "replaceState" : "pushState"](options.state ?? null, "", next.href);
      notify();
    },
    subscribe,
  };
}

/**
 * A URL adapter held in memory: for tests, SSR and non-browser hosts. It keeps only the current
 * entry, since the adapter offers no way back.
 *
 * @example
 * ```ts
 * const url = createMemoryUrl("https://shop.example.com/search?query=boot");
 * url.navigate("/search?query=boots", { replace: true });
 * ```
 */
export function createMemoryUrl(initial: string | URL = "http://localhost/"): UrlAdapter {
  const { notify, subscribe } = listenerSet();
  let entry: { url: URL; state: unknown } = { url: new URL(initial), state: null };
  return {
    current: () => new URL(entry.url),
    state: () => entry.state,
    navigate(to, options = {}) {
      entry = { url: new URL(to, entry.url), state: options.state ?? null };
      notify();
    },
    subscribe,
  };
}
