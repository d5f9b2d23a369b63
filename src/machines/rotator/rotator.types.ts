import type { ShopMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, FocusEventLike, PointerEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/**
 * How a rotator shows its items: `rotate` shows one at a time (announcement bar), `scroll`
 * scrolls a strip to the current one (auto-scroller), `marquee` runs a CSS animation and never
 * steps.
 */
export type RotatorMode = "rotate" | "scroll" | "marquee";

/** Why a rotator is not moving: the pointer is over it, focus is in it, or the shopper paused it. */
export type RotatorHold = "hover" | "focus" | "user";

/** Input of the rotator machine. */
export interface RotatorInput {
  /** How many items rotate. */
  count: number;
  /** How the items are shown. @default "rotate" */
  mode?: RotatorMode;
  /** Time each item shows before the next, in ms (unused by a marquee). */
  interval: number;
  /** Rest after the shopper touches it, in ms, before moving again. @default 0 (no rest) */
  touchPause?: number;
  /** Whether the shopper asked for reduced motion (a controller keeps it current). @default false */
  reducedMotion?: boolean;
  /** Whether the viewport is desktop width (768 px and up; a controller keeps it current). @default true */
  isDesktop?: boolean;
}

/** Context of the rotator machine. */
export interface RotatorContext {
  /** The current item. */
  index: number;
  /** How many items rotate. */
  count: number;
  /** How the items are shown. */
  mode: RotatorMode;
  /** Time each item shows, in ms. */
  interval: number;
  /** Rest after a touch, in ms. */
  touchPause: number;
  /** What holds it still right now. */
  holds: readonly RotatorHold[];
  /** `prefers-reduced-motion: reduce`: nothing moves by itself. */
  reducedMotion: boolean;
  /** Viewport at or above the desktop breakpoint. */
  isDesktop: boolean;
}

/** Events of the rotator machine. */
export type RotatorEvent =
  /** Shows the next item (wrapping round). */
  | { type: "item.next" }
  /** Shows the previous item (wrapping round). */
  | { type: "item.previous" }
  /** Shows one item. */
  | { type: "item.select"; index: number }
  /** The number of items changed. */
  | { type: "items.change"; count: number }
  /** Something starts holding it still (pointer over it, focus in it, the pause button). */
  | { type: "hold.start"; hold: RotatorHold }
  /** That thing lets go. */
  | { type: "hold.end"; hold: RotatorHold }
  /** The shopper touched it: it rests for `touchPause` ms. */
  | { type: "rotator.touch" }
  /** The reduced-motion preference changed. */
  | { type: "motion.change"; reduced: boolean }
  /** The viewport crossed the desktop breakpoint. */
  | { type: "viewport.change"; isDesktop: boolean };

/** The messages a rotator shows. */
export type RotatorMessages = Pick<
  ShopMessageCatalogue,
  | "rotatorPause"
  | "rotatorPlay"
  | "rotatorItemLabel"
  | "carouselRoleDescription"
  | "rotatorSlideRoleDescription"
>;

/** Options of `connectRotator`. */
export type RotatorConnectOptions = ConnectOptions<RotatorMessages>;

/** Props of the rotator's root element (the region that pauses on hover, focus and touch). */
export interface RotatorRootProps {
  /** DOM id. */
  id: string;
  /** A region landmark… */
  role: "region";
  /** …announced as a carousel (`carouselRoleDescription`). */
  "aria-roledescription": string;
  /** Set while it stands still. */
  "data-paused": "true" | "false";
  /** Hover pause (mouse and pen only: a tap also fires pointer events). */
  onPointerEnter(event: PointerEventLike): void;
  /** Hover ends. */
  onPointerLeave(event: PointerEventLike): void;
  /** A touch rests it for `touchPause` ms. */
  onPointerDown(event: PointerEventLike): void;
  /** Focus pause. */
  onFocus(event: FocusEventLike): void;
  /** Focus leaves the region. */
  onBlur(event: FocusEventLike): void;
}

/** Props of the element holding the items. */
export interface RotatorViewportProps {
  /** DOM id (the auto-scroller scrolls this element). */
  id: string;
  /** Screen readers hear changes only while it stands still (WAI carousel pattern). */
  "aria-live": "off" | "polite";
  /** In `scroll` mode the viewport scrolls, so keyboard users can focus it and scroll it. */
  tabIndex?: 0;
}

/** Props of one item. */
export interface RotatorItemProps {
  /** DOM id. */
  id: string;
  /** A group… */
  role: "group";
  /** …announced as a slide (`rotatorSlideRoleDescription`). */
  "aria-roledescription": string;
  /** "2 of 3". */
  "aria-label": string;
  /** Whether it is the current item. */
  "data-current": "true" | "false";
  /** In `rotate` mode, every item but the current one is hidden. */
  hidden: boolean;
}

/** Props of the pause/play button. */
export interface RotatorPauseButtonProps {
  /** A plain button. */
  type: "button";
  /** Pressed while the shopper keeps it paused. */
  "aria-pressed": boolean;
  /** "Pause" or "Play". */
  "aria-label": string;
  /** Toggles the shopper's pause. */
  onClick(event: EventLike): void;
}

/** Props of a marquee's animated track. */
export interface RotatorTrackProps {
  /** The animation's duration and play state. */
  style: { animationDuration: string; animationPlayState: "running" | "paused" };
  /** Set while it stands still. */
  "data-paused": "true" | "false";
}

/**
 * A rotator's public API: the announcement bar (5000 ms), the auto-scroller (2500 ms, resting
 * 3000 ms after a touch) and the marquee (10000 ms desktop, 3000 ms below 768 px), as
 * `connectRotator` and `useRotator` return it. It stops while the pointer is over it, focus is
 * in it, the shopper paused it, or the shopper prefers reduced motion (WCAG 2.2.2). `status` is
 * always `idle`: it fetches nothing.
 */
export interface RotatorApi extends SliceState {
  /** The current item. */
  readonly index: number;
  /** How many items rotate. */
  readonly count: number;
  /** Whether it moves by itself right now. */
  readonly isRotating: boolean;
  /** Whether it stands still (held, resting after a touch, or reduced motion). */
  readonly isPaused: boolean;
  /** Whether the shopper paused it with the button. */
  readonly isPausedByUser: boolean;
  /** Whether the shopper prefers reduced motion (it never moves by itself then). */
  readonly prefersReducedMotion: boolean;
  /** The marquee's animation duration for this viewport, in ms. */
  readonly animationDuration: number;
  /** Shows the next item. */
  next(): void;
  /** Shows the previous item. */
  previous(): void;
  /** Shows item `index`. */
  select(index: number): void;
  /** Keeps it still until {@link RotatorApi.play}. */
  pause(): void;
  /** Lets it move again after {@link RotatorApi.pause}. */
  play(): void;
  /** Props of the root region. */
  getRootProps<T extends object = object>(props?: T): MergedProps<RotatorRootProps, T>;
  /** Props of the element holding the items. */
  getViewportProps<T extends object = object>(props?: T): MergedProps<RotatorViewportProps, T>;
  /** Props of item `index`. */
  getItemProps<T extends object = object>(index: number, props?: T): MergedProps<RotatorItemProps, T>;
  /** Props of the pause/play button. */
  getPauseButtonProps<T extends object = object>(props?: T): MergedProps<RotatorPauseButtonProps, T>;
  /** Props of a marquee's animated track. */
  getTrackProps<T extends object = object>(props?: T): MergedProps<RotatorTrackProps, T>;
}
