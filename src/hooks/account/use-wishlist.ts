import { useId, useMemo } from "react";
import { listCalls } from "../../clients/loyalty/lists";
import {
  connectWishlistDetail,
  connectWishlistPage,
  createWishlistDetailActors,
  findWishlist,
  followWishlistDetailFocus,
  type WishlistApi,
  wishlistDetailMachine,
} from "../../machines/wishlist-detail";
import { wishlistsQuery } from "../../machines/wishlists";
import { wishlistDetailMessages } from "../../machines/wishlists/wishlist-detail-messages";
import { wishlistProductsQuery } from "../../machines/wishlists/wishlist-products.queries";
import { wishlistDetailView, wishlistProductIds } from "../../machines/wishlists/wishlists.selectors";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { useMachineApi } from "../shared/use-machine-api";
import { wishlistStorefront } from "../shared/wishlist-storefront";
import { useAccountQuery } from "./use-account-query";
import { wishlistDetailServices } from "./wishlist-detail-services";
import { useWishlistLocalCache } from "./wishlist-local-cache";

export type { WishlistApi } from "../../machines/wishlist-detail";

/**
 * One wishlist's page (`section=wishlist&child={listId}`, account-area §2, §4): its title, Edit
 * on the member's own lists only, a grid of items (each linking to `/products/{handle}`, with its
 * availability from the storefront), Remove (optimistic, rolled back with a message if refused),
 * and Add items to bag: the available variants whose SKU matches, quantity 1, through the page's
 * cart, which opens the mini cart. 'Out of Stock' and disabled when none is available.
 *
 * @example
 * ```tsx
 * function WishlistPage({ listId }: { listId: string }) {
 *   const wishlist = useWishlist(listId);
 *   if (wishlist.pageState !== "READY") return <p>{wishlist.pageMessage}</p>;
 *   return (
 *     <>
 *       <h2>{wishlist.view?.title}</h2>
 *       <button {...wishlist.getBagButtonProps()}>{wishlist.bagLabel}</button>
 *       {wishlist.view?.items.map(({ item, title, href }) => <a key={item.id} href={href ?? undefined}>{title}</a>)}
 *     </>
 *   );
 * }
 * ```
 */
export function useWishlist(listId: number | string): WishlistApi {
  const runtime = useSolekit();
  const messages = useMessages(wishlistDetailMessages);
  const id = useId();
  useWishlistLocalCache();
  const lists = useAccountQuery(wishlistsQuery, listCalls);
  const list = findWishlist(lists.data, listId);
  const productIds = useMemo(() => wishlistProductIds(list), [list]);
  const storefront = getClient(runtime, wishlistStorefront);
  const products = useAccountQuery(
    (context) => wishlistProductsQuery(context.keys, storefront, productIds),
    listCalls,
    { enabled: list !== null },
  );
  const view = useMemo(
    () => (list ? wishlistDetailView(list, products.data, messages) : null),
    [list, products.data, messages],
  );
  const actions = useMachineApi(wishlistDetailMachine, {
    provide: (providedRuntime) => ({
      actors: createWishlistDetailActors(wishlistDetailServices(providedRuntime)),
    }),
    input: () => ({ messages }),
    connect: connectWishlistDetail,
    options: { id, messages },
    start: (actor) => followWishlistDetailFocus(actor, { id, document }),
  });
  const sources = {
    lists: lists.data,
    listsFailed: lists.status === "error",
    view,
    productsLoaded: products.data !== undefined,
    refetch: lists.refetch,
  };
  return connectWishlistPage(sources, actions, { id, messages });
}
