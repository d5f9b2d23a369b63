// The loyalty client's factory, in a module of its own: the hooks load it on first use
// (`loadLoyaltyClient`), so a page with no signed-in customer never downloads the client.
import { createLoyaltyClient, type LoyaltyClient } from "../../clients/loyalty";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";
import { customerSessionActor } from "./customer-actor";
import { loadedLoyaltyClients } from "./loyalty-session";

/**
 * The loyalty client of the provider (used through `useClient`): the ID token in the runtime's
 * storage, reused until it expires by the runtime's clock. A second 401 ends the page's customer
 * session (account-area §2: to the logout page with the account hash).
 *
 * @example
 * ```ts
 * const loyalty = useClient(loyaltyClient);
 * ```
 */
export function loyaltyClient(runtime: SolekitRuntime): LoyaltyClient {
  const client = createLoyaltyClient({
    config: runtime.config,
    storage: runtime.storage,
    clock: runtime.clock,
    onUnauthorised: () => getClient(runtime, customerSessionActor).send({ type: "session.unauthorised" }),
  });
  loadedLoyaltyClients.set(runtime, client);
  return client;
}
