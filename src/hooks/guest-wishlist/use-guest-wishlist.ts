import { createActor } from "xstate";
import {
  connectGuestWishlist,
  type GuestWishlistApi,
  guestWishlistImplementations,
  guestWishlistMachine,
} from "../../machines/guest-wishlist";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { useSharedApi } from "../shared/use-shared-api";

// One guest wishlist per provider, so every heart and the header agree.
const guestWishlistActor = (runtime: SolekitRuntime) =>
  createActor(
    guestWishlistMachine.provide(
      guestWishlistImplementations(runtime.storage, typeof window === "undefined" ? undefined : window),
    ),
    // Built empty, as a server renders it; the stored list arrives when the actor starts, after
    // mount (watchStorage), so a hydrating page matches its server render.
    { input: { stored: null } },
  );

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
