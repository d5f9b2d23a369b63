import type { BeaconClient } from "../../clients/beacon";
import type { SearchResult } from "../../clients/search";
import type { MouseEventLike } from "../shared/events";

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

/** What tracking needs of a result: its id and the service's data tying it to its search. */
export type TrackableResult = Pick<
  SearchResult,
  "id" | "sku" | "intellisuggestData" | "intellisuggestSignature"
>;

/** What a tracker needs of the beacon: the provider's `BeaconClient` fits. */
export type ResultTrackingBeacon = Pick<BeaconClient, "render" | "impression" | "click" | "flush">;

/** Options of `createResultTracker`. */
export interface ResultTrackerOptions {
  /** Where the events go (batched for 400 ms by the beacon client). */
  readonly beacon: ResultTrackingBeacon;
  /** Where the results are shown; `setResults` may change it. */
  readonly context: ResultTrackingContext;
  /** Position of the first result in the whole list, e.g. 25 for a grid's second page of 24. @default 1 */
  readonly firstPosition?: number;
}

/**
 * Tracks one rendered list of results for the beacon (storefront §7): `render`, `impression` and
 * `click` events. Framework-free: any view layer, or plain DOM code, drives it.
 * It sends only while started; what it has counted is kept across `stop()` and `start()`, so a
 * restart (a remounted component) repeats neither the render nor an impression.
 */
export interface ResultTracker<TResult extends TrackableResult = TrackableResult> {
  /**
   * The result set shown now, in display order. Other ids, another context or another first
   * position make a new set: one more `render`, and every product may count one impression again.
   */
  setResults(results: readonly TResult[], context?: ResultTrackingContext, firstPosition?: number): void;
  /**
   * Watches the element of `result` at its 1-based `position`: an `impression` once at least half
   * of it is in view, once per product per result set. Returns the function that stops watching it.
   */
  observe(element: Element, result: TResult, position: number): () => void;
  /** Sends a `click` on `result` at its 1-based `position`. */
  click(result: TResult, position: number): void;
  /** Sends the current set's `render` event, once per set (an empty set sends none). */
  rendered(): void;
  /** Starts (again): watches the observed elements and flushes the beacon when the page is hidden. */
  start(): void;
  /** Sends nothing more until started again: stops watching and releases the page-hide listener. */
  stop(): void;
}

/** A click on a tracked element: the shared event shape, its `currentTarget` the element. */
export type TrackingClickEvent<TElement extends Element> = MouseEventLike & {
  readonly currentTarget: TElement;
};

/** A ref of any framework (React's fit): a callback, or an object whose `current` is set. */
export type TrackingRef<TElement extends Element> =
  | ((element: TElement | null) => unknown)
  | { current: TElement | null }
  | null;

/** Props the caller wants kept on the tracked element: its own ref and click handler. */
export interface TrackingChainProps<TElement extends Element> {
  /** The caller's ref; called (or set) when the element attaches and detaches. */
  ref?: TrackingRef<TElement>;
  /** The caller's click handler; called before the click is tracked. */
  onClick?(event: TrackingClickEvent<TElement>): void;
}

/** Props to spread on a tracked product element (its link or card). */
export interface TrackingProps<TElement extends Element> {
  /** Watches the element's visibility for the impression. */
  ref: (element: TElement | null) => void;
  /** Tracks the click, after the caller's own handler. */
  onClick(event: MouseEventLike): void;
  /** The product id, for the page's own analytics and tests. */
  "data-solekit-result": string;
  /** The product's 1-based position. */
  "data-solekit-position": number;
}

/** What `connectResultTracking` and `useResultTracking` return. */
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
