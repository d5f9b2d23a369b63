import type { SnapshotFrom } from "xstate";
import { ACCOUNT_PATH, LOGGED_OUT_ACCOUNT_HREF } from "../../rules/account-route";
import { accountAreaMessages, type MessageCatalogue } from "../../rules/messages";
import { rewardsChipText } from "../../rules/rewards";
import type { SliceStatus } from "../shared/connect";
import type { CustomerMachine } from "./customer.machine";
import type { CustomerApi, CustomerConnectOptions, CustomerEvent } from "./customer.types";

/**
 * Turns a customer-session snapshot into its public API: the session, where the profile icon
 * links, and the rewards chip's text (hidden at 0).
 *
 * @example
 * ```ts
 * const customer = connectCustomer(actor.getSnapshot(), actor.send);
 * link.href = customer.accountHref; // "/account" or "/#account"
 * ```
 */
export function connectCustomer(
  snapshot: SnapshotFrom<CustomerMachine>,
  send: (event: CustomerEvent) => void,
  options: CustomerConnectOptions = {},
): CustomerApi {
  const messages = options.messages ?? accountAreaMessages;
  const { customer, rewardBalance, error } = snapshot.context;
  const isLoggedIn = snapshot.matches("member");
  const loading =
    snapshot.matches({ member: "loadingBalance" }) || snapshot.matches({ member: "refreshing" });
  const status: SliceStatus = loading ? "loading" : error ? "error" : isLoggedIn ? "success" : "idle";
  return {
    status,
    error,
    // A balance that cannot be read is not worth a message in the header: the chip just keeps
    // what it showed (account-area §8, "most other failures are swallowed silently").
    errorMessage: null,
    customer,
    isLoggedIn,
    sessionEnded: snapshot.matches("loggedOut"),
    accountHref: isLoggedIn ? ACCOUNT_PATH : LOGGED_OUT_ACCOUNT_HREF,
    rewardBalance,
    rewardsChipText: isLoggedIn ? rewardsChipText(rewardBalance, messages as MessageCatalogue) : null,
    refreshBalance: () => send({ type: "balance.refresh" }),
  };
}
