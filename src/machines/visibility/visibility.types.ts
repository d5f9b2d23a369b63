import type { ShopMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, KeyboardEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Input of the visibility machine. */
export interface VisibilityInput {
  /** The element's name: the URL hash `#{name}` opens it. */
  name: string;
  /** Shown from the start. @default false */
  visible?: boolean;
}

/** Context of the visibility machine. */
export interface VisibilityContext {
  /** The element's name (its URL hash without `#`). */
  name: string;
  /** Whether it was shown from the start. */
  startsVisible: boolean;
}

/** Events of the visibility machine. */
export type VisibilityEvent =
  /** Shows it. */
  | { type: "visibility.show" }
  /** Hides it. */
  | { type: "visibility.hide" }
  /** Shows it when hidden, hides it when shown. */
  | { type: "visibility.toggle" };

/** The messages a visibility element shows. */
export type VisibilityMessages = Pick<ShopMessageCatalogue, "visibilityClose">;

/** Options of `connectVisibility`. */
export type VisibilityConnectOptions = ConnectOptions<VisibilityMessages>;

/** Props of the button that toggles it. */
export interface VisibilityTriggerProps {
  /** A plain button. */
  type: "button";
  /** Whether it is shown. */
  "aria-expanded": boolean;
  /** The content's id. */
  "aria-controls": string;
  /** Toggles it. */
  onClick(event: EventLike): void;
}

/** Props of the lightbox, modal or drawer itself. */
export interface VisibilityContentProps {
  /** DOM id (focus moves here when it opens). */
  id: string;
  /** A dialog… */
  role: "dialog";
  /** …that keeps the page behind it out of reach. */
  "aria-modal": true;
  /** Focusable by script, not by Tab. */
  tabIndex: -1;
  /** Hidden while not visible. */
  hidden: boolean;
  /** The theme's `visible` attribute, as a data attribute React passes through. */
  "data-visible": "true" | "false";
  /** Escape hides it. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of its close button. */
export interface VisibilityCloseButtonProps {
  /** A plain button. */
  type: "button";
  /** "Close". */
  "aria-label": string;
  /** Hides it. */
  onClick(event: EventLike): void;
}

/**
 * A lightbox, modal or drawer (storefront §4): toggled by a `visible` attribute, opened by the URL
 * hash naming it, focus moved in when it opens and back when it closes; closing clears the hash
 * without a history entry. `status` is always `idle`: it fetches nothing.
 */
export interface VisibilityApi extends SliceState {
  /** The element's name (its URL hash without `#`). */
  readonly name: string;
  /** Whether it is shown. */
  readonly isVisible: boolean;
  /** Shows it. */
  show(): void;
  /** Hides it. */
  hide(): void;
  /** Toggles it. */
  toggle(): void;
  /** Props of a button that toggles it. */
  getTriggerProps<T extends object = object>(props?: T): MergedProps<VisibilityTriggerProps, T>;
  /** Props of the element itself. */
  getContentProps<T extends object = object>(props?: T): MergedProps<VisibilityContentProps, T>;
  /** Props of its close button. */
  getCloseButtonProps<T extends object = object>(props?: T): MergedProps<VisibilityCloseButtonProps, T>;
}
