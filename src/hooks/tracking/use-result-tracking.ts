import {
  type MouseEvent,
  type MouseEventHandler,
  type Ref,
  type RefCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import { type BeaconClient, type BeaconProduct, beaconProduct } from "../../clients/beacon";
import type { SearchResult } from "../../clients/search";
import { useClient } from "../provider";
import { beaconClient } from "../provider/clients";
import { flushBeaconOnPageHide } from "./flush-on-page-hide";
import { beaconFieldsFor, type ResultTrackingContext } from "./result-tracking-context";

/** Share of a product's element that must be in view for an impression. */
export const IMPRESSION_VISIBLE_RATIO = 0.5;

// Intersection ratios are floating point: a card exactly half in view can report 0.4999….
const RATIO_TOLERANCE = 0.001;

// Layout effects run before the browser delivers the first IntersectionObserver callback, so a
// result set's render event always precedes its impressions; on the server, plain effects (which
// never run there) avoid React's warning.
const useClientLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** What tracking needs of a result: its id and the service's data tying it to its search. */
export type TrackableResult = Pick<
  SearchResult,
  "id" | "sku" | "intellisuggestData" | "intellisuggestSignature"
>;

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

interface TrackedItem {
  id: string;
  product: BeaconProduct;
}

interface RefEntry {
  callback: RefCallback<Element>;
  element: Element | null;
  callerRef: Ref<Element> | undefined;
}

interface TrackingStore {
  setKey: string;
  renderedKey: string | undefined;
  seen: Set<string>;
  refs: Map<string, RefEntry>;
  observed: Map<Element, TrackedItem>;
  observer: IntersectionObserver | undefined;
  beacon: BeaconClient;
  context: ResultTrackingContext;
  enabled: boolean;
}

function setRef<TElement>(ref: Ref<TElement> | undefined, element: TElement | null): void {
  if (typeof ref === "function") ref(element);
  else if (ref) ref.current = element;
}

function onIntersections(store: TrackingStore, entries: readonly IntersectionObserverEntry[]): void {
  if (!store.enabled) return;
  const products: BeaconProduct[] = [];
  for (const entry of entries) {
    if (entry.intersectionRatio < IMPRESSION_VISIBLE_RATIO - RATIO_TOLERANCE) continue;
    const item = store.observed.get(entry.target);
    if (!item || store.seen.has(item.id)) continue;
    store.seen.add(item.id);
    products.push(item.product);
  }
  if (products.length > 0) store.beacon.impression({ ...beaconFieldsFor(store.context), products });
}

/**
 * Tracks a rendered list of results for the search service's beacon (storefront §7): one
 * `render` event per result set shown, an `impression` when a product's element is at least half
 * in view (once per product per result set, via IntersectionObserver), and a `click` when it is
 * activated. The beacon batches everything for 400 ms (storefront §9) and the hook flushes it when
 * the page is hidden. SSR-safe: nothing runs until the browser mounts the elements.
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
  const setKey = `${JSON.stringify(context)}|${firstPosition}|${results.map((result) => result.id).join(",")}`;

  const storeRef = useRef<TrackingStore | null>(null);
  storeRef.current ??= {
    setKey,
    renderedKey: undefined,
    seen: new Set(),
    refs: new Map(),
    observed: new Map(),
    observer: undefined,
    beacon,
    context,
    enabled,
  };
  const store = storeRef.current;
  store.beacon = beacon;
  store.context = context;
  store.enabled = enabled;
  if (store.setKey !== setKey) {
    // A new result set: fresh ref callbacks make React detach and re-attach every element, so
    // each is observed again and may count one impression in the new set.
    store.setKey = setKey;
    store.refs = new Map();
    store.seen = new Set();
  }

  useEffect(() => flushBeaconOnPageHide(beacon), [beacon]);

  useClientLayoutEffect(() => {
    if (!enabled || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => onIntersections(store, entries), {
      threshold: IMPRESSION_VISIBLE_RATIO,
    });
    store.observer = observer;
    for (const element of store.observed.keys()) observer.observe(element);
    return () => {
      observer.disconnect();
      store.observer = undefined;
    };
  }, [store, enabled]);

  useClientLayoutEffect(() => {
    // The stored key keeps React's development double-run (StrictMode) from sending twice.
    if (!enabled || results.length === 0 || store.renderedKey === setKey) return;
    store.renderedKey = setKey;
    beacon.render({
      ...beaconFieldsFor(context),
      products: results.map((result, index) => beaconProduct(result, firstPosition + index)),
    });
  });

  // A new result set hands out new ref callbacks (see above), hence `setKey` in the dependencies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setKey stands for the result set
  return useMemo<ResultTrackingApi<TResult>>(
    () => ({
      getTrackingProps<
        TElement extends Element = HTMLElement,
        TProps extends TrackingChainProps<TElement> = TrackingChainProps<TElement>,
      >(result: TResult, position: number, props?: TProps) {
        const { ref: callerRef, onClick: callerClick, ...rest } = props ?? ({} as TProps);
        const key = `${result.id}@${position}`;
        let entry = store.refs.get(key);
        if (!entry) {
          const item: TrackedItem = { id: result.id, product: beaconProduct(result, position) };
          const created: RefEntry = {
            element: null,
            callerRef: undefined,
            callback: (element) => {
              if (created.element) {
                store.observed.delete(created.element);
                store.observer?.unobserve(created.element);
              }
              created.element = element;
              if (element) {
                store.observed.set(element, item);
                store.observer?.observe(element);
              }
              setRef(created.callerRef, element);
            },
          };
          entry = created;
          store.refs.set(key, entry);
        }
        entry.callerRef = callerRef as Ref<Element> | undefined;
        const onClick = (event: MouseEvent<TElement>) => {
          callerClick?.(event);
          if (!store.enabled) return;
          store.beacon.click({
            ...beaconFieldsFor(store.context),
            products: [beaconProduct(result, position)],
          });
        };
        return {
          ...rest,
          ref: entry.callback,
          onClick,
          "data-solekit-result": result.id,
          "data-solekit-position": position,
        };
      },
    }),
    [store, setKey],
  );
}
