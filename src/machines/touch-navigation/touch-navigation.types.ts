import type { ConnectOptions, SliceState } from "../shared/connect";
import type { FocusEventLike, KeyboardEventLike, MouseEventLike, PointerEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Context of the touch-navigation machine. */
export interface TouchNavigationContext {
  /** The top-menu item whose submenu a tap opened. */
  openItem: string | null;
  /** The kind of pointer last pressed in the navigation (`mouse`, `pen`, `touch`). */
  pointerType: string;
}

/** Events of the touch-navigation machine. */
export type TouchNavigationEvent =
  /** A pointer was pressed in the navigation. */
  | { type: "pointer.down"; pointerType: string }
  /** A first tap opened an item's submenu. */
  | { type: "submenu.open"; item: string }
  /** The submenu closes (Escape, focus left the navigation). */
  | { type: "submenu.close" }
  /** The link is followed (second tap, mouse or keyboard). */
  | { type: "link.follow" };

/** Options of `connectTouchNavigation`. */
export type TouchNavigationConnectOptions = ConnectOptions<Record<string, never>>;

/** A click as React's and the DOM's fit it, with the pointer type of the DOM's `PointerEvent` click. */
export interface TapEventLike extends MouseEventLike {
  /** The DOM event under React's synthetic one (its `pointerType` is read when it has one). */
  readonly nativeEvent?: object;
  /** The pointer type of a DOM click (a `PointerEvent` in current browsers). */
  readonly pointerType?: string;
}

/** Props of the navigation element. */
export interface TouchNavigationProps {
  /** Records the pointer kind before the click. */
  onPointerDown(event: PointerEventLike): void;
  /** Escape closes an opened submenu. */
  onKeyDown(event: KeyboardEventLike): void;
  /** Focus leaving the navigation closes it. */
  onBlur(event: FocusEventLike): void;
}

/** Props of a top-menu link. */
export interface TouchNavigationLinkProps {
  /** On links with a submenu: whether it is open. */
  "aria-expanded"?: boolean;
  /** On links with a submenu: the submenu's id. */
  "aria-controls"?: string;
  /** Whether a tap opened its submenu. */
  "data-open": "true" | "false";
  /** First tap on a link with a submenu opens it; anything else follows the link. */
  onClick(event: TapEventLike): void;
  /** ArrowDown on a link with a submenu opens it, so the keyboard can Tab into it. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of a submenu. */
export interface TouchNavigationSubmenuProps {
  /** DOM id (the link's `aria-controls`). */
  id: string;
  /** Whether a tap opened it (show it with CSS as on hover and focus). */
  "data-open": "true" | "false";
}

/**
 * The top navigation's touch behaviour (storefront §2, account-area §2): a tap on a link with a
 * submenu opens (focuses) it first and follows the link on the second tap; mouse and keyboard
 * behave as usual. `status` is always `idle`: it fetches nothing.
 */
export interface TouchNavigationApi extends SliceState {
  /** The item whose submenu a tap opened. */
  readonly openItem: string | null;
  /** Closes the opened submenu. */
  close(): void;
  /** Props of the navigation element. */
  getNavProps<T extends object = object>(props?: T): MergedProps<TouchNavigationProps, T>;
  /** Props of top-menu link `item`; `hasSubmenu` when it has one. */
  getLinkProps<T extends object = object>(
    item: string,
    hasSubmenu: boolean,
    props?: T,
  ): MergedProps<TouchNavigationLinkProps, T>;
  /** Props of item `item`'s submenu. */
  getSubmenuProps<T extends object = object>(
    item: string,
    props?: T,
  ): MergedProps<TouchNavigationSubmenuProps, T>;
}
