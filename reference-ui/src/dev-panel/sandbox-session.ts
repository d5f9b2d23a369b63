import type { CustomerSession } from "solekit";
import { readLoginLink } from "solekit/rules";
import { type BrowserSandbox, redeemSandboxLoginToken } from "solekit/sandbox";
import { forgetCustomerSession, storeCustomerSession, storedCustomerSession } from "./session-store";

/**
 * The customer session for this page load. A `login_token` in the URL (the link a sandbox login
 * email carries) leaves the URL first, so it never lingers in the address bar or history, then
 * is redeemed; the shopper lands on `return_to` when it is a place on this site, else on `/`.
 */
export async function sandboxCustomerSession(sandbox: BrowserSandbox): Promise<CustomerSession | null> {
  const url = new URL(window.location.href);
  // The storefront forgets the session on its logout page (useLogout lands the shopper there).
  if (url.pathname === "/account/logout") {
    forgetCustomerSession();
    return null;
  }
  const link = readLoginLink(url.href);
  if (link) {
    window.history.replaceState(null, "", link.returnTo);
    const account = redeemSandboxLoginToken(sandbox, link.token);
    if (account) {
      const session = await sandbox.customerSession(account.customerId);
      storeCustomerSession(session);
      return session;
    }
  }
  return storedCustomerSession();
}
