import { useId, useMemo, useState, useSyncExternalStore } from "react";
import {
  type CarouselScrollApi,
  connectCarouselScroll,
  createCarouselScroll,
} from "../../machines/carousel-scroll";
import { shopMessages } from "../../rules/messages";
import { useMessages } from "../provider";

/**
 * The scrolling behind a product carousel: a horizontally scrolling list that keyboard users can
 * scroll (it is focusable, so arrow keys work), previous/next buttons that scroll one view and
 * report when an end is reached, and a labelled `region` announced as a carousel. Animation
 * follows `prefers-reduced-motion`. Layout (how many products a view shows, scroll snapping) is
 * left to your CSS. SSR-safe: both buttons start disabled until the browser measures the list.
 * A thin binding of `createCarouselScroll` and `connectCarouselScroll` (`solekit/machines`).
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
  const id = useId();
  const [carousel] = useState(createCarouselScroll);
  const snapshot = useSyncExternalStore(carousel.subscribe, carousel.getSnapshot, carousel.getSnapshot);
  return useMemo(
    () => connectCarouselScroll(snapshot, carousel, { id, messages }),
    [snapshot, carousel, id, messages],
  );
}
