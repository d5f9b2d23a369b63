import type { Actor } from "xstate";
import { type DomIds, domIds } from "../shared/dom-ids";
import type { RotatorMachine } from "./rotator.machine";

/** The DOM id base when `connectRotator` is given none. */
export const DEFAULT_ROTATOR_ID = "rotator";

/** The DOM ids of one rotator: `root`, `viewport`, `item-{index}`. */
export const rotatorDomIds = (id: string = DEFAULT_ROTATOR_ID): DomIds => domIds(id);

/** The part of an element the auto-scroller needs. */
export interface ScrollableElement {
  /** Its left edge within the offset parent. */
  readonly offsetLeft: number;
  /** Scrolls it (the viewport). */
  scrollTo?(options: { left: number; behavior: "smooth" | "auto" }): void;
}

/** The part of a document the auto-scroller needs. */
export interface ScrollableDocument {
  /** Finds the viewport and its items by id. */
  getElementById(id: string): ScrollableElement | null;
}

/**
 * Scrolls an auto-scroller's viewport to its current item whenever the item changes (smoothly,
 * unless the shopper prefers reduced motion). Returns the function that stops it.
 *
 * @example
 * ```ts
 * const actor = createActor(rotatorMachine, { input: { count: 8, mode: "scroll", interval: 2500 } }).start();
 * const stop = followAutoScroll(actor, "usp-strip", document);
 * ```
 */
export function followAutoScroll(
  actorRef: Pick<Actor<RotatorMachine>, "getSnapshot" | "subscribe">,
  id: string,
  doc: ScrollableDocument,
): () => void {
  const ids = rotatorDomIds(id);
  let shown = actorRef.getSnapshot().context.index;
  const subscription = actorRef.subscribe((snapshot) => {
    const { index, reducedMotion } = snapshot.context;
    if (index === shown) return;
    shown = index;
    const viewport = doc.getElementById(ids("viewport"));
    const item = doc.getElementById(ids("item", index));
    const first = doc.getElementById(ids("item", 0));
    if (!viewport || !item) return;
    viewport.scrollTo?.({
      left: item.offsetLeft - (first?.offsetLeft ?? 0),
      behavior: reducedMotion ? "auto" : "smooth",
    });
  });
  return () => subscription.unsubscribe();
}
