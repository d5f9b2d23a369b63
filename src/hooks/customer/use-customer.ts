import { type CustomerApi, connectCustomer } from "../../machines/customer";
import { accountAreaMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useSharedApi } from "../shared/use-shared-api";
import { customerSessionActor } from "./customer-actor";

/**
 * The page's customer session (storefront §3, account-area §2): the session the provider was
 * given, where the profile icon links (`/account` or `/#account`) and the violet rewards chip
 * ('Rewards: {amount}', hidden at 0, refreshed 2 s after load and on `omneo:refresh-balance`).
 * One session per provider: the header and every other caller agree. When the loyalty service
 * refuses a refreshed ID token, the tokens are forgotten and the shopper goes to the logout page
 * with the account hash. A guest tab reloads when the shopper signs in in another tab.
 *
 * @example
 * ```tsx
 * function AccountIcon() {
 *   const customer = useCustomer();
 *   return (
 *     <a href={customer.accountHref}>
 *       Account {customer.isLoggedIn && "✓"}
 *       {customer.rewardsChipText && <span className="chip">{customer.rewardsChipText}</span>}
 *     </a>
 *   );
 * }
 * ```
 */
export function useCustomer(): CustomerApi {
  const messages = useMessages(accountAreaMessages);
  return useSharedApi(customerSessionActor, connectCustomer, { messages });
}
