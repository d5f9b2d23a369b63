import { type RefCallback, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { shopMessages } from "../../rules/messages";
import { useMessages } from "../provider";

/** Props of a carousel's outer element: a labelled region announced as a carousel. */
export interface CarouselRootProps {
  /** A landmark a screen-reader user can jump to. */
  role: "region";
  /** Announced instead of "region". */
  "aria-roledescription": "carousel";
  /** Id of the carousel's heading, which names the region. */
  "aria-labelledby": string;
}

/** Props of the scrolling list of products. */
export interface CarouselViewportProps {
  /** Element id, referenced by the buttons' `aria-controls`. */
  id: string;
  /** Measures the list and follows its scrolling. */
  ref: RefCallback<HTMLElement>;
  /** In the tab sequence, so arrow keys scroll it. */
  tabIndex: 0;
}

/** Props of the previous and next buttons. */
export interface CarouselButtonProps {
  /** A button that never submits a form. */
  type: "button";
  /** "Previous products" or "Next products" from the message catalogue. */
  "aria-label": string;
  /** Id of the list it scrolls. */
  "aria-controls": string;
  /**
   * True at the matching end. `aria-disabled` rather than `disabled` keeps focus on the button
   * when the last click reaches the end.
   */
  "aria-disabled": boolean;
  /** Scrolls one view, unless at the end. */
  onClick(): void;
}

/** What {@link useCarouselScroll} returns. */
export interface CarouselScrollApi {
  /** The list is scrolled away from its start. */
  canScrollPrevious: boolean;
  /** More products lie beyond the visible ones. */
  canScrollNext: boolean;
  /** Scrolls back by one view. */
  scrollPrevious(): void;
  /** Scrolls on by one view. */
  scrollNext(): void;
  /** Props of the outer element, named by the heading whose id you pass. */
  getRootProps(labelledBy: string): CarouselRootProps;
  /** Props of the scrolling list (a `<ul>`; give it an `aria-label`). */
  getViewportProps(): CarouselViewportProps;
  /** Props of the previous button. */
  getPreviousButtonProps(): CarouselButtonProps;
  /** Props of the next button. */
  getNextButtonProps(): CarouselButtonProps;
}

interface Edges {
  start: boolean;
  end: boolean;
}

// Sub-pixel layouts leave a scroll position a fraction short of its end.
const EDGE_TOLERANCE_PX = 1;

function measure(element: HTMLElement): Edges {
  // Right-to-left pages report negative positions; the distance from the start is what counts.
  const offset = Math.abs(element.scrollLeft);
  return {
    start: offset <= EDGE_TOLERANCE_PX,
    end: offset + element.clientWidth >= element.scrollWidth - EDGE_TOLERANCE_PX,
  };
}

function scrollByView(element: HTMLElement, direction: 1 | -1): void {
  const view = element.ownerDocument.defaultView;
  const reduceMotion = view?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const rtl = view?.getComputedStyle(element).direction === "rtl";
  element.scrollBy({
    left: direction * (rtl ? -1 : 1) * element.clientWidth,
    behavior: reduceMotion ? "auto" : "smooth",
  });
}

/**
 * The scrolling behind a product carousel: a horizontally scrolling list that keyboard users can
 * scroll (it is focusable, so arrow keys work), previous/next buttons that scroll one view and
 * report when an end is reached, and a labelled `region` announced as a carousel. Animation
 * follows `prefers-reduced-motion`. Layout (how many products a view shows, scroll snapping) is
 * left to your CSS. SSR-safe: both buttons start disabled until the browser measures the list.
 *
 * @example
 * ```tsx
 * function Carousel({ title, products }: { title: string; products: SearchResult[] }) {
 *   const headingId = useId();
 *   const scroll = useCarouselScroll();
 *   return (
 *     <section {...scroll.getRootProps(headingId)}>
 *       <h2 id={headingId}>{title}</h2>
 *       <button {...scroll.getPreviousButtonProps()}>‹</button>
 *       <button {...scroll.getNextButtonProps()}>›</button>
 *       <ul {...scroll.getViewportProps()} aria-label={title}>
 *         {products.map((p) => <li key={p.id}>{p.name}</li>)}
 *       </ul>
 *     </section>
 *   );
 * }
 * ```
 */
export function useCarouselScroll(): CarouselScrollApi {
  const messages = useMessages(shopMessages);
  const viewportId = useId();
  const [edges, setEdges] = useState<Edges>({ start: true, end: true });
  const element = useRef<HTMLElement | null>(null);
  const detach = useRef<(() => void) | undefined>(undefined);

  const update = useCallback(() => {
    if (!element.current) return;
    const next = measure(element.current);
    setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
  }, []);

  const ref = useCallback<RefCallback<HTMLElement>>(
    (node) => {
      detach.current?.();
      detach.current = undefined;
      element.current = node;
      if (!node) return;
      node.addEventListener("scroll", update, { passive: true });
      const resize = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
      resize?.observe(node);
      detach.current = () => {
        node.removeEventListener("scroll", update);
        resize?.disconnect();
      };
      update();
    },
    [update],
  );

  // Products arriving change the list's scroll width without resizing it: measure after renders.
  useEffect(() => update());

  return useMemo<CarouselScrollApi>(() => {
    const scrollPrevious = () => {
      if (element.current && !edges.start) scrollByView(element.current, -1);
    };
    const scrollNext = () => {
      if (element.current && !edges.end) scrollByView(element.current, 1);
    };
    return {
      canScrollPrevious: !edges.start,
      canScrollNext: !edges.end,
      scrollPrevious,
      scrollNext,
      getRootProps: (labelledBy) => ({
        role: "region",
        "aria-roledescription": "carousel",
        "aria-labelledby": labelledBy,
      }),
      getViewportProps: () => ({ id: viewportId, ref, tabIndex: 0 }),
      getPreviousButtonProps: () => ({
        type: "button",
        "aria-label": messages.carouselPrevious,
        "aria-controls": viewportId,
        "aria-disabled": edges.start,
        onClick: scrollPrevious,
      }),
      getNextButtonProps: () => ({
        type: "button",
        "aria-label": messages.carouselNext,
        "aria-controls": viewportId,
        "aria-disabled": edges.end,
        onClick: scrollNext,
      }),
    };
  }, [edges, messages, ref, viewportId]);
}
