import type { BeaconProduct } from "../../clients/beacon";
import { beaconProduct } from "../../rules/beacon-product";
import { flushBeaconOnPageHide } from "./result-tracking.flush";
import { beaconFieldsFor, resultSetKey } from "./result-tracking.selectors";
import type {
  ResultTracker,
  ResultTrackerOptions,
  ResultTrackingContext,
  TrackableResult,
} from "./result-tracking.types";

/** Share of a product's element that must be in view for an impression. */
export const IMPRESSION_VISIBLE_RATIO = 0.5;

// Intersection ratios are floating point: a card exactly half in view can report 0.4999….
const RATIO_TOLERANCE = 0.001;

interface Watched {
  readonly id: string;
  readonly product: BeaconProduct;
}

/**
 * Creates a tracker for one list of results (storefront §7): one `render` event per result set,
 * an `impression` when a product's element is at least half in view (IntersectionObserver; once
 * per product per result set; products that come into view together share one event), and a
 * `click` when one is activated. The beacon batches for 400 ms (storefront §9); a started tracker
 * also flushes it when the page is hidden, so the last events survive a navigation.
 *
 * Creating it has no side effects (safe during a render or on the server); `start()` begins.
 * Without IntersectionObserver (the server, old browsers) no impressions are sent.
 *
 * @example
 * ```ts
 * const tracker = createResultTracker({ beacon, context: { type: "search", query: "boots" } });
 * tracker.setResults(results);
 * tracker.start();
 * tracker.rendered();
 * cards.forEach((card, index) => tracker.observe(card, results[index], index + 1));
 * cards.forEach((card, index) => card.addEventListener("click", () => tracker.click(results[index], index + 1)));
 * // when the list goes away:
 * tracker.stop();
 * ```
 */
export function createResultTracker<TResult extends TrackableResult = TrackableResult>(
  options: ResultTrackerOptions,
): ResultTracker<TResult> {
  const { beacon } = options;
  let context: ResultTrackingContext = options.context;
  let firstPosition = options.firstPosition ?? 1;
  let results: readonly TResult[] = [];
  let setKey = resultSetKey(results, context, firstPosition);
  let renderedKey: string | undefined;
  let seen = new Set<string>();
  const watched = new Map<Element, Watched>();
  let observer: IntersectionObserver | undefined;
  let releasePageHide: (() => void) | undefined;

  const onIntersections = (entries: readonly IntersectionObserverEntry[]) => {
    const products: BeaconProduct[] = [];
    for (const entry of entries) {
      if (entry.intersectionRatio < IMPRESSION_VISIBLE_RATIO - RATIO_TOLERANCE) continue;
      const item = watched.get(entry.target);
      if (!item || seen.has(item.id)) continue;
      seen.add(item.id);
      products.push(item.product);
    }
    if (products.length > 0) beacon.impression({ ...beaconFieldsFor(context), products });
  };

  return {
    setResults(next, nextContext = context, nextFirstPosition = firstPosition) {
      results = next;
      context = nextContext;
      firstPosition = nextFirstPosition;
      const key = resultSetKey(results, context, firstPosition);
      if (key === setKey) return;
      setKey = key;
      seen = new Set();
    },
    observe(element, result, position) {
      const item: Watched = { id: result.id, product: beaconProduct(result, position) };
      watched.set(element, item);
      observer?.observe(element);
      return () => {
        // A newer observe() of the same element owns it now.
        if (watched.get(element) !== item) return;
        watched.delete(element);
        observer?.unobserve(element);
      };
    },
    click(result, position) {
      if (!releasePageHide) return;
      beacon.click({ ...beaconFieldsFor(context), products: [beaconProduct(result, position)] });
    },
    rendered() {
      if (!releasePageHide || results.length === 0 || renderedKey === setKey) return;
      renderedKey = setKey;
      beacon.render({
        ...beaconFieldsFor(context),
        products: results.map((result, index) => beaconProduct(result, firstPosition + index)),
      });
    },
    start() {
      if (releasePageHide) return;
      releasePageHide = flushBeaconOnPageHide(beacon);
      if (typeof IntersectionObserver === "undefined") return;
      observer = new IntersectionObserver(onIntersections, { threshold: IMPRESSION_VISIBLE_RATIO });
      for (const element of watched.keys()) observer.observe(element);
    },
    stop() {
      releasePageHide?.();
      releasePageHide = undefined;
      observer?.disconnect();
      observer = undefined;
    },
  };
}
