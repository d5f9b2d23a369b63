import { type AccountNavigationApi, useLogout } from "solekit";
import { runsOnSandbox } from "../../dev-panel/sandbox-context";
import { forgetCustomerSession } from "../../dev-panel/session-store";

/** The side navigation: a collapsible 'Menu' under 768 px, a column beside the section above. */
export function AccountNav({ nav }: { nav: AccountNavigationApi }) {
  // On the sandbox the portal's hidden logout frame is a page of this app, and the storefront's
  // session is the one the reference UI stores: both end before the logout page shows.
  const logout = useLogout(
    runsOnSandbox
      ? { frameUrl: `${window.location.origin}/sandbox-logout.html`, endSession: forgetCustomerSession }
      : {},
  );
  return (
    <nav {...nav.getNavProps({ className: "account-nav" })}>
      <button {...nav.getMenuButtonProps({ className: "account-nav__menu-button" })}>
        <span aria-hidden="true" className="account-nav__menu-icon" />
        Menu
      </button>
      <ul {...nav.getMenuProps({ className: "account-nav__list" })}>
        {nav.items.map((item) => (
          <li key={item.section}>
            <a {...nav.getLinkProps({ section: item.section }, { className: "account-nav__link" })}>
              {item.title}
            </a>
          </li>
        ))}
        <li>
          <button {...logout.getButtonProps({ className: "account-nav__logout" })}>
            {logout.isLoggingOut ? <span className="spinner" aria-hidden="true" /> : null}
            {logout.isLoggingOut ? "Logging out…" : "Logout"}
          </button>
        </li>
      </ul>
    </nav>
  );
}
