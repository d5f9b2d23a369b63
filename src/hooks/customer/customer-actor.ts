import { createActor } from "xstate";
import { createCustomerImplementations, customerMachine } from "../../machines/customer";
import { LOGOUT_PAGE_PATH } from "../../machines/logout";
import { LOGGED_OUT_ACCOUNT_HREF } from "../../rules/account-route";
import { CUSTOMER_ACCESS_TOKEN_COOKIE } from "../../rules/keys";
import { clearLoyaltyToken, loadLoyaltyClient } from "../provider/loyalty-session";
import type { SolekitRuntime } from "../provider/solekit-runtime";

const ACCOUNT_HASH = LOGGED_OUT_ACCOUNT_HREF.slice(LOGGED_OUT_ACCOUNT_HREF.indexOf("#"));

/**
 * The page's one customer-session actor (built by `useSharedActor`, or by the loyalty client
 * when a second 401 ends the session before any component asked for it).
 */
export function customerSessionActor(runtime: SolekitRuntime) {
  return createActor(
    customerMachine.provide(
      createCustomerImplementations({
        getBalance: async (options) => (await loadLoyaltyClient(runtime)).getBalance(options),
        endSession: () => {
          clearLoyaltyToken(runtime);
          runtime.storage.removeCookie(CUSTOMER_ACCESS_TOKEN_COOKIE);
          const to = `${LOGOUT_PAGE_PATH}${ACCOUNT_HASH}`;
          // A full page load, so the storefront forgets the session too.
          if (typeof window === "undefined") runtime.url.navigate(to);
          else window.location.assign(to);
        },
        browser: typeof window === "undefined" ? undefined : window,
        now: () => runtime.clock.now(),
      }),
    ),
    { input: { customer: runtime.config.customer } },
  );
}
