import type { LoyaltyClient } from "../../clients/loyalty";
import { clearStoredIdToken } from "../../clients/loyalty/id-token-storage";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";

/** The loyalty client each runtime has made, set by the `loyaltyClient` factory. */
export const loadedLoyaltyClients = new WeakMap<SolekitRuntime, LoyaltyClient>();

/**
 * The provider's loyalty client, loaded on first use: its code (16 KB minified) downloads the
 * first time a signed-in customer's balance is asked for, not with every storefront page.
 *
 * @example
 * ```ts
 * const balance = await (await loadLoyaltyClient(runtime)).getBalance({ signal });
 * ```
 */
export async function loadLoyaltyClient(runtime: SolekitRuntime): Promise<LoyaltyClient> {
  const { loyaltyClient } = await import("./loyalty-client");
  return getClient(runtime, loyaltyClient);
}

/**
 * Clears the stored loyalty ID token at once (a logout, an ended session): through the page's
 * loyalty client when it has one, which also drops a token still in flight, else straight from
 * storage, without loading the client.
 *
 * @example
 * ```ts
 * clearLoyaltyToken(runtime);
 * window.location.assign("/account/logout");
 * ```
 */
export function clearLoyaltyToken(runtime: SolekitRuntime): void {
  const client = loadedLoyaltyClients.get(runtime);
  if (client) client.clearToken();
  else clearStoredIdToken(runtime.storage);
}
