/** What a search result carries for the beacon: its ids and the service's intellisuggest data. */
export interface BeaconResultFields {
  /** Product id (or uid). */
  readonly id: string;
  /** Product SKU; empty when unknown. */
  readonly sku?: string;
  /** The result's `intellisuggestData`, which ties a click to the search that showed it. */
  readonly intellisuggestData?: string;
  /** The result's `intellisuggestSignature`. */
  readonly intellisuggestSignature?: string;
}

/** A product as a beacon event describes it. */
export interface BeaconProductFields {
  /** The result's product id (or uid). */
  id: string;
  /** The product's SKU; left out when the result has none. */
  sku?: string;
  /**
   * The result's `intellisuggestData`, which ties the event to the search that showed the product; left out
   * when empty.
   */
  intellisuggestData?: string;
  /** The result's `intellisuggestSignature`, sent with `intellisuggestData`; left out when empty. */
  intellisuggestSignature?: string;
  /** 1-based position in the grid or carousel. */
  position?: number;
}

/**
 * The beacon description of a result at a 1-based position, carrying the result's
 * intellisuggest data and signature so the service can tie the event to its search. Empty
 * fields are left out. A pure rule, so the result trackers beside the machines use it without
 * the beacon client.
 *
 * @example
 * ```ts
 * beacon.click({ source: "search", query: "boots", products: [beaconProduct(result, 3)] });
 * ```
 */
export function beaconProduct(result: BeaconResultFields, position?: number): BeaconProductFields {
  return {
    id: result.id,
    ...(result.sku ? { sku: result.sku } : {}),
    ...(result.intellisuggestData ? { intellisuggestData: result.intellisuggestData } : {}),
    ...(result.intellisuggestSignature ? { intellisuggestSignature: result.intellisuggestSignature } : {}),
    ...(position === undefined ? {} : { position }),
  };
}
