import type { AccountMessageCatalogue } from "../../rules/messages";
import type { CustomerSession } from "../../runtime/solekit-config";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";

/** Input of the customer-session machine. */
export interface CustomerInput {
  /** The session the page provides (id, logged flag, signature), or null for a guest. */
  customer: CustomerSession | null;
}

/** Context of the customer-session machine. */
export interface CustomerContext {
  /** The page's customer session. */
  customer: CustomerSession | null;
  /** The reward balance in dollars, once loaded. */
  rewardBalance: number | null;
  /** The last balance failure (the chip then keeps what it showed). */
  error: SolekitError | null;
}

/** Events of the customer-session machine. */
export type CustomerEvent =
  /** Loads the reward balance again (the `omneo:refresh-balance` browser event). */
  | { type: "balance.refresh" }
  /** The loyalty service refused a freshly refreshed token: the session is over. */
  | { type: "session.unauthorised" }
  /** Another tab of this browser signed in (a login link opened there). */
  | { type: "session.signedInElsewhere" }
  /** Another tab of this browser logged out (or its session was refused). */
  | { type: "session.signedOutElsewhere" };

/** What the customer session emits: a member's session started on this page. */
export type CustomerEmitted = { type: "session.member" };

/** The messages the customer session shows (the rewards chip). */
export type CustomerMessages = Pick<AccountMessageCatalogue, "rewardsChip">;

/** Options of `connectCustomer`. */
export type CustomerConnectOptions = ConnectOptions<CustomerMessages>;

/** The customer session's public API, as `connectCustomer` and `useCustomer` return it. */
export interface CustomerApi extends SliceState {
  /** The page's customer session, or null for a guest. */
  readonly customer: CustomerSession | null;
  /** Whether a customer is logged in. */
  readonly isLoggedIn: boolean;
  /**
   * The session ended on this page (a refused token, or a logout in another tab): the page is
   * leaving for the logout page, so a guest redirect (an account page's) must not run.
   */
  readonly sessionEnded: boolean;
  /** Where the header's profile icon links: `/account` when logged in, else `/#account`. */
  readonly accountHref: string;
  /** The reward balance in dollars, once loaded. */
  readonly rewardBalance: number | null;
  /** 'Rewards: {amount}', or null while unknown or at 0 (the chip hides). */
  readonly rewardsChipText: string | null;
  /** Loads the balance again. */
  refreshBalance(): void;
}
