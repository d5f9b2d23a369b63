import { measureCarouselEdges, scrollCarouselByView } from "./carousel-scroll.dom";
import type { CarouselScrollController, CarouselScrollSnapshot } from "./carousel-scroll.types";

// Until the browser measures the list, both ends count as reached: a server render (and the first
// paint) shows both buttons disabled rather than offering a scroll that may not exist.
const UNMEASURED: CarouselScrollSnapshot = { atStart: true, atEnd: true };

/**
 * Creates the framework-free core of a product carousel's scrolling. Attach it to the list that
 * scrolls: it measures the list on scroll, on resize (ResizeObserver) and when its items change
 * (MutationObserver), and notifies subscribers only when an end is reached or left. Its
 * `scrollPrevious` and `scrollNext` scroll one view, smoothly unless the shopper prefers reduced
 * motion, and the right way on a right-to-left page.
 *
 * Creating it touches nothing (safe on the server); both ends count as reached until it is
 * attached and has measured. `connectCarouselScroll` turns its snapshot into prop getters.
 *
 * @example
 * ```ts
 * const carousel = createCarouselScroll();
 * const render = () => {
 *   const api = connectCarouselScroll(carousel.getSnapshot(), carousel, { id: "popular" });
 *   previousButton.setAttribute("aria-disabled", String(!api.canScrollPrevious));
 *   nextButton.setAttribute("aria-disabled", String(!api.canScrollNext));
 * };
 * carousel.subscribe(render);
 * carousel.attach(document.querySelector("#popular-viewport"));
 * previousButton.addEventListener("click", carousel.scrollPrevious);
 * nextButton.addEventListener("click", carousel.scrollNext);
 * // when the carousel goes away:
 * carousel.attach(null);
 * ```
 */
export function createCarouselScroll(): CarouselScrollController {
  let snapshot = UNMEASURED;
  let element: HTMLElement | null = null;
  let detach: (() => void) | undefined;
  const listeners = new Set<() => void>();

  const measure = () => {
    if (!element) return;
    const next = measureCarouselEdges(element);
    if (next.atStart === snapshot.atStart && next.atEnd === snapshot.atEnd) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const attach = (node: HTMLElement | null) => {
    detach?.();
    detach = undefined;
    element = node;
    if (!node) return;
    node.addEventListener("scroll", measure, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    resize?.observe(node);
    // Products arriving change the list's scroll width without resizing it.
    const items = typeof MutationObserver === "undefined" ? undefined : new MutationObserver(measure);
    items?.observe(node, { childList: true, subtree: true });
    detach = () => {
      node.removeEventListener("scroll", measure);
      resize?.disconnect();
      items?.disconnect();
    };
    measure();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach,
    measure,
    scrollPrevious() {
      if (element && !snapshot.atStart) scrollCarouselByView(element, -1);
    },
    scrollNext() {
      if (element && !snapshot.atEnd) scrollCarouselByView(element, 1);
    },
  };
}
