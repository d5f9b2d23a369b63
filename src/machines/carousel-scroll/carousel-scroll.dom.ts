import { type DomIds, domIds } from "../shared/dom-ids";
import type { CarouselScrollSnapshot } from "./carousel-scroll.types";

/** The DOM id base when `connectCarouselScroll` is given none. */
export const DEFAULT_CAROUSEL_ID = "carousel";

/** The DOM ids of one carousel: `viewport`. */
export const carouselDomIds = (id: string = DEFAULT_CAROUSEL_ID): DomIds => domIds(id);

// Sub-pixel layouts leave a scroll position a fraction short of its end.
const EDGE_TOLERANCE_PX = 1;

/** Which ends a horizontally scrolling list has reached. */
export function measureCarouselEdges(element: HTMLElement): CarouselScrollSnapshot {
  // Right-to-left pages report negative positions; the distance from the start is what counts.
  const offset = Math.abs(element.scrollLeft);
  return {
    atStart: offset <= EDGE_TOLERANCE_PX,
    atEnd: offset + element.clientWidth >= element.scrollWidth - EDGE_TOLERANCE_PX,
  };
}

/** Scrolls a list by one view, towards its end (1) or its start (-1), in either writing direction. */
export function scrollCarouselByView(element: HTMLElement, direction: 1 | -1): void {
  const view = element.ownerDocument.defaultView;
  const reduceMotion = view?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const rtl = view?.getComputedStyle(element).direction === "rtl";
  element.scrollBy({
    left: direction * (rtl ? -1 : 1) * element.clientWidth,
    behavior: reduceMotion ? "auto" : "smooth",
  });
}
