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
        {/* Where the shopper is, beside the button's name (which stays 'Menu'). */}
        <span aria-hidden="true" className="account-nav__menu-current">
          {nav.items.find((item) => item.isCurrent)?.title}
        </span>
        <svg aria-hidden="true" className="account-nav__chevron" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
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
