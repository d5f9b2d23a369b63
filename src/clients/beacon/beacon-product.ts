// Type imports only: the result trackers beside the machines use this without pulling in the
// client's transport.
import type { SearchResult } from "../search/search-result.schemas";
import type { BeaconProduct } from "./beacon.schemas";

/**
 * The beacon description of a result at a 1-based position, carrying the result's
 * intellisuggest data and signature so the service can tie the event to its search.
 *
 * @example
 * ```ts
 * beacon.click({ source: "search", query: "boots", products: [beaconProduct(result, 3)] });
 * ```
 */
export function beaconProduct(
  result: Pick<SearchResult, "id" | "sku" | "intellisuggestData" | "intellisuggestSignature">,
  position?: number,
): BeaconProduct {
  return {
    id: result.id,
    ...(result.sku ? { sku: result.sku } : {}),
    ...(result.intellisuggestData ? { intellisuggestData: result.intellisuggestData } : {}),
    ...(result.intellisuggestSignature ? { intellisuggestSignature: result.intellisuggestSignature } : {}),
    ...(position === undefined ? {} : { position }),
  };
}
