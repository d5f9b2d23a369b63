import { fromCallback } from "xstate";
import type { RewardBalance } from "../../clients/loyalty/schemas/reward.schemas";
import { LOGOUT_PAGE_PATH } from "../../rules/account-route";
import { REFRESH_BALANCE_EVENT } from "../../rules/keys";
import { fromRequest } from "../shared/request";
import type { CustomerEvent } from "./customer.types";
import {
  announceSessionSignal,
  type SessionSignalBrowser,
  SIGNED_IN_SIGNAL_KEY,
  SIGNED_OUT_SIGNAL_KEY,
  watchSessionSignal,
} from "./session-signals";

/** The browser's part the customer session listens to and announces through. */
export interface CustomerBrowser extends SessionSignalBrowser {
  /** Reloads the page (a sign-in elsewhere); opens the logout page (a logout elsewhere). */
  location: Pick<Location, "reload" | "assign">;
}

/** What the customer session's implementations need. */
export interface CustomerImplementationOptions {
  /** Loads the member's balance (the loyalty client's `getBalance`). */
  getBalance: (options: { signal: AbortSignal }) => Promise<RewardBalance>;
  /** Ends the session: forget the tokens and go to the logout page with the account hash. */
  endSession: () => void;
  /**
   * Another tab of this browser logged out: forget this page's account data (stored tokens, the
   * account query cache) and leave with a full page load, so the storefront renders the page
   * without the session. @default opens `/account/logout`
   */
  leaveSession?: () => void;
  /** The browser, or undefined on a server (nothing is watched or announced there). */
  browser: CustomerBrowser | undefined;
  /** The time, for the sign-in and sign-out signals. @default Date.now */
  now?: () => number;
}

function listen(browser: CustomerBrowser | undefined, type: string, onEvent: (event: Event) => void) {
  browser?.addEventListener(type, onEvent);
  return () => browser?.removeEventListener(type, onEvent);
}

/**
 * The customer session's side effects: the balance, the browser events it follows
 * (`omneo:refresh-balance`, a sign-in or a logout in another tab) and the actions that leave the
 * page.
 *
 * @example
 * ```ts
 * const machine = customerMachine.provide(
 *   createCustomerImplementations({
 *     getBalance: (o) => loyalty.getBalance(o),
 *     endSession: () => { loyalty.clearToken(); url.navigate("/account/logout#account"); },
 *     leaveSession: () => { loyalty.clearToken(); queryClient.clear(); location.assign("/account/logout"); },
 *     browser: window,
 *   }),
 * );
 * ```
 */
export function createCustomerImplementations(options: CustomerImplementationOptions) {
  const { browser } = options;
  const now = () => (options.now ?? Date.now)();
  return {
    actors: {
      /** Loads the reward balance. */
      loadBalance: fromRequest<RewardBalance, void>((_, signal) => options.getBalance({ signal })),
      /** Follows `omneo:refresh-balance`. */
      watchBalanceRefresh: fromCallback<CustomerEvent>(({ sendBack }) =>
        listen(browser, REFRESH_BALANCE_EVENT, () => sendBack({ type: "balance.refresh" })),
      ),
      /** Follows a sign-in in another tab (storage event or BroadcastChannel). */
      watchSignIn: fromCallback<CustomerEvent>(({ sendBack }) =>
        watchSessionSignal(browser, SIGNED_IN_SIGNAL_KEY, () =>
          sendBack({ type: "session.signedInElsewhere" }),
        ),
      ),
      /** Follows a logout in another tab (storage event or BroadcastChannel). */
      watchSignOut: fromCallback<CustomerEvent>(({ sendBack }) =>
        watchSessionSignal(browser, SIGNED_OUT_SIGNAL_KEY, () =>
          sendBack({ type: "session.signedOutElsewhere" }),
        ),
      ),
    },
    actions: {
      /** Tells the browser's other tabs that the shopper signed in (time only, no token). */
      announceSignIn: () => announceSessionSignal(browser, SIGNED_IN_SIGNAL_KEY, now()),
      /** Tells the browser's other tabs that the session ended (time only, no token). */
      announceSignOut: () => announceSessionSignal(browser, SIGNED_OUT_SIGNAL_KEY, now()),
      /** Reloads the page for the session the storefront now renders. */
      reloadPage: () => browser?.location.reload(),
      /** Ends the session (tokens forgotten, logout page). */
      endSession: () => options.endSession(),
      /** Follows another tab's logout: this page's account data forgotten, the page left. */
      leaveSession: () =>
        options.leaveSession ? options.leaveSession() : browser?.location.assign(LOGOUT_PAGE_PATH),
    },
  };
}
