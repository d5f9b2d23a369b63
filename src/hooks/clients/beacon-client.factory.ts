import { type BeaconClient, createBeaconClient } from "../../clients/beacon";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/**
 * Builds the beacon client from the provider's runtime (used through `useClient`). It shares the
 * runtime's storage adapter, and so the tracking ids and page-load id, with the search client;
 * events carry the runtime clock's time and the URL adapter's page.
 *
 * @example
 * ```ts
 * const beacon = useClient(beaconClientFactory);
 * ```
 */
export function beaconClientFactory(runtime: SolekitRuntime): BeaconClient {
  return createBeaconClient(runtime.config, {
    storage: runtime.storage,
    clock: runtime.clock,
    pageUrl: () => runtime.url.current().href,
  });
}
