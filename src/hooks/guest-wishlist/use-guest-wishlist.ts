import { connectGuestWishlist } from "../../machines/guest-wishlist/guest-wishlist.connect";
import type { GuestWishlistApi } from "../../machines/guest-wishlist/guest-wishlist.types";
import {
  createGuestWishlist,
  type GuestWishlistActorRef,
} from "../../machines/storefront-system/guest-wishlist";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { systemGuestWishlist } from "../shared/session-actors";
import { useSharedApi } from "../shared/use-shared-api";

// The list the provider's storefront system builds on its first read.
const buildGuestWishlist = (runtime: SolekitRuntime): GuestWishlistActorRef =>
  createGuestWishlist({
    storage: runtime.storage,
    target: typeof window === "undefined" ? undefined : window,
  });

/** One guest wishlist per provider (the system's), so every heart, the header and the guest wishlist page agree. */
export const guestWishlistActor = (runtime: SolekitRuntime) =>
  systemGuestWishlist(runtime, buildGuestWishlist);

/**
 * The guest wishlist (storefront §3, §6): hearts on product cards and the product page for
 * anonymous shoppers, kept in local storage under `customer-wishlist-SS`, one list per provider
 * (the header heart and every card agree), followed across tabs.
 *
 * @example
 * ```tsx
 * function Heart({ product }: { product: { id: number; variantId: number; name: string } }) {
 *   const wishlist = useGuestWishlist();
 *   return <button {...wishlist.getHeartProps({ productId: product.id, variantId: product.variantId, name: product.name })}>♥</button>;
 * }
 * ```
 */
export function useGuestWishlist(): GuestWishlistApi {
  return useSharedApi(guestWishlistActor, connectGuestWishlist, {});
}
