/**
 * `solekit/prefetch` — render-as-you-fetch with no framework: start the first screen's requests
 * (the grid's first search, the cart) before React or any UI has downloaded, and let the
 * provider's clients take the answers over.
 *
 * @packageDocumentation
 */

import { createCartClient } from "./clients/cart/cart-client";
import { createPrefetch, type Prefetch } from "./clients/http/prefetch";
import { createSearchClient } from "./clients/search/search-client";
import { searchGridInput } from "./machines/search-grid/search-grid.history";
import { searchGridFirstRequest } from "./machines/search-grid/search-grid.prefetch";
import {
  createBrowserStorage,
  createHistoryUrl,
  parseSolekitConfig,
  type SolekitConfigInput,
  type StorageAdapter,
  type UrlAdapter,
} from "./runtime";

export {
  createPrefetch,
  PREFETCH_MAX_AGE_MS,
  type Prefetch,
  type PrefetchOptions,
} from "./clients/http/prefetch";
export { searchGridFirstRequest } from "./machines/search-grid/search-grid.prefetch";

/** Options of {@link prefetchSearchGrid}. */
export interface PrefetchSearchGridOptions {
  /** The grid's collection, as `useSearchGrid({ collection })` will get it. */
  collection?: string | null;
  /** Products per page, as `useSearchGrid({ resultsPerPage })` will get it. */
  resultsPerPage?: number | null;
  /** The page's URL. @default window.history */
  url?: UrlAdapter;
  /** Where the tracking ids live. @default localStorage and cookies */
  storage?: StorageAdapter;
  /** The store to keep the request in. @default a new one */
  prefetch?: Prefetch;
}

/**
 * Starts the search that a grid on the current URL will send first (none after Back, when the
 * grid restores its saved pages), and returns the store to hand to the provider:
 * `<SolekitProvider prefetch={…}>`. The grid's first load then takes the answer over,
 * instead of asking once React has rendered. Give it the configuration and grid options the
 * provider and `useSearchGrid` will get; if they differ, the grid simply sends its own request.
 *
 * @example
 * ```ts
 * // main.ts, before the app's code is imported
 * const prefetch = prefetchSearchGrid(config, { collection: "sale" });
 * const { mount } = await import("./app");
 * mount({ config, prefetch }); // <SolekitProvider config={config} prefetch={prefetch}>
 * ```
 */
export function prefetchSearchGrid(
  config: SolekitConfigInput,
  options: PrefetchSearchGridOptions = {},
): Prefetch {
  const prefetch = options.prefetch ?? createPrefetch();
  const url = options.url ?? createHistoryUrl(window);
  const first = searchGridFirstRequest(
    searchGridInput(url, { collection: options.collection, resultsPerPage: options.resultsPerPage }),
  );
  if (first) {
    const storage = options.storage ?? createBrowserStorage();
    createSearchClient(parseSolekitConfig(config), { storage, prefetch }).prefetch(first);
  }
  return prefetch;
}

/**
 * Starts the cart's first read (`GET /cart?view=ajax`, for the header's bag count), and returns
 * the store to hand to the provider, whose cart takes the answer over.
 *
 * @example
 * ```tsx
 * const prefetch = prefetchSearchGrid(config);
 * prefetchCart(config, { prefetch });
 * root.render(<SolekitProvider config={config} prefetch={prefetch}><App /></SolekitProvider>);
 * ```
 */
export function prefetchCart(config: SolekitConfigInput, options: { prefetch?: Prefetch } = {}): Prefetch {
  const prefetch = options.prefetch ?? createPrefetch();
  createCartClient(parseSolekitConfig(config), { prefetch }).prefetch();
  return prefetch;
}
