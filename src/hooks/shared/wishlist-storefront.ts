import type { StorefrontClient } from "../../clients/storefront";
import { productsByIds } from "../../clients/storefront/storefront-client";
import { storefrontTransport } from "../provider/clients";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";

/**
 * The storefront's product-nodes call alone (a `getClient` factory), so a wishlist page ships no
 * other storefront document: a member's list page reads availability with it, the guest wishlist
 * page the products a guest saved. One client per provider, shared by both.
 *
 * @example
 * ```ts
 * const storefront = getClient(runtime, wishlistStorefront);
 * ```
 */
export function wishlistStorefront(runtime: SolekitRuntime): Pick<StorefrontClient, "products"> {
  const transport = getClient(runtime, storefrontTransport);
  return { products: (ids, options) => productsByIds(transport, ids, options) };
}
