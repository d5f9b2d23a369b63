import {
  type MouseEvent,
  type MouseEventHandler,
  type Ref,
  type RefCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
} from "react";
import {
  createResultTracker,
  type ResultTracker,
  type ResultTrackingContext,
  type TrackableResult,
} from "../../machines/result-tracking";
import { mergeProps, setRef } from "../../machines/shared/merge-props";
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

/** Props the caller wants kept on the tracked element: its own ref and click handler. */
export interface TrackingChainProps<TElement extends Element> {
  /** The caller's ref; called (or set) when the element attaches and detaches. */
  ref?: Ref<TElement>;
  /** The caller's click handler; called before the click is tracked. */
  onClick?: MouseEventHandler<TElement>;
}

/** Props to spread on a tracked product element (its link or card). */
export interface TrackingProps<TElement extends Element> {
  /** Watches the element's visibility for the impression. */
  ref: RefCallback<TElement>;
  /** Tracks the click, after the caller's own handler. */
  onClick: MouseEventHandler<TElement>;
  /** The product id, for the page's own analytics and tests. */
  "data-solekit-result": string;
  /** The product's 1-based position. */
  "data-solekit-position": number;
}

/** What {@link useResultTracking} returns. */
export interface ResultTrackingApi<TResult extends TrackableResult> {
  /**
   * Props for the element of `result` at its 1-based `position`. Pass your own `ref`, `onClick`
   * and other props as `props`: they are returned with the handlers chained.
   */
  getTrackingProps<
    TElement extends Element = HTMLElement,
    TProps extends TrackingChainProps<TElement> = TrackingChainProps<TElement>,
  >(
    result: TResult,
    position: number,
    props?: TProps,
  ): Omit<TProps, "ref" | "onClick"> & TrackingProps<TElement>;
}

// One stable ref callback per product and position in a result set, so re-renders do not detach
// and re-watch every element; it calls the caller's latest ref too.
interface RefEntry {
  callback: RefCallback<Element>;
  callerRef: Ref<Element> | undefined;
}

function refEntry(tracker: ResultTracker, result: TrackableResult, position: number): RefEntry {
  let unobserve: (() => void) | undefined;
  const entry: RefEntry = {
    callerRef: undefined,
    callback: (element) => {
      unobserve?.();
      unobserve = element ? tracker.observe(element, result, position) : undefined;
      setRef(entry.callerRef, element);
    },
  };
  return entry;
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
 * set; the quick search calls it with `{ type: "autocomplete", query }`.
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
  const setKey = `${JSON.stringify(context)}|${firstPosition}|${results.map((result) => result.id).join(",")}`;

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: setKey stands for the result set
  const refs = useMemo(() => new Map<string, RefEntry>(), [tracker, setKey]);
  return useMemo<ResultTrackingApi<TResult>>(
    () => ({
      getTrackingProps<
        TElement extends Element = HTMLElement,
        TProps extends TrackingChainProps<TElement> = TrackingChainProps<TElement>,
      >(result: TResult, position: number, props?: TProps) {
        const { ref: callerRef, onClick: callerClick, ...rest } = props ?? ({} as TProps);
        const key = `${result.id}@${position}`;
        const entry = refs.get(key) ?? refEntry(tracker, result, position);
        refs.set(key, entry);
        entry.callerRef = callerRef as Ref<Element> | undefined;
        const own: TrackingProps<TElement> = {
          ref: entry.callback,
          // Tracked even when the caller prevented the default (a client-side router's link
          // does): the shopper still chose the product. So the caller's handler is chained here,
          // not through mergeProps, which would skip ours.
          onClick: (event: MouseEvent<TElement>) => {
            callerClick?.(event);
            tracker.click(result, position);
          },
          "data-solekit-result": result.id,
          "data-solekit-position": position,
        };
        return mergeProps(own, rest) as Omit<TProps, "ref" | "onClick"> & TrackingProps<TElement>;
      },
    }),
    [tracker, refs],
  );
}
