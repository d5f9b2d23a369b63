import type { LightboxMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, KeyboardEventLike, MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Input of the lightbox machine. */
export interface LightboxInput {
  /** How many images the gallery has. */
  count: number;
}

/** Context of the lightbox machine. */
export interface LightboxContext {
  /** How many images. */
  count: number;
  /** The image shown (and the trigger focus returns to). */
  index: number;
  /** Zoom factor, 1…4. */
  scale: number;
  /** Zoom factor when the pinch started. */
  pinchScale: number;
  /** Finger distance when the pinch started. */
  pinchDistance: number;
  /** Time of the last tap, for double taps. */
  lastTapAt: number | null;
}

/** Events of the lightbox machine. */
export type LightboxEvent =
  /** Opens on an image. */
  | { type: "lightbox.open"; index: number }
  /** Closes (Escape, the close button). */
  | { type: "lightbox.close" }
  /** Shows the next image (zoom resets). */
  | { type: "image.next" }
  /** Shows the previous image (zoom resets). */
  | { type: "image.previous" }
  /** A wheel step: each step zooms by the wheel ratio 0.1 (in for a negative delta). */
  | { type: "zoom.wheel"; deltaY: number }
  /** A tap at `time` (ms); two within 300 ms toggle between fit and 2×, animated over 300 ms. */
  | { type: "zoom.tap"; time: number }
  /** Two fingers down at `distance` px apart. */
  | { type: "pinch.start"; distance: number }
  /** The fingers moved to `distance` px apart. */
  | { type: "pinch.move"; distance: number };

/** The messages the lightbox shows: its dialog's and close button's accessible names. */
export type LightboxMessages = Pick<LightboxMessageCatalogue, "lightboxLabel" | "lightboxClose">;

/** Options of `connectLightbox`. */
export type LightboxConnectOptions = ConnectOptions<LightboxMessages>;

/** Our props of a gallery image's trigger button. */
export interface LightboxTriggerProps {
  /** DOM id (focus returns here on close). */
  id: string;
  /** A plain button. */
  type: "button";
  /** Opens a dialog. */
  "aria-haspopup": "dialog";
  /** Opens the lightbox on this image. */
  onClick(event: MouseEventLike): void;
}

/** Our props of the lightbox dialog. */
export interface LightboxDialogProps {
  /** DOM id. */
  id: string;
  /** A modal dialog. */
  role: "dialog";
  /** Modal. */
  "aria-modal": true;
  /** Its name. */
  "aria-label": string;
  /** Focusable itself, outside the Tab order (the fallback target of the focus trap). */
  tabIndex: -1;
  /** Moves focus to the close button when it mounts and back to the opener when it unmounts. */
  ref(element: unknown): void;
  /** Escape closes, Tab stays inside, arrows change image, + and − zoom. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Our props of the close button. */
export interface LightboxCloseButtonProps {
  /** DOM id (focus starts here when the dialog opens). */
  id: string;
  /** A plain button. */
  type: "button";
  /** What is read out. */
  "aria-label": string;
  /** Closes; focus returns to the trigger. */
  onClick(event: MouseEventLike): void;
}

/** Our props of the zoomed image's wrapper. */
export interface LightboxStageProps {
  /** The zoom, as a CSS transform and its transition. */
  style: { transform: string; transition: string };
  /** Wheel zoom. */
  onWheel(event: EventLike & { deltaY: number }): void;
  /** Double tap (or double click). */
  onPointerUp(event: EventLike & { timeStamp: number }): void;
  /** Pinch start and move. */
  onTouchStart(event: EventLike & { touches: ArrayLike<{ clientX: number; clientY: number }> }): void;
  /** Pinch move. */
  onTouchMove(event: EventLike & { touches: ArrayLike<{ clientX: number; clientY: number }> }): void;
}

/** The lightbox's public API (storefront §4, §9: zoom up to 4×, wheel 0.1, double tap 300 ms). */
export interface LightboxApi extends SliceState {
  /** Whether it is open. */
  readonly isOpen: boolean;
  /** The image shown. */
  readonly index: number;
  /** Zoom factor, 1…4. */
  readonly scale: number;
  /** True for the 300 ms of a double-tap zoom. */
  readonly isAnimating: boolean;
  /** Opens on an image. */
  open(index: number): void;
  /** Closes. */
  close(): void;
  /** Next image. */
  next(): void;
  /** Previous image. */
  previous(): void;
  /** Props of a gallery image's trigger. */
  getTriggerProps<T extends object = object>(index: number, props?: T): MergedProps<LightboxTriggerProps, T>;
  /** Props of the dialog. */
  getDialogProps<T extends object = object>(props?: T): MergedProps<LightboxDialogProps, T>;
  /** Props of the close button (focus returns to the trigger). */
  getCloseButtonProps<T extends object = object>(props?: T): MergedProps<LightboxCloseButtonProps, T>;
  /** Props of the zoomed image's wrapper. */
  getStageProps<T extends object = object>(props?: T): MergedProps<LightboxStageProps, T>;
}
