// The page's one cart actor: the provider's storefront system's.
import type { CartActorRef } from "../../machines/storefront-system";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";
import { storefrontSystem } from "../shared/storefront-system";

/**
 * The page's cart actor (the key of `useSharedActor`): the storefront system's, which raises its
 * own error notices (storefront §8) and answers the product form's adds.
 */
export function cartActor(runtime: SolekitRuntime): CartActorRef {
  return getClient(runtime, storefrontSystem).cart;
}
