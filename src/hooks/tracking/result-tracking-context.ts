import type { BeaconEventInput } from "../../clients/beacon";

/**
 * Where a list of results is shown, as the beacon needs to know it: a search (with its text), the
 * quick search, a collection page or carousel, or a recommendation profile.
 */
export type ResultTrackingContext =
  | {
      /** A search results grid. */
      type: "search";
      /** The search text the results answer. */
      query: string;
    }
  | {
      /** The quick-search overlay's products. */
      type: "autocomplete";
      /** The typed text (or the suggestion being previewed). */
      query: string;
    }
  | {
      /** A collection grid or collection carousel. */
      type: "collection";
      /** The collection handle. */
      collection: string;
    }
  | {
      /** A recommendation carousel. */
      type: "recommendation";
      /** The recommendation profile tag, e.g. `popular`. */
      tag: string;
    };

/**
 * The beacon fields of a tracking context. The beacon knows three sources; a collection listing
 * is a search to the search service (`search.json` filtered by collection, with no text), so it
 * is reported as a search without a query.
 *
 * @example
 * ```ts
 * beaconFieldsFor({ type: "recommendation", tag: "popular" }); // { source: "recommendation", tag: "popular" }
 * beaconFieldsFor({ type: "collection", collection: "sale" }); // { source: "search" }
 * ```
 */
export function beaconFieldsFor(context: ResultTrackingContext): Omit<BeaconEventInput, "products"> {
  switch (context.type) {
    case "search":
      return { source: "search", query: context.query };
    case "autocomplete":
      return { source: "autocomplete", query: context.query };
    case "collection":
      return { source: "search" };
    case "recommendation":
      return { source: "recommendation", tag: context.tag };
  }
}
