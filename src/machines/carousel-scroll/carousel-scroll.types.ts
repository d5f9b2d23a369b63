import type { ShopMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions } from "../shared/connect";
import type { MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Where a carousel's list stands: which ends its scroll position has reached. */
export interface CarouselScrollSnapshot {
  /** The list shows its first products (or has not been measured yet). */
  readonly atStart: boolean;
  /** The list shows its last products (or has not been measured yet). */
  readonly atEnd: boolean;
}

/** The messages a carousel's buttons read. */
export type CarouselScrollMessages = Pick<
  ShopMessageCatalogue,
  "carouselPrevious" | "carouselNext" | "carouselRoleDescription"
>;

/** Options of `connectCarouselScroll`. */
export type CarouselScrollConnectOptions = ConnectOptions<CarouselScrollMessages>;

/**
 * The framework-free core of a carousel's scrolling (TanStack's "observer"): it measures the list
 * it is attached to on scroll, resize and when its items change, tells subscribers when an end
 * is reached or left, and scrolls one view at a time. Create it with `createCarouselScroll()`.
 */
export interface CarouselScrollController {
  /** The current ends; the same object until one of them changes. */
  getSnapshot(): CarouselScrollSnapshot;
  /** Calls `listener` whenever the snapshot changes. Returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Follows the scrolling list (`null` lets go of it). A callback ref: hand it to the viewport
   * element as it mounts and unmounts.
   */
  attach(element: HTMLElement | null): void;
  /** Measures the list again (done for you on scroll, resize and when its items change). */
  measure(): void;
  /** Scrolls back by one view, unless at the start. */
  scrollPrevious(): void;
  /** Scrolls on by one view, unless at the end. */
  scrollNext(): void;
}

/** Props of a carousel's outer element: a labelled region announced as a carousel. */
export interface CarouselRootProps {
  /** A landmark a screen-reader user can jump to. */
  role: "region";
  /** Announced instead of "region": `carouselRoleDescription` ("carousel"). */
  "aria-roledescription": string;
  /** Id of the carousel's heading, which names the region. */
  "aria-labelledby": string;
}

/** Props of the scrolling list of products. */
export interface CarouselViewportProps {
  /** Element id, referenced by the buttons' `aria-controls`. */
  id: string;
  /** Measures the list and follows its scrolling. */
  ref: (element: HTMLElement | null) => void;
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
  onClick(event?: MouseEventLike): void;
}

/** What `connectCarouselScroll` and `useCarouselScroll` return. */
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
  getRootProps<T extends object = object>(labelledBy: string, props?: T): MergedProps<CarouselRootProps, T>;
  /** Props of the scrolling list (a `<ul>`; give it an `aria-label`). */
  getViewportProps<T extends object = object>(props?: T): MergedProps<CarouselViewportProps, T>;
  /** Props of the previous button. */
  getPreviousButtonProps<T extends object = object>(props?: T): MergedProps<CarouselButtonProps, T>;
  /** Props of the next button. */
  getNextButtonProps<T extends object = object>(props?: T): MergedProps<CarouselButtonProps, T>;
}
