import { skipToken, useQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import type { Wishlist } from "../../clients/loyalty";
import { listItemCalls } from "../../clients/loyalty/list-items";
import { listCalls } from "../../clients/loyalty/lists";
import { productsByIds } from "../../clients/storefront/storefront-client";
import { ACCOUNT_KEY_ROOT } from "../../machines/account";
import type { CustomerPropGetter } from "../../machines/customer-token/customer-token.types";
import type { EventLike } from "../../machines/shared/events";
import { mergeProps } from "../../machines/shared/merge-props";
import { requestAdd } from "../../machines/storefront-system/request-add";
import {
  connectWishlistDetail,
  createWishlistDetailActors,
  type WishlistBagButtonProps,
  type WishlistDetailActionsApi,
  type WishlistsCache,
  wishlistDetailMachine,
} from "../../machines/wishlist-detail";
import { wishlistsQuery } from "../../machines/wishlists";
import { wishlistScreenMessages } from "../../machines/wishlists/wishlist-messages";
import { wishlistProductsQuery } from "../../machines/wishlists/wishlist-products.queries";
import {
  type WishlistDetailView,
  wishlistDetailView,
  wishlistProductIds,
} from "../../machines/wishlists/wishlists.selectors";
import { type WishlistPageState, wishlistPageState } from "../../rules/wishlists";
import { cartActor } from "../cart/shared-cart";
import { accountSessionEnded } from "../customer/account-cache";
import { storefrontTransport } from "../provider/clients";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { useMachineApi } from "../shared/use-machine-api";
import { type AccountBinding, accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";
import { useAccountQuery } from "./use-account-query";
import { useWishlistLocalCache } from "./wishlist-local-cache";

/** One wishlist's page, as {@link useWishlist} returns it. */
export interface WishlistApi extends WishlistDetailActionsApi {
  /** The page's state (account-area §2): LOADING, READY, NO_DATA ('Your Wishlist is empty') or ERROR. */
  readonly pageState: WishlistPageState;
  /** What to say for NO_DATA or ERROR ('Your Wishlist is empty', 'Something went wrong.'), else `null`. */
  readonly pageMessage: string | null;
  /** The list's view (title, Edit, items with availability), once loaded and found. */
  readonly view: WishlistDetailView | null;
  /** Whether the lists loaded but none has this id (e.g. deleted in another tab). */
  readonly notFound: boolean;
  /** Whether Add items to bag can add anything (some item is available). */
  readonly canAddToBag: boolean;
  /** 'Add items to bag', or 'Out of Stock' when nothing on the list can be bought. */
  readonly bagLabel: string;
  /** Fetches the lists again (a Try again button). */
  refetch(): void;
  /** Add items to bag. */
  getBagButtonProps: CustomerPropGetter<WishlistBagButtonProps>;
}

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
  const messages = useMessages(wishlistScreenMessages);
  const generatedId = useId();
  useWishlistLocalCache();
  const lists = useAccountQuery(wishlistsQuery, listCalls);
  const list = lists.data?.find((candidate) => String(candidate.id) === String(listId)) ?? null;
  const binding = useMemo(() => accountBinding(runtime), [runtime]);
  const keys = accountSessionEnded(runtime) ? null : (binding.context(listCalls)?.keys ?? null);
  const productIds = useMemo(() => wishlistProductIds(list), [list]);
  // The product-nodes call alone, so the page ships no other storefront document.
  const storefront = useMemo(() => {
    const transport = getClient(runtime, storefrontTransport);
    return {
      products: (ids: readonly (string | number)[], options?: { signal?: AbortSignal }) =>
        productsByIds(transport, ids, options),
    };
  }, [runtime]);
  const productsOptions = keys && list ? wishlistProductsQuery(keys, storefront, productIds) : null;
  const products = useQuery(
    {
      queryKey: productsOptions?.queryKey ?? [ACCOUNT_KEY_ROOT, "signed-out", "wishlist-products"],
      queryFn: productsOptions?.queryFn ?? skipToken,
    },
    binding.queryClient,
  );
  const view = useMemo(
    () => (list ? wishlistDetailView(list, products.data, messages) : null),
    [list, products.data, messages],
  );
  const actions = useMachineApi(wishlistDetailMachine, {
    provide: (providedRuntime) => {
      const providedBinding = accountBinding(providedRuntime);
      const loyalty = providedBinding.context(listItemCalls)?.loyalty ?? {
        deleteListItem: refuseWithout(providedBinding),
      };
      return {
        actors: createWishlistDetailActors({
          loyalty,
          cache: wishlistsCache(providedBinding),
          invalidate: providedBinding.invalidate,
          addToCart: (lines, signal) => requestAdd(cartActor(providedRuntime), lines, signal),
        }),
      };
    },
    input: () => ({ messages }),
    connect: connectWishlistDetail,
    options: { id: generatedId, messages },
  });
  const notFound = lists.data !== undefined && list === null;
  const pageState = wishlistPageState({
    isLoading: lists.data === undefined && lists.status !== "error",
    isError: (lists.data === undefined && lists.status === "error") || notFound,
    itemCount: list?.items.length ?? 0,
  });
  const bagLines = view?.bagLines ?? [];
  const canAddToBag = bagLines.length > 0;
  const productsLoaded = products.data !== undefined;
  const bagLabel = productsLoaded && !canAddToBag ? messages.wishlistOutOfStock : messages.addItemsToBag;
  return {
    ...actions,
    pageState,
    pageMessage:
      pageState === "NO_DATA"
        ? messages.wishlistEmpty
        : pageState === "ERROR"
          ? notFound
            ? messages.wishlistNotFound
            : messages.somethingWentWrong
          : null,
    view,
    notFound,
    canAddToBag,
    bagLabel,
    refetch: lists.refetch,
    getBagButtonProps: (props) =>
      mergeProps(
        {
          id: `${generatedId}-bag`,
          type: "button" as const,
          disabled: !canAddToBag,
          "aria-busy": actions.isAddingToBag,
          onClick: (_event: EventLike) => actions.addToBag(bagLines),
        },
        props,
      ),
  };
}
