import {
  type CustomerActorRef,
  createCustomerSession,
} from "../../machines/storefront-system/customer-session";
import { LOGGED_OUT_ACCOUNT_HREF, LOGOUT_PAGE_PATH } from "../../rules/account-route";
import { CUSTOMER_ACCESS_TOKEN_COOKIE } from "../../rules/keys";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { systemCustomer } from "../shared/session-actors";
import { clearAccountCache } from "./account-cache";
import { clearLoyaltyToken, loadLoyaltyBalance } from "./loyalty-session";

const ACCOUNT_HASH = LOGGED_OUT_ACCOUNT_HREF.slice(LOGGED_OUT_ACCOUNT_HREF.indexOf("#"));

// Forgets this page's account data (tokens, the account query cache) and leaves with a full page
// load, so the storefront forgets the session too.
function leave(runtime: SolekitRuntime, to: string) {
  clearLoyaltyToken(runtime);
  runtime.storage.removeCookie(CUSTOMER_ACCESS_TOKEN_COOKIE);
  clearAccountCache(runtime);
  if (typeof window === "undefined") runtime.url.navigate(to);
  else window.location.assign(to);
}

// The session the provider's storefront system builds on its first read.
function buildCustomerSession(runtime: SolekitRuntime): CustomerActorRef {
  return createCustomerSession({
    customer: runtime.config.customer,
    getBalance: (options) => loadLoyaltyBalance(runtime, options),
    endSession: () => leave(runtime, `${LOGOUT_PAGE_PATH}${ACCOUNT_HASH}`),
    // Another tab logged out: no sign-in modal here, the shopper did not ask to sign in.
    leaveSession: () => leave(runtime, LOGOUT_PAGE_PATH),
    browser: typeof window === "undefined" ? undefined : window,
    now: () => runtime.clock.now(),
  });
}

/**
 * The page's one customer-session actor: the provider's storefront system's (read by
 * `useSharedActor`, or by the loyalty client when a second 401 ends the session before any
 * component asked for it).
 */
export function customerSessionActor(runtime: SolekitRuntime): CustomerActorRef {
  return systemCustomer(runtime, buildCustomerSession);
}
