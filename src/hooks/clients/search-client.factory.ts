import { createSearchClient, type SearchClient } from "../../clients/search";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/**
 * Builds the search client from the provider's runtime (used through `useClient`). Its tracking
 * ids live in the runtime's storage adapter.
 *
 * @example
 * ```ts
 * const search = useClient(searchClientFactory);
 * ```
 */
export function searchClientFactory(runtime: SolekitRuntime): SearchClient {
  return createSearchClient(runtime.config, { storage: runtime.storage });
}
