import { useEffect } from "react";
import { useCustomer } from "solekit";
import { AccountArea } from "../account/area/account-area";
import "../account/account.css";

/** /account: a guest goes to the account modal (`/#account`); a member gets the account area. */
export function AccountPage() {
  const customer = useCustomer();
  // A guest goes to sign in; a session that just ended (a logout in another tab) is already
  // leaving for the logout page.
  useEffect(() => {
    if (!customer.isLoggedIn && !customer.sessionEnded) window.location.replace(customer.accountHref);
  }, [customer.isLoggedIn, customer.sessionEnded, customer.accountHref]);
  if (customer.sessionEnded) return <p>You've logged out…</p>;
  if (!customer.isLoggedIn) return <p>Taking you to sign in…</p>;
  return <AccountArea />;
}
