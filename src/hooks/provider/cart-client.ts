// The cart client factory in a module of its own: the storefront system imports it, and the
// customer session (which the lazily loaded loyalty connection reaches) imports the system, so
// this keeps the other clients out of that chain.
import { type CartClient, createCartClient } from "../../clients/cart";
import type { SolekitRuntime } from "./solekit-runtime";

/**
 * The storefront AJAX cart client of the provider (used through `useClient` and the cart's
 * shared actor); it takes over the cart the host prefetched (`prefetch`).
 *
 * @example
 * ```ts
 * const cart = useClient(cartClient);
 * ```
 */
export function cartClient(runtime: SolekitRuntime): CartClient {
  return createCartClient(runtime.config, { prefetch: runtime.prefetch });
}
