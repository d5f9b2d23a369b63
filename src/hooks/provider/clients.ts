// Every client a hook uses, built from the provider's runtime, in one place. Each is a separate
// factory (not one object building them all) so a bundler drops the clients an app never uses.
import { type BeaconClient, createBeaconClient } from "../../clients/beacon";
import { type CartClient, createCartClient } from "../../clients/cart";
import { createSearchClient, type SearchClient } from "../../clients/search";
import type { SolekitRuntime } from "./solekit-runtime";

/**
 * The search client of the provider (used through `useClient`). Its tracking ids live in the
 * runtime's storage adapter.
 *
 * @example
 * ```ts
 * const search = useClient(searchClient);
 * ```
 */
export function searchClient(runtime: SolekitRuntime): SearchClient {
  return createSearchClient(runtime.config, { storage: runtime.storage });
}

/**
 * The beacon client of the provider (used through `useClient`). It shares the runtime's storage
 * adapter, and so the tracking ids and page-load id, with the search client; events carry the
 * runtime clock's time and the URL adapter's page.
 *
 * @example
 * ```ts
 * const beacon = useClient(beaconClient);
 * ```
 */
export function beaconClient(runtime: SolekitRuntime): BeaconClient {
  return createBeaconClient(runtime.config, {
    storage: runtime.storage,
    clock: runtime.clock,
    pageUrl: () => runtime.url.current().href,
  });
}

/**
 * The storefront AJAX cart client of the provider (used through `useClient` and the cart's
 * shared actor).
 *
 * @example
 * ```ts
 * const cart = useClient(cartClient);
 * ```
 */
export function cartClient(runtime: SolekitRuntime): CartClient {
  return createCartClient(runtime.config);
}
