import { useEffect, useLayoutEffect, useMemo } from "react";
import {
  connectResultTracking,
  createResultTracker,
  type ResultTrackingApi,
  type ResultTrackingContext,
  type TrackableResult,
} from "../../machines/result-tracking";
import { resultSetKey } from "../../machines/result-tracking/result-tracking.selectors";
import { beaconClient } from "../provider/clients";
import { useClient } from "../provider/solekit-context";

// Layout effects run before the browser delivers the first IntersectionObserver callback, so a
// result set's render event always precedes its impressions; on the server, plain effects (which
// never run there) avoid React's warning.
const useClientLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Options of {@link useResultTracking}. */
export interface UseResultTrackingOptions<TResult extends TrackableResult> {
  /** The rendered result set, in display order. A new set (other ids or context) is a new render. */
  results: readonly TResult[];
  /** Where the results are shown. */
  context: ResultTrackingContext;
  /** Position of `results[0]` in the whole list, e.g. 25 for a grid's second page of 24. @default 1 */
  firstPosition?: number;
  /** Send nothing while false (e.g. while the results are stale or loading). @default true */
  enabled?: boolean;
}

/**
 * Tracks a rendered list of results for the search service's beacon (storefront §7) with
 * `createResultTracker`: one `render` event per result set shown, an `impression` when a
 * product's element is at least half in view (once per product per result set), and a `click`
 * when it is activated. The beacon batches everything for 400 ms (storefront §9) and is flushed
 * when the page is hidden. SSR-safe: nothing runs until the browser mounts the elements.
 *
 * Put the props on the element that stands for the product — its link or card. A grid that loads
 * page after page calls the hook once per page (with `firstPosition`), so each page is one result
 * set; the quick search calls it with `{ type: "autocomplete", query }`. A thin binding of
 * `createResultTracker` and `connectResultTracking` (`solekit/machines`).
 *
 * @example
 * ```tsx
 * function Grid({ results, query }: { results: SearchResult[]; query: string }) {
 *   const { getTrackingProps } = useResultTracking({ results, context: { type: "search", query } });
 *   return (
 *     <ul>
 *       {results.map((result, index) => (
 *         <li key={result.id}>
 *           <a href={result.url} {...getTrackingProps(result, index + 1, { onClick: closeOverlay })}>
 *             {result.name}
 *           </a>
 *         </li>
 *       ))}
 *     </ul>
 *   );
 * }
 * ```
 */
export function useResultTracking<TResult extends TrackableResult>(
  options: UseResultTrackingOptions<TResult>,
): ResultTrackingApi<TResult> {
  const { results, context, firstPosition = 1, enabled = true } = options;
  const beacon = useClient(beaconClient);
  // One tracker per beacon; each render's context reaches it through setResults below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: context is only the starting value
  const tracker = useMemo(() => createResultTracker<TResult>({ beacon, context }), [beacon]);
  useClientLayoutEffect(() => {
    if (!enabled) return;
    tracker.start();
    return () => tracker.stop();
  }, [tracker, enabled]);
  useClientLayoutEffect(() => {
    tracker.setResults(results, context, firstPosition);
    tracker.rendered();
  });
  // A new result set hands out new ref callbacks, so React detaches and re-attaches every element
  // and each may count one impression in the new set.
  const setKey = resultSetKey(results, context, firstPosition);
  // biome-ignore lint/correctness/useExhaustiveDependencies: setKey stands for the result set
  return useMemo(() => connectResultTracking(tracker), [tracker, setKey]);
}
