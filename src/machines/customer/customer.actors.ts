import { fromCallback } from "xstate";
import type { RewardBalance } from "../../clients/loyalty/schemas/reward.schemas";
import { REFRESH_BALANCE_EVENT } from "../../rules/keys";
import { fromRequest } from "../shared/request";
import type { CustomerEvent } from "./customer.types";

/**
 * Local-storage key (and BroadcastChannel name) a member's page writes when it loads, so a guest
 * tab of the same browser learns that the shopper signed in elsewhere (a login link opened in
 * another tab). It holds the time only, never a token or an id.
 */
export const SIGNED_IN_SIGNAL_KEY = "solekit-signed-in";

/** The browser's part the customer session listens to and announces through. */
export interface CustomerBrowser {
  /** Window events: `storage` and `omneo:refresh-balance`. */
  addEventListener(type: string, listener: (event: Event) => void): void;
  /** Stops listening. */
  removeEventListener(type: string, listener: (event: Event) => void): void;
  /** Where the sign-in signal is written. */
  localStorage?: Pick<Storage, "setItem">;
  /** Cross-tab messages, where the browser has them. */
  BroadcastChannel?: typeof BroadcastChannel;
  /** Reloads the page. */
  location: Pick<Location, "reload">;
}

/** What the customer session's implementations need. */
export interface CustomerImplementationOptions {
  /** Loads the member's balance (the loyalty client's `getBalance`). */
  getBalance: (options: { signal: AbortSignal }) => Promise<RewardBalance>;
  /** Ends the session: forget the tokens and go to the logout page with the account hash. */
  endSession: () => void;
  /** The browser, or undefined on a server (nothing is watched or announced there). */
  browser: CustomerBrowser | undefined;
  /** The time, for the sign-in signal. @default Date.now */
  now?: () => number;
}

function listen(browser: CustomerBrowser | undefined, type: string, onEvent: (event: Event) => void) {
  browser?.addEventListener(type, onEvent);
  return () => browser?.removeEventListener(type, onEvent);
}

/**
 * The customer session's side effects: the balance, the browser events it follows
 * (`omneo:refresh-balance`, a sign-in in another tab) and the actions that leave the page.
 *
 * @example
 * ```ts
 * const machine = customerMachine.provide(
 *   createCustomerImplementations({
 *     getBalance: (o) => loyalty.getBalance(o),
 *     endSession: () => { loyalty.clearToken(); url.navigate("/account/logout#account"); },
 *     browser: window,
 *   }),
 * );
 * ```
 */
export function createCustomerImplementations(options: CustomerImplementationOptions) {
  const { browser } = options;
  const channel = () =>
    browser?.BroadcastChannel ? new browser.BroadcastChannel(SIGNED_IN_SIGNAL_KEY) : null;
  return {
    actors: {
      /** Loads the reward balance. */
      loadBalance: fromRequest<RewardBalance, void>((_, signal) => options.getBalance({ signal })),
      /** Follows `omneo:refresh-balance`. */
      watchBalanceRefresh: fromCallback<CustomerEvent>(({ sendBack }) =>
        listen(browser, REFRESH_BALANCE_EVENT, () => sendBack({ type: "balance.refresh" })),
      ),
      /** Follows a sign-in in another tab (storage event or BroadcastChannel). */
      watchSignIn: fromCallback<CustomerEvent>(({ sendBack }) => {
        const signedIn = () => sendBack({ type: "session.signedInElsewhere" });
        const stopStorage = listen(browser, "storage", (event) => {
          if ((event as StorageEvent).key === SIGNED_IN_SIGNAL_KEY) signedIn();
        });
        const messages = channel();
        if (messages) messages.onmessage = signedIn;
        return () => {
          stopStorage();
          messages?.close();
        };
      }),
    },
    actions: {
      /** Tells the browser's other tabs that the shopper signed in (time only, no token). */
      announceSignIn: () => {
        try {
          browser?.localStorage?.setItem(SIGNED_IN_SIGNAL_KEY, String((options.now ?? Date.now)()));
        } catch {
          // Storage refused (private mode, quota): the BroadcastChannel below still tells other tabs.
        }
        const messages = channel();
        messages?.postMessage("signed-in");
        messages?.close();
      },
      /** Reloads the page for the session the storefront now renders. */
      reloadPage: () => browser?.location.reload(),
      /** Ends the session (tokens forgotten, logout page). */
      endSession: () => options.endSession(),
    },
  };
}
