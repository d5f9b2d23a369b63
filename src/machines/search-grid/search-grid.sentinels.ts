import type { ActorRefFrom } from "xstate";
import { sentinelRootMargin } from "./search-grid.dom";
import type { SearchGridMachine } from "./search-grid.machine";
import { canLoadNext, canLoadPrevious } from "./search-grid.selectors";
import type { SentinelPlacement } from "./search-grid.types";

/** Infinite scroll for a grid: see {@link createGridSentinels}. */
export interface GridSentinels {
  /** Watches `element` as the sentinel at `placement` (`null` lets the current one go). */
  observe(placement: SentinelPlacement, element: Element | null): void;
  /** A stable callback ref that observes the element it is given, for `getSentinelProps`. */
  ref(placement: SentinelPlacement): (element: Element | null) => void;
  /** Starts loading pages as the observed sentinels near the viewport; returns the stop function. */
  start(actorRef: ActorRefFrom<SearchGridMachine>): () => void;
}

const PLACEMENTS = ["next", "previous"] as const;

/**
 * Infinite scroll: watches the two sentinels with IntersectionObservers (300 px below the viewport
 * for the next page, 100 px above it for the previous one) and, while started, loads a page when
 * its sentinel is near and the grid is not loading. After each load it asks the observers again
 * rather than trust what they said before the page grew: a sentinel the browser still reports
 * near (a short page) loads the one after, one that the new cards pushed away does not, so one
 * scroll loads one page. The previous page loads only when the shopper comes back to its
 * sentinel: a grid opened at page N (a shared link) starts at its top, with the sentinel in view,
 * and must stay on page N with Load Previous above it; after each previous page the shopper moves
 * away and back again for the next. Does nothing where IntersectionObserver is missing (server,
 * old browsers).
 *
 * @example
 * ```ts
 * const sentinels = createGridSentinels();
 * const api = connectSearchGrid(actor.getSnapshot(), actor.send, { sentinels });
 * sentinels.observe("next", document.querySelector("[data-sentinel=next]"));
 * const stop = sentinels.start(actor);
 * ```
 */
export function createGridSentinels(): GridSentinels {
  const elements: Partial<Record<SentinelPlacement, Element>> = {};
  const near: Record<SentinelPlacement, boolean> = { next: false, previous: false };
  // Whether the sentinel may load: the previous one once it has been out of reach since the grid
  // opened or since the last page it loaded (at the top of the page, where a link to page N
  // opens, it is in view; without scroll anchoring a page loaded above leaves it there too).
  const armed: Record<SentinelPlacement, boolean> = { next: true, previous: false };
  const observers: Partial<Record<SentinelPlacement, IntersectionObserver>> = {};
  let check: (() => void) | undefined;

  const watch = (placement: SentinelPlacement) => {
    observers[placement]?.disconnect();
    observers[placement] = undefined;
    near[placement] = false;
    armed[placement] = placement === "next";
    const element = elements[placement];
    if (!element || !check || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) near[placement] = entry.isIntersecting;
        if (!near[placement]) armed[placement] = true;
        check?.();
      },
      { rootMargin: sentinelRootMargin(placement) },
    );
    observer.observe(element);
    observers[placement] = observer;
  };
  const observe = (placement: SentinelPlacement, element: Element | null) => {
    elements[placement] = element ?? undefined;
    watch(placement);
  };
  // Forgets what the observer last said and asks it again: observing an element anew always
  // delivers a fresh entry, measured once the host has rendered the page that just loaded.
  const remeasure = (placement: SentinelPlacement) => {
    const element = elements[placement];
    const observer = observers[placement];
    if (!element || !observer) return;
    near[placement] = false;
    observer.unobserve(element);
    observer.observe(element);
  };
  const refs = {
    next: (element: Element | null) => observe("next", element),
    previous: (element: Element | null) => observe("previous", element),
  };

  return {
    observe,
    ref: (placement) => refs[placement],
    start(actorRef) {
      check = () => {
        const snapshot = actorRef.getSnapshot();
        if (!snapshot.matches({ grid: "success" })) return;
        if (near.next && canLoadNext(snapshot)) actorRef.send({ type: "page.next" });
        else if (near.previous && armed.previous && canLoadPrevious(snapshot)) {
          armed.previous = false;
          actorRef.send({ type: "page.previous" });
        }
      };
      for (const placement of PLACEMENTS) watch(placement);
      // After each load the sentinels are measured again; a sentinel still near then loads the
      // following page too.
      let pages = actorRef.getSnapshot().context.pages;
      const loads = actorRef.subscribe((snapshot) => {
        if (snapshot.context.pages !== pages) {
          pages = snapshot.context.pages;
          for (const placement of PLACEMENTS) remeasure(placement);
        }
        check?.();
      });
      return () => {
        loads.unsubscribe();
        check = undefined;
        for (const placement of PLACEMENTS) watch(placement);
      };
    },
  };
}
