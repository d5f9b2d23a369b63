// Render-as-you-fetch: the first screen's requests start before React and the app have loaded.
import type { SolekitConfigInput } from "solekit";
import { type Prefetch, prefetchCart, prefetchSearchGrid } from "solekit/prefetch";
import { pageFor } from "./route-pages";

// The live entry makes the store here too, so it imports nothing of solekit itself.
export { createPrefetch } from "solekit/prefetch";

/**
 * Starts the first screen's requests with the configuration the provider will get, in the store
 * the provider takes them over from (`<SolekitProvider prefetch>`): the cart (every page's header
 * shows the bag count) and, on `/search` and `/collections/:handle`, the grid's first search. The
 * grid options mirror the pages' `useSearchGrid` calls; should they ever differ, the grid simply
 * sends its own request.
 */
export function prefetchFirstScreen(config: SolekitConfigInput, prefetch: Prefetch): void {
  prefetchCart(config, { prefetch });
  const { pathname } = window.location;
  const page = pageFor(pathname);
  if (page === "search") prefetchSearchGrid(config, { prefetch });
  if (page === "collection") {
    const collection = decodeURIComponent(pathname.split("/")[2] ?? "");
    prefetchSearchGrid(config, { collection, prefetch });
  }
}
