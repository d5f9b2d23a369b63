import type { CustomerSession } from "solekit";
import { type BrowserSandbox, redeemSandboxLoginToken } from "solekit/sandbox";
import { forgetCustomerSession, storeCustomerSession, storedCustomerSession } from "./session-store";

/**
 * The customer session for this page load. A `login_token` in the URL (the link a sandbox login
 * email carries) is redeemed first, then removed from the URL so it never lingers in history;
 * the shopper lands on `return_to`, or the home page until the account area exists.
 */
export async function sandboxCustomerSession(sandbox: BrowserSandbox): Promise<CustomerSession | null> {
  const url = new URL(window.location.href);
  // The storefront forgets the session on its logout page (useLogout lands the shopper there).
  if (url.pathname === "/account/logout") {
    forgetCustomerSession();
    return null;
  }
  const token = url.searchParams.get("login_token");
  if (token) {
    const account = redeemSandboxLoginToken(sandbox, token);
    const returnTo = url.searchParams.get("return_to");
    const safeReturn = returnTo?.startsWith("/") && !returnTo.startsWith("//") ? returnTo : "/";
    window.history.replaceState(null, "", safeReturn);
    if (account) {
      const session = await sandbox.customerSession(account.customerId);
      storeCustomerSession(session);
      return session;
    }
  }
  return storedCustomerSession();
}
