import type { BeaconEventInput } from "../../clients/beacon";
import type { ResultTrackingContext, TrackableResult } from "./result-tracking.types";

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

/**
 * What makes a result set: its context, first position and result ids. Showing a set with another
 * key is a new render.
 *
 * @example
 * ```ts
 * resultSetKey([{ id: "1" }], { type: "search", query: "boots" }, 1); // '{"type":"search","query":"boots"}|1|1'
 * ```
 */
export function resultSetKey(
  results: readonly Pick<TrackableResult, "id">[],
  context: ResultTrackingContext,
  firstPosition: number,
): string {
  return `${JSON.stringify(context)}|${firstPosition}|${results.map((result) => result.id).join(",")}`;
}
