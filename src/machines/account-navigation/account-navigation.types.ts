import type { AccountRoute, AccountRouteInput, AccountSection } from "../../rules/account-route";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, KeyboardEventLike, MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Input of the account-navigation machine: the route the page opened on. */
export interface AccountNavigationInput {
  /** The parsed account URL (`parseAccountRoute`). */
  route: AccountRoute;
}

/** Context of the account-navigation machine. */
export interface AccountNavigationContext {
  /** The route shown. */
  route: AccountRoute;
  /** The section route shown before the current section, for the back link. */
  previous: AccountRouteInput | null;
}

/** Events of the account-navigation machine. */
export type AccountNavigationEvent =
  /** The URL changed (a link, Back or Forward): the new route. Closes the mobile menu. */
  | { type: "route.change"; route: AccountRoute }
  /** The mobile 'Menu' button. */
  | { type: "menu.toggle" }
  /** Closes the mobile menu (Escape, a link followed). */
  | { type: "menu.close" };

/** The messages the navigation shows. */
export type AccountNavigationMessages = Pick<
  AccountMessageCatalogue,
  | "notFoundSection"
  | "sectionDashboard"
  | "sectionProfile"
  | "sectionKidsProfiles"
  | "sectionRewards"
  | "sectionOffers"
  | "sectionBookings"
  | "sectionOrders"
  | "sectionAddresses"
  | "sectionWishlist"
  | "menu"
  | "myAccount"
  | "breadcrumb"
  | "accountNavigation"
  | "backTo"
>;

/** Options of `connectAccountNavigation`. */
export interface AccountNavigationConnectOptions extends ConnectOptions<AccountNavigationMessages> {
  /**
   * Follows an in-app link without a page load (the URL adapter's `navigate`). A link clicked
   * with a modifier key, or whose click the caller prevented, is left to the browser.
   */
  readonly navigate?: (href: string, options?: { readonly replace?: boolean }) => void;
}

/** One entry of the side navigation. */
export interface AccountNavigationItem {
  /** The section it opens. */
  readonly section: AccountSection;
  /** Its title, as the navigation and breadcrumb show it. */
  readonly title: string;
  /** Its link. */
  readonly href: string;
  /** Whether it is the section shown (a child page of it included). */
  readonly isCurrent: boolean;
}

/** One step of the breadcrumb, the last one the page shown. */
export interface AccountBreadcrumbStep {
  /** Its text. */
  readonly title: string;
  /** Its route (for `getLinkProps`); `null` on an unknown section's page, which has none. */
  readonly route: AccountRouteInput | null;
  /** Its link. */
  readonly href: string;
  /** Whether it is the page shown (rendered with `aria-current="page"`). */
  readonly isCurrent: boolean;
}

/** Props of a navigation link (`getLinkProps`). */
export interface AccountLinkProps {
  /** The link. */
  href: string;
  /**
   * `"page"` on a link to the page shown; `"true"` on a section's own link while another page of
   * it is shown (a child page, page 2 of the list, edit mode); else none.
   */
  "aria-current": "page" | "true" | undefined;
  /** Follows the link in place, and closes the mobile menu. */
  onClick: (event: MouseEventLike) => void;
}

/** Props of the mobile 'Menu' button. */
export interface AccountMenuButtonProps {
  /** A button. */
  type: "button";
  /** DOM id. */
  id: string;
  /** Whether the menu is open. */
  "aria-expanded": boolean;
  /** The navigation list it shows and hides. */
  "aria-controls": string;
  /** Toggles the menu. */
  onClick: (event: EventLike) => void;
}

/** Props of the navigation landmark. */
export interface AccountNavProps {
  /** The landmark's name. */
  "aria-label": string;
}

/** Props of the navigation list the 'Menu' button shows and hides. */
export interface AccountMenuProps {
  /** DOM id (the button's `aria-controls`). */
  id: string;
  /** `open` or `closed`: a stylesheet hides a closed menu under 768 px only. */
  "data-state": "open" | "closed";
  /** Escape closes an open menu and returns focus to the 'Menu' button. */
  onKeyDown: (event: KeyboardEventLike) => void;
}

/** Props of the breadcrumb landmark. */
export interface AccountBreadcrumbProps {
  /** 'Breadcrumb'. */
  "aria-label": string;
}

/** Props of the section's heading: focus moves to it when the section changes. */
export interface AccountHeadingProps {
  /** DOM id. */
  id: string;
  /** Focusable by script only. */
  tabIndex: -1;
}

/** A prop getter: the caller's props merged with ours. */
export type AccountNavigationPropGetter<TOwn> = <TProps extends object = Record<never, never>>(
  props?: TProps,
) => MergedProps<TOwn, TProps>;

/** What `useAccountNavigation` and `connectAccountNavigation` return. */
export interface AccountNavigationApi extends SliceState {
  /** The route shown: a section (with its child, edit and page) or an unknown path. */
  readonly route: AccountRoute;
  /** The page's title: the section's, or '404: {path} Not found.'. */
  readonly title: string;
  /** The side navigation's entries, in the spec's order. */
  readonly items: readonly AccountNavigationItem[];
  /** From 'My account' to the page shown. */
  readonly breadcrumb: readonly AccountBreadcrumbStep[];
  /**
   * The back link: a child page goes back to its section's list; a section to the section shown
   * before it (the dashboard when there was none); the dashboard opened first has none.
   */
  readonly backLink: {
    /** Its route (for `getLinkProps`). */
    readonly route: AccountRouteInput;
    /** Its link. */
    readonly href: string;
    /** 'Back to {section}'. */
    readonly text: string;
  } | null;
  /** Whether the mobile menu is open. */
  readonly isMenuOpen: boolean;
  /** Opens or closes the mobile menu. */
  toggleMenu(): void;
  /** Closes the mobile menu. */
  closeMenu(): void;
  /**
   * Goes to an account route in place; `{ replace: true }` replaces the history entry (a new
   * child's page once it is saved, so Back does not return to the empty form).
   */
  navigate(route: AccountRouteInput, options?: { readonly replace?: boolean }): void;
  /** Props of the `nav` landmark. */
  getNavProps: AccountNavigationPropGetter<AccountNavProps>;
  /** Props of the mobile 'Menu' button. */
  getMenuButtonProps: AccountNavigationPropGetter<AccountMenuButtonProps>;
  /** Props of the list the 'Menu' button shows and hides. */
  getMenuProps: AccountNavigationPropGetter<AccountMenuProps>;
  /** Props of a link to a route (a navigation entry, a breadcrumb step, the back link, a card). */
  getLinkProps<TProps extends object = Record<never, never>>(
    route: AccountRouteInput,
    props?: TProps,
  ): MergedProps<AccountLinkProps, TProps>;
  /** Props of the breadcrumb's `nav` landmark. */
  getBreadcrumbProps: AccountNavigationPropGetter<AccountBreadcrumbProps>;
  /** Props of the section's heading, which takes focus when the section changes. */
  getHeadingProps: AccountNavigationPropGetter<AccountHeadingProps>;
}
