import { createContext, useContext } from "react";
import { type ClientFactory, getClient, type SolekitRuntime } from "./solekit-runtime";

/** React context carrying the {@link SolekitRuntime}; use {@link useSolekit} to read it. */
export const SolekitContext = createContext<SolekitRuntime | null>(null);

/**
 * The runtime of the nearest `SolekitProvider`: configuration, adapters and messages.
 *
 * @example
 * ```tsx
 * function CustomerGreeting() {
 *   const { config } = useSolekit();
 *   return config.customer?.logged ? <p>Welcome back</p> : null;
 * }
 * ```
 */
export function useSolekit(): SolekitRuntime {
  const runtime = useContext(SolekitContext);
  if (!runtime) throw new Error("useSolekit must be used inside <SolekitProvider>.");
  return runtime;
}

/**
 * The provider's client for `factory`, built once per provider.
 *
 * @example
 * ```tsx
 * const search = useClient(searchClientFactory);
 * ```
 */
export function useClient<TClient>(factory: ClientFactory<TClient>): TClient {
  return getClient(useSolekit(), factory);
}
