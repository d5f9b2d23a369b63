// The page's one cart actor: the provider's storefront system's, built by the system from the
// builder this module supplies.
import { createCart } from "../../machines/storefront-system/cart";
import type { CartActorRef } from "../../machines/storefront-system/request-add";
import type { NoticeActorRef } from "../../machines/storefront-system/storefront-system";
import { cartClient } from "../provider/cart-client";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";
import { systemCart } from "../shared/storefront-system";

// The cart the system builds on its first read, on the provider's cart client, telling its
// failures in the page's notice with the provider's message overrides.
function buildCart(runtime: SolekitRuntime, notice: NoticeActorRef): CartActorRef {
  return createCart({
    client: getClient(runtime, cartClient),
    visibility: typeof document === "undefined" ? undefined : document,
    notice,
    messages: runtime.messages,
  });
}

/**
 * The page's cart actor (the key of `useSharedActor`): the storefront system's, which raises its
 * own error notices (storefront §8) and answers the product form's adds.
 */
export function cartActor(runtime: SolekitRuntime): CartActorRef {
  return systemCart(runtime, buildCart);
}
