import { useEffect } from "react";
import { useCustomer, useLogout } from "solekit";
import { ShopSignIn, UpdateDetailsForm } from "../account/shop-account";
import { runsOnSandbox } from "../dev-panel/sandbox-context";
import "../account/account.css";

/** /account: a guest goes to the account modal; a member sees a placeholder until the account area lands. */
export function AccountPage() {
  const customer = useCustomer();
  // On the sandbox the portal's hidden logout frame is a page of this app (read once, at mount).
  const logout = useLogout(
    runsOnSandbox ? { frameUrl: `${window.location.origin}/sandbox-logout.html` } : {},
  );
  // A guest goes to sign in; a session that just ended (a logout in another tab) is already
  // leaving for the logout page.
  useEffect(() => {
    if (!customer.isLoggedIn && !customer.sessionEnded) window.location.replace(customer.accountHref);
  }, [customer.isLoggedIn, customer.sessionEnded, customer.accountHref]);
  if (customer.sessionEnded) return <p>You've logged out…</p>;
  if (!customer.isLoggedIn) return <p>Taking you to sign in…</p>;
  return (
    <section className="account-page" aria-labelledby="account-heading">
      <h1 id="account-heading">My account</h1>
      <p>
        You're signed in to Fit Club. Your dashboard, kids' profiles, rewards and orders are on their way.
      </p>
      {customer.rewardsChipText ? <p>{customer.rewardsChipText}</p> : null}
      <div className="shop-account">
        <ShopSignIn />
        <UpdateDetailsForm />
      </div>
      <button {...logout.getButtonProps({ className: "account-page__logout" })}>
        {logout.isLoggingOut ? <span className="spinner" aria-hidden="true" /> : null}
        {logout.isLoggingOut ? "Logging out…" : "Logout"}
      </button>
    </section>
  );
}
