import type { LoyaltyRequestOptions } from "../../clients/loyalty";
import { clearStoredIdToken } from "../../clients/loyalty/id-token-storage";
import type { LoyaltyConnection } from "../../clients/loyalty/loyalty-connection";
import type { RewardBalance } from "../../clients/loyalty/schemas/reward.schemas";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/** The loyalty connection each runtime has made, set by the `loyaltyConnection` factory. */
export const loadedLoyaltyConnections = new WeakMap<SolekitRuntime, LoyaltyConnection>();

/**
 * The signed-in customer's reward balance, with the loyalty connection loaded on first use: its
 * code downloads the first time a signed-in customer's balance is asked for, not with every
 * storefront page.
 *
 * @example
 * ```ts
 * const balance = await loadLoyaltyBalance(runtime, { signal });
 * ```
 */
export async function loadLoyaltyBalance(
  runtime: SolekitRuntime,
  options?: LoyaltyRequestOptions,
): Promise<RewardBalance> {
  const { loyaltyBalance } = await import("./loyalty-connection");
  return loyaltyBalance(runtime, options);
}

/**
 * Clears the stored loyalty ID token at once (a logout, an ended session): through the page's
 * loyalty connection when it has one, which also drops a token still in flight, else straight
 * from storage, without loading the connection.
 *
 * @example
 * ```ts
 * clearLoyaltyToken(runtime);
 * window.location.assign("/account/logout");
 * ```
 */
export function clearLoyaltyToken(runtime: SolekitRuntime): void {
  const connection = loadedLoyaltyConnections.get(runtime);
  if (connection) connection.clearToken();
  else clearStoredIdToken(runtime.storage);
}
