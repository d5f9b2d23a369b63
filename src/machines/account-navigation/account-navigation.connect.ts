import type { SnapshotFrom } from "xstate";
import {
  ACCOUNT_PATH,
  type AccountRouteInput,
  type AccountSection,
  accountHref,
  accountSectionTitle,
} from "../../rules/account-route";
import { accountAreaMessages, formatMessage } from "../../rules/messages";
import { domIds, focusById } from "../shared/dom-ids";
import { type EventLike, hasModifier, type KeyboardEventLike, type MouseEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { AccountNavigationMachine } from "./account-navigation.machine";
import type {
  AccountBreadcrumbProps,
  AccountBreadcrumbStep,
  AccountHeadingProps,
  AccountLinkProps,
  AccountMenuButtonProps,
  AccountMenuProps,
  AccountNavigationApi,
  AccountNavigationConnectOptions,
  AccountNavigationEvent,
  AccountNavigationItem,
  AccountNavigationMessages,
  AccountNavProps,
} from "./account-navigation.types";

/**
 * The side navigation's sections, in the spec's order (account-area §2). Member offers is a
 * section without an entry: the dashboard links to it.
 */
export const ACCOUNT_NAVIGATION_SECTIONS: readonly AccountSection[] = [
  "/",
  "my-profile",
  "kids-profiles",
  "fit-club",
  "orders",
  "addresses",
  "bookings",
  "wishlist",
];

const nav = (own: AccountNavProps) => own;
const menuButton = (own: AccountMenuButtonProps) => own;
const menu = (own: AccountMenuProps) => own;
const link = (own: AccountLinkProps) => own;
const breadcrumbNav = (own: AccountBreadcrumbProps) => own;
const heading = (own: AccountHeadingProps) => own;

/**
 * Turns an account-navigation snapshot into its public API: the route, the side navigation's
 * entries, the breadcrumb, the back link, the mobile 'Menu' and the link, landmark and heading
 * props. Links follow in place through `options.navigate` (a link opened in a new tab is left to
 * the browser).
 *
 * @example
 * ```ts
 * const api = connectAccountNavigation(actor.getSnapshot(), actor.send, { navigate: (href) => history.pushState(null, "", href) });
 * nav.replaceChildren(...api.items.map((item) => link(api.getLinkProps({ section: item.section }), item.title)));
 * ```
 */
export function connectAccountNavigation(
  snapshot: SnapshotFrom<AccountNavigationMachine>,
  send: (event: AccountNavigationEvent) => void,
  options: AccountNavigationConnectOptions = {},
): AccountNavigationApi {
  const text: AccountNavigationMessages = options.messages ?? accountAreaMessages;
  const id = domIds(options.id ?? "account-nav");
  const { route, previous } = snapshot.context;
  const section = route.kind === "section" ? route.section : null;
  const isMenuOpen = snapshot.matches("menuOpen");
  const title = section
    ? accountSectionTitle(section, text)
    : formatMessage(text.notFoundSection, { path: route.kind === "notFound" ? route.path : "" });
  const navigate = (to: AccountRouteInput, how?: { readonly replace?: boolean }) =>
    how?.replace ? options.navigate?.(accountHref(to), how) : options.navigate?.(accountHref(to));

  const items: AccountNavigationItem[] = ACCOUNT_NAVIGATION_SECTIONS.map((entry) => ({
    section: entry,
    title: accountSectionTitle(entry, text),
    href: accountHref({ section: entry }),
    isCurrent: entry === section,
  }));
  // A child page (a child, an order, a list, the new-profile form) is a page below the section;
  // `child=add_address` is only the section's modal.
  const onChildPage = route.kind === "section" && route.child !== null && route.child.kind !== "addAddress";
  const shownHref = route.kind === "section" ? accountHref(route) : notFoundHref(route.path);
  const breadcrumb: AccountBreadcrumbStep[] = [
    {
      title: text.myAccount,
      route: { section: "/" },
      href: ACCOUNT_PATH,
      isCurrent: section === "/" && !onChildPage,
    },
  ];
  if (section && section !== "/")
    breadcrumb.push({
      title,
      route: { section },
      href: accountHref({ section }),
      isCurrent: !onChildPage,
    });
  // An unknown section has no link of its own: its step names the page shown, without a route.
  if (!section) breadcrumb.push({ title, route: null, href: shownHref, isCurrent: true });
  // "page" on a link to the very page shown; "true" on a section's own link while one of its
  // other pages (a child page, another page number, edit mode) is shown.
  const currentness = (to: AccountRouteInput, href: string): AccountLinkProps["aria-current"] => {
    if (href === shownHref) return "page";
    const plainSection = !to.child && !to.edit && (to.page ?? 1) <= 1;
    return plainSection && to.section === section ? "true" : undefined;
  };
  const backTarget: AccountRouteInput | null =
    onChildPage && section ? { section } : backFrom(section, previous);

  return {
    status: "success",
    error: null,
    errorMessage: null,
    route,
    title,
    items,
    breadcrumb,
    backLink: backTarget
      ? {
          route: backTarget,
          href: accountHref(backTarget),
          text: formatMessage(text.backTo, { section: accountSectionTitle(backTarget.section, text) }),
        }
      : null,
    isMenuOpen,
    toggleMenu: () => send({ type: "menu.toggle" }),
    closeMenu: () => send({ type: "menu.close" }),
    navigate,
    getNavProps: (props) => mergeProps(nav({ "aria-label": text.accountNavigation }), props),
    getMenuButtonProps: (props) =>
      mergeProps(
        menuButton({
          type: "button",
          id: id("menu-button"),
          "aria-expanded": isMenuOpen,
          "aria-controls": id("menu"),
          onClick: (_event: EventLike) => send({ type: "menu.toggle" }),
        }),
        props,
      ),
    getMenuProps: (props) =>
      mergeProps(
        menu({
          id: id("menu"),
          "data-state": isMenuOpen ? "open" : "closed",
          onKeyDown: (event: KeyboardEventLike) => {
            if (event.key !== "Escape" || !isMenuOpen) return;
            send({ type: "menu.close" });
            focusById(event.currentTarget, id("menu-button"));
          },
        }),
        props,
      ),
    getLinkProps: (to, props) => {
      const href = accountHref(to);
      return mergeProps(
        link({
          href,
          "aria-current": currentness(to, href),
          onClick: (event: MouseEventLike) => {
            if (!options.navigate || hasModifier(event) || event.shiftKey || (event.button ?? 0) !== 0)
              return;
            event.preventDefault();
            send({ type: "menu.close" });
            options.navigate(href);
          },
        }),
        props,
      );
    },
    getBreadcrumbProps: (props) => mergeProps(breadcrumbNav({ "aria-label": text.breadcrumb }), props),
    getHeadingProps: (props) => mergeProps(heading({ id: id("heading"), tabIndex: -1 }), props),
  };
}

// The address of an unknown section's page, as the shopper opened it.
function notFoundHref(path: string): string {
  return `${ACCOUNT_PATH}?${new URLSearchParams({ section: path }).toString()}`;
}

// A section's back link: the section shown before it, else the dashboard; none on a dashboard
// opened first.
function backFrom(
  section: AccountSection | null,
  previous: AccountRouteInput | null,
): AccountRouteInput | null {
  if (previous && previous.section !== section) return previous;
  return section === "/" ? null : { section: "/" };
}
