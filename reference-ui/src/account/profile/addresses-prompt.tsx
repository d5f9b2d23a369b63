import type { AccountNavigationApi } from "solekit";

/** The profile page's prompt to the Addresses section. */
export function AddressesPrompt({ nav }: { nav: AccountNavigationApi }) {
  return (
    <section className="account-card addresses-prompt" aria-labelledby="addresses-prompt-heading">
      <h2 id="addresses-prompt-heading">Addresses</h2>
      <p>Keep your delivery addresses up to date for a faster checkout.</p>
      <a {...nav.getLinkProps({ section: "addresses" }, { className: "button button--secondary" })}>
        Manage addresses
      </a>
    </section>
  );
}
