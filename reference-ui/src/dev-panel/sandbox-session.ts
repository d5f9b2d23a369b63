import type { CustomerSession } from "solekit";
import type { SandboxConnection } from "solekit/sandbox";
import { forgetCustomerSession, storeCustomerSession, storedCustomerSession } from "./session-store";

/** The query parameter a login link carries its token in (`LOGIN_LINK_TOKEN_PARAM`). */
export const LOGIN_TOKEN_PARAM = "login_token";

/**
 * The customer session for this page load. A `login_token` in the URL (the link a sandbox login
 * email carries) leaves the URL first, so it never lingers in the address bar or history, then
 * is redeemed; the shopper lands on `return_to` when it is a place on this site, else on `/`.
 */
export async function sandboxCustomerSession(sandbox: SandboxConnection): Promise<CustomerSession | null> {
  const url = new URL(window.location.href);
  // The storefront forgets the session on its logout page (useLogout lands the shopper there).
  if (url.pathname === "/account/logout") {
    forgetCustomerSession();
    return null;
  }
  // The rules load only for a login link: the first screen's requests wait for nothing else.
  const link = url.searchParams.has(LOGIN_TOKEN_PARAM)
    ? (await import("solekit/rules")).readLoginLink(url.href)
    : null;
  if (link) {
    window.history.replaceState(null, "", link.returnTo);
    const account = await sandbox.send({ command: "redeem-login-token", token: link.token });
    if (account) {
      const session = await sandbox.customerSession(account.customerId);
      storeCustomerSession(session);
      return session;
    }
  }
  return storedCustomerSession();
}
