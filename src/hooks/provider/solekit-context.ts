import { createContext, useContext, useMemo } from "react";
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
 * const search = useClient(searchClient);
 * ```
 */
export function useClient<TClient>(factory: ClientFactory<TClient>): TClient {
  return getClient(useSolekit(), factory);
}

/** A catalogue part with any string per key (what overrides may turn its literals into). */
export type CatalogueOf<TDefaults> = { readonly [K in keyof TDefaults]: string };

/**
 * The messages a hook shows: its part of the catalogue (`defaults`) with the provider's
 * `messages` overrides laid over it. Pass a module-level constant so the result stays the same
 * object between renders.
 *
 * @example
 * ```tsx
 * import { searchMessages } from "solekit/rules";
 *
 * function ResultCount({ count }: { count: number }) {
 *   const messages = useMessages(searchMessages);
 *   return <p>{formatMessage(messages.resultCount, { count })}</p>;
 * }
 * ```
 */
export function useMessages<TDefaults extends object>(defaults: TDefaults): CatalogueOf<TDefaults> {
  const { messages } = useSolekit();
  return useMemo(() => ({ ...defaults, ...messages }) as CatalogueOf<TDefaults>, [defaults, messages]);
}
