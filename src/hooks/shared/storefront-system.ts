// The provider's one storefront system (cart and notice, wired by events), built on first use.
import { createStorefrontSystem, type StorefrontSystem } from "../../machines/storefront-system";
import { cartClient } from "../provider/clients";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";

/**
 * The storefront system of the provider (`getClient(runtime, storefrontSystem)`): the page-wide
 * cart and notice of `solekit/machines`' {@link createStorefrontSystem}, built once per runtime
 * on first use, with the provider's cart client and message overrides. Its actors are started by
 * the hooks after mount ({@link useSharedActor}), so rendering on the server starts nothing.
 *
 * @example
 * ```ts
 * const system = getClient(runtime, storefrontSystem);
 * await system.addToCart({ items: [{ id: 4242, quantity: 1 }] });
 * ```
 */
export function storefrontSystem(runtime: SolekitRuntime): StorefrontSystem {
  return createStorefrontSystem({
    cartClient: () => getClient(runtime, cartClient),
    visibility: typeof document === "undefined" ? undefined : document,
    messages: runtime.messages,
  });
}
