import type { Actor } from "xstate";
import { followAutoScroll, type ScrollableDocument } from "./rotator.dom";
import type { RotatorMachine } from "./rotator.machine";
import { type MatchMedia, watchRotatorMedia } from "./rotator.media";

/** What a rotator's controllers need of the page: the browser's `window` fits. */
export interface RotatorPage {
  /** Answers the reduced-motion and desktop-width media queries; without it nothing is followed. */
  readonly matchMedia?: MatchMedia;
  /** Where an auto-scroller finds its viewport and items by id. */
  readonly document: ScrollableDocument;
}

const browserPage = (): RotatorPage | undefined => (typeof window === "undefined" ? undefined : window);

/**
 * Starts every controller a rotator needs from its page: the reduced-motion preference and the
 * 768 px breakpoint (`watchRotatorMedia`) and, in `scroll` mode, scrolling its viewport to the
 * current item (`followAutoScroll`). Without a page (on the server) or without `matchMedia` it
 * does nothing. Returns the function that stops them.
 *
 * @param page The browser's `window` unless given.
 * @example
 * ```ts
 * const actor = createActor(rotatorMachine, { input: { count: 8, mode: "scroll", interval: 2500 } }).start();
 * const stop = followRotatorPage(actor, "usp-strip");
 * // when the strip goes away:
 * stop();
 * actor.stop();
 * ```
 */
export function followRotatorPage(
  actorRef: Pick<Actor<RotatorMachine>, "send" | "getSnapshot" | "subscribe">,
  id: string,
  page: RotatorPage | undefined = browserPage(),
): () => void {
  const matchMedia = page?.matchMedia;
  if (!page || typeof matchMedia !== "function") return () => undefined;
  const stopMedia = watchRotatorMedia(actorRef, matchMedia.bind(page));
  const scrolls = actorRef.getSnapshot().context.mode === "scroll";
  const stopScroll = scrolls ? followAutoScroll(actorRef, id, page.document) : () => undefined;
  return () => {
    stopMedia();
    stopScroll();
  };
}

/**
 * Tells a rotator how many items it has now, only when that changed (so calling it after every
 * render of a view is free, and the current item and interval are kept while the count stays).
 *
 * @example
 * ```ts
 * setRotatorCount(actor, announcements.length);
 * ```
 */
export function setRotatorCount(
  actorRef: Pick<Actor<RotatorMachine>, "send" | "getSnapshot">,
  count: number,
): void {
  if (actorRef.getSnapshot().context.count === count) return;
  actorRef.send({ type: "items.change", count });
}
