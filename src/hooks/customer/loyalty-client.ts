// The whole loyalty client, for code that calls across the programme (a custom hook, a test).
// The library's own hooks take only the groups of calls they use (`loyaltyCalls`).
import { type LoyaltyClient, loyaltyClientOf } from "../../clients/loyalty/loyalty-client";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";
import { loyaltyConnection } from "./loyalty-connection";

/**
 * The loyalty client of the provider (used through `useClient`), on the page's one loyalty
 * connection: the same ID token as every hook's calls.
 *
 * @example
 * ```ts
 * const loyalty = useClient(loyaltyClient);
 * ```
 */
export function loyaltyClient(runtime: SolekitRuntime): LoyaltyClient {
  return loyaltyClientOf(getClient(runtime, loyaltyConnection));
}
