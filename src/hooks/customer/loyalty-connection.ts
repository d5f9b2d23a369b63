// The page's one loyalty connection (the ID token and transports), in a module of its own: the
// customer session loads it on first use (`loadLoyaltyBalance`), so a page with no signed-in
// customer never downloads it, and an account page takes only the groups of calls it uses.
import type { LoyaltyRequestOptions } from "../../clients/loyalty";
import { createLoyaltyConnection, type LoyaltyConnection } from "../../clients/loyalty/loyalty-connection";
import type { LoyaltyContext } from "../../clients/loyalty/loyalty-context";
import { rewardCalls } from "../../clients/loyalty/rewards";
import type { RewardBalance } from "../../clients/loyalty/schemas/reward.schemas";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";
import { refuseCustomerSession } from "../shared/session-actors";
import { loadedLoyaltyConnections } from "./loyalty-session";

/**
 * The loyalty connection of the provider: the ID token in the runtime's storage, reused until it
 * expires by the runtime's clock, shared by every group of calls the page uses. A second 401 ends
 * the page's customer session (account-area §2: to the logout page with the account hash),
 * told by event ({@link refuseCustomerSession}), so an account section carries none of its code.
 *
 * @example
 * ```ts
 * const balance = await rewardCalls(getClient(runtime, loyaltyConnection)).getBalance();
 * ```
 */
export function loyaltyConnection(runtime: SolekitRuntime): LoyaltyConnection {
  const connection = createLoyaltyConnection({
    config: runtime.config,
    storage: runtime.storage,
    clock: runtime.clock,
    onUnauthorised: () => refuseCustomerSession(runtime),
  });
  loadedLoyaltyConnections.set(runtime, connection);
  return connection;
}

// Each group's calls on each connection, built once.
const groups = new WeakMap<LoyaltyConnection, Map<unknown, unknown>>();

/**
 * One group of loyalty calls (`addressCalls`, `orderCalls`…) on the provider's connection, built
 * once: an account hook takes only the calls its section makes, so its page carries only those.
 *
 * @example
 * ```ts
 * const addresses = loyaltyCalls(runtime, addressCalls);
 * await addresses.getAddresses({ signal });
 * ```
 */
export function loyaltyCalls<TCalls>(
  runtime: SolekitRuntime,
  group: (context: LoyaltyContext) => TCalls,
): TCalls {
  const connection = getClient(runtime, loyaltyConnection);
  const built = groups.get(connection) ?? new Map<unknown, unknown>();
  groups.set(connection, built);
  if (!built.has(group)) built.set(group, group(connection));
  return built.get(group) as TCalls;
}

/**
 * The signed-in customer's reward balance (the rewards chip).
 *
 * @example
 * ```ts
 * const balance = await loyaltyBalance(runtime, { signal });
 * ```
 */
export function loyaltyBalance(
  runtime: SolekitRuntime,
  options?: LoyaltyRequestOptions,
): Promise<RewardBalance> {
  return loyaltyCalls(runtime, rewardCalls).getBalance(options);
}
