import { QueryClient } from "@tanstack/react-query";
import { ACCOUNT_STALE_TIME_MS, accountQueryDefaults } from "../../machines/account/account-query";
import { accountCaches } from "../customer/account-cache";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";

export { ACCOUNT_STALE_TIME_MS };

// The query client the account hooks make when the host passed none.
function createAccountQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: accountQueryDefaults },
  });
}

// The customer whose data each query client last held.
const holders = new WeakMap<QueryClient, string | null>();

/**
 * The runtime's query client for account server state: the provider's `queryClient`, else one
 * made on first use (so a storefront-only page never loads TanStack Query). A client that held
 * another customer's data is cleared before it serves this one: no customer ever sees another's.
 *
 * @example
 * ```ts
 * const queryClient = accountQueryClient(runtime);
 * await queryClient.ensureQueryData(profileQuery(context));
 * ```
 */
export function accountQueryClient(runtime: SolekitRuntime): QueryClient {
  const client = runtime.queryClient ?? getClient(runtime, createAccountQueryClient);
  const customerId = runtime.config.customer?.id ?? null;
  if (holders.has(client) && holders.get(client) !== customerId) client.clear();
  holders.set(client, customerId);
  accountCaches.set(runtime, client);
  return client;
}
