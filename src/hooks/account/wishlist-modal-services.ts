import { listItemCalls } from "../../clients/loyalty/list-items";
import { listCalls } from "../../clients/loyalty/lists";
import type { WishlistModalServices } from "../../machines/wishlist-modal";
import { wishlistsQuery } from "../../machines/wishlists";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";

/**
 * What the wishlist modal's actors are built from, over the provider's runtime: the lists through
 * the query cache (a reload after a refused save always asks the server), the list and item calls
 * (refusing with why when there is no customer), `invalidate`, and the window its events go to.
 *
 * @example
 * ```ts
 * // a hook's binding (useMachineApi):
 * const provide = (runtime: SolekitRuntime) => ({ actors: createWishlistModalActors(wishlistModalServices(runtime)) });
 * ```
 */
export function wishlistModalServices(runtime: SolekitRuntime): WishlistModalServices {
  const binding = accountBinding(runtime);
  const refuse = refuseWithout(binding);
  const lists = binding.context(listCalls);
  const items = binding.context(listItemCalls)?.loyalty;
  return {
    loadLists: () => (lists ? binding.queryClient.ensureQueryData(wishlistsQuery(lists)) : refuse()),
    reloadLists: () =>
      lists ? binding.queryClient.fetchQuery({ ...wishlistsQuery(lists), staleTime: 0 }) : refuse(),
    lists: lists?.loyalty ?? { createList: refuse },
    items: items ?? { addListItem: refuse, deleteListItem: refuse },
    invalidate: binding.invalidate,
    ...(typeof window === "undefined" ? {} : { target: window }),
  };
}
