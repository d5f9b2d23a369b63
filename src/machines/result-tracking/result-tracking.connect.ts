import type { MouseEventLike } from "../shared/events";
import { mergeProps, setRef } from "../shared/merge-props";
import type {
  ResultTracker,
  ResultTrackingApi,
  TrackableResult,
  TrackingChainProps,
  TrackingClickEvent,
  TrackingProps,
  TrackingRef,
} from "./result-tracking.types";

// One stable ref callback per product and position, so a view re-rendering the same result set
// neither detaches nor re-watches its elements; it also hands the element to the caller's latest
// ref.
interface ElementRef {
  readonly callback: (element: Element | null) => void;
  callerRef: TrackingRef<Element> | undefined;
}

function elementRef<TResult extends TrackableResult>(
  tracker: Pick<ResultTracker<TResult>, "observe">,
  result: TResult,
  position: number,
): ElementRef {
  let unobserve: (() => void) | undefined;
  const ref: ElementRef = {
    callerRef: undefined,
    callback: (element) => {
      unobserve?.();
      unobserve = element ? tracker.observe(element, result, position) : undefined;
      setRef(ref.callerRef, element);
    },
  };
  return ref;
}

/**
 * Turns a result tracker into the prop getter a view spreads on each product's element (its link
 * or card): a ref that watches the element for impressions, a click handler that sends the
 * `click` after the caller's own, and `data-solekit-result` / `data-solekit-position`.
 *
 * The Api it returns stands for one result set: within it, each product and position keeps one
 * ref callback however often its props are asked for. Call it again for a new set (other ids,
 * context or first position), so every element is detached from the old set and watched in the
 * new one, where it may count one impression again. Pure: nothing happens until a ref or handler
 * is called.
 *
 * The click is tracked even when the caller's handler calls `preventDefault()` (a client-side
 * router's link does): the shopper still chose the product. So the caller's `onClick` is chained
 * here rather than through `mergeProps`, which would skip ours; other props are merged by it.
 *
 * @example
 * ```ts
 * const tracker = createResultTracker({ beacon, context: { type: "search", query: "boots" } });
 * tracker.start();
 * const api = connectResultTracking(tracker);
 * const props = api.getTrackingProps(results[0], 1, { onClick: closeOverlay });
 * props.ref(card); // watched: an impression once half of it is in view
 * card.addEventListener("click", props.onClick);
 * ```
 */
export function connectResultTracking<TResult extends TrackableResult>(
  tracker: Pick<ResultTracker<TResult>, "observe" | "click">,
): ResultTrackingApi<TResult> {
  const refs = new Map<string, ElementRef>();
  return {
    getTrackingProps<
      TElement extends Element = HTMLElement,
      TProps extends TrackingChainProps<TElement> = TrackingChainProps<TElement>,
    >(result: TResult, position: number, props?: TProps) {
      const { ref: callerRef, onClick: callerClick, ...rest } = props ?? ({} as TProps);
      const key = `${result.id}@${position}`;
      const ref = refs.get(key) ?? elementRef(tracker, result, position);
      refs.set(key, ref);
      ref.callerRef = callerRef as TrackingRef<Element> | undefined;
      const own: TrackingProps<TElement> = {
        ref: ref.callback,
        onClick: (event: MouseEventLike) => {
          // Bound on the tracked element, so the event's currentTarget is that element.
          callerClick?.(event as TrackingClickEvent<TElement>);
          tracker.click(result, position);
        },
        "data-solekit-result": result.id,
        "data-solekit-position": position,
      };
      return mergeProps(own, rest) as Omit<TProps, "ref" | "onClick"> & TrackingProps<TElement>;
    },
  };
}
