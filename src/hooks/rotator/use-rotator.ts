import { useEffect, useId } from "react";
import {
  connectRotator,
  followRotatorPage,
  type RotatorApi,
  type RotatorMode,
  rotatorMachine,
  setRotatorCount,
} from "../../machines/rotator";
import { ANNOUNCEMENT_ROTATION_MS, AUTO_SCROLL_INTERVAL_MS, SCROLLER_PAUSE_MS } from "../../rules/constants";
import { shopMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";

/** Options of {@link useRotator}. */
export interface UseRotatorOptions {
  /** How many items rotate. */
  count: number;
  /** How the items are shown. @default "rotate" */
  mode?: RotatorMode;
  /** Time each item shows, in ms. @default 5000 (the announcement bar's) */
  interval?: number;
  /** Rest after a touch, in ms. @default 0 */
  touchPause?: number;
  /** Base of the DOM ids. @default a React id */
  id?: string;
}

/**
 * A rotating announcement bar, auto-scroller or marquee (storefront §9). It stands still while
 * the pointer is over it or focus is in it, after the pause button, and always when the shopper
 * prefers reduced motion (WCAG 2.2.2); an auto-scroller scrolls its viewport to the current item.
 * A thin binding of `rotatorMachine`, `connectRotator`, `followRotatorPage` and `setRotatorCount`
 * (`solekit/machines`).
 *
 * @example
 * ```tsx
 * function Usps({ items }: { items: string[] }) {
 *   const strip = useRotator({ count: items.length, mode: "scroll", interval: 2500, touchPause: 3000 });
 *   return (
 *     <div {...strip.getRootProps({ "aria-label": "Why shop with us" })}>
 *       <ul {...strip.getViewportProps()}>
 *         {items.map((text, i) => <li key={text} {...strip.getItemProps(i)}>{text}</li>)}
 *       </ul>
 *     </div>
 *   );
 * }
 * ```
 */
export function useRotator(options: UseRotatorOptions): RotatorApi {
  const messages = useMessages(shopMessages);
  const reactId = useId();
  const id = options.id ?? reactId;
  const { count, mode = "rotate", interval = ANNOUNCEMENT_ROTATION_MS, touchPause = 0 } = options;
  const { api, actorRef } = useMachineActor(rotatorMachine, {
    provide: () => ({}),
    input: () => ({ count, mode, interval, touchPause }),
    connect: connectRotator,
    options: { id, messages },
    start: (actor) => followRotatorPage(actor, id),
  });
  useEffect(() => setRotatorCount(actorRef, count), [actorRef, count]);
  return api;
}

/**
 * The announcement bar: one message at a time, the next every 5000 ms.
 *
 * @example
 * ```tsx
 * const bar = useAnnouncementBar({ count: messages.length });
 * messages.map((text, i) => <p key={text} {...bar.getItemProps(i)}>{text}</p>);
 * ```
 */
export function useAnnouncementBar(options: Pick<UseRotatorOptions, "count" | "id">): RotatorApi {
  return useRotator({ ...options, mode: "rotate", interval: ANNOUNCEMENT_ROTATION_MS });
}

/**
 * The auto-scroller: scrolls on one item every 2500 ms and rests 3000 ms after a touch.
 *
 * @example
 * ```tsx
 * const strip = useAutoScroller({ count: logos.length });
 * <ul {...strip.getViewportProps({ className: "strip" })}>…</ul>;
 * ```
 */
export function useAutoScroller(options: Pick<UseRotatorOptions, "count" | "id">): RotatorApi {
  return useRotator({
    ...options,
    mode: "scroll",
    interval: AUTO_SCROLL_INTERVAL_MS,
    touchPause: SCROLLER_PAUSE_MS,
  });
}

/**
 * The marquee: a CSS animation lasting 10000 ms on desktop (768 px and up) and 3000 ms below,
 * paused on hover and focus and never running under reduced motion.
 *
 * @example
 * ```tsx
 * const marquee = useMarquee();
 * <div {...marquee.getRootProps({ "aria-label": "Offers" })}><p {...marquee.getTrackProps({ className: "marquee__track" })}>Free delivery over $100</p></div>;
 * ```
 */
export function useMarquee(options: Pick<UseRotatorOptions, "id"> = {}): RotatorApi {
  return useRotator({ ...options, count: 1, mode: "marquee", interval: ANIMATION_NEVER_STEPS });
}

// A marquee is animated by CSS; the machine never steps it.
const ANIMATION_NEVER_STEPS = 0;
