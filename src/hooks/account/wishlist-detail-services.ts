import type { Wishlist } from "../../clients/loyalty";
import { listItemCalls } from "../../clients/loyalty/list-items";
import { listCalls } from "../../clients/loyalty/lists";
import { requestAdd } from "../../machines/storefront-system/request-add";
import type { WishlistDetailServices, WishlistsCache } from "../../machines/wishlist-detail";
import { cartActor } from "../cart/shared-cart";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { type AccountBinding, accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";

// The query client's Wishlists entry, as a remove edits it optimistically.
function wishlistsCache({ context, queryClient }: AccountBinding): WishlistsCache {
  const keys = context(listCalls)?.keys;
  if (!keys) return { cancel: async () => undefined, update: () => undefined };
  const queryKey = keys.of("Wishlists");
  return {
    cancel: () => queryClient.cancelQueries({ queryKey, exact: true }),
    update: (change) =>
      queryClient.setQueryData<Wishlist[]>(queryKey, (lists) => (lists ? change(lists) : lists)),
  };
}

/**
 * What the wishlist detail page's actors are built from, over the provider's runtime: the item
 * calls (refusing with why when there is no customer), the cached `Wishlists` the remove edits,
 * `invalidate`, and the page's cart for Add items to bag.
 *
 * @example
 * ```ts
 * // a hook's binding (useMachineApi):
 * const provide = (runtime: SolekitRuntime) => ({ actors: createWishlistDetailActors(wishlistDetailServices(runtime)) });
 * ```
 */
export function wishlistDetailServices(runtime: SolekitRuntime): WishlistDetailServices {
  const binding = accountBinding(runtime);
  return {
    loyalty: binding.context(listItemCalls)?.loyalty ?? { deleteListItem: refuseWithout(binding) },
    cache: wishlistsCache(binding),
    invalidate: binding.invalidate,
    addToCart: (lines, signal) => requestAdd(cartActor(runtime), lines, { signal }),
  };
}
