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
  /**
   * Goes to a URL. The default adapter changes the search and hash in place (filters, the variant,
   * the account section) and loads another page or origin in full; a router's adapter routes both.
   */
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
 * The default URL adapter, on `window.history` and `popstate`, for a shop whose server renders
 * each page (a theme, a multi-page app). A new search or hash on the same page goes in place
 * (`pushState`, or `replaceState` with `replace`), and the slices on the page follow it: the search
 * grid's filters, the product's variant, the account section. Another page (a product picked in
 * the quick search, `/search` from a product page) or another origin loads in full
 * (`location.assign`, whatever `replace` says), since only the host knows how to render it. An
 * app with a client-side router passes that router's adapter instead (`docs/configuration.md`,
 * "Adapters").
 *
 * @example
 * ```ts
 * const url = createHistoryUrl(); // on /search
 * url.navigate("/search?query=boots"); // in place: the search grid follows
 * url.current().searchParams.get("query"); // "boots"
 * url.navigate("/products/harbour-cross-junior-navy"); // a full page load
 * ```
 */
export function createHistoryUrl(win: Window = window): UrlAdapter {
  const { notify, subscribe } = listenerSet();
  win.addEventListener("popstate", notify);
  return {
    current: () => new URL(win.location.href),
    state: () => win.history.state,
    navigate(to, { replace, state = null } = {}) {
      const { location } = win;
      const next = new URL(to, location.href);
      // Another page of the shop, or another origin: a full page load.
      if (next.origin + next.pathname !== location.origin + location.pathname) {
        return location.assign(next.href);
      }
      win.history[replace ? "replaceState" : "pushState"](state, "", next.href);
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
