import type { Wishlist, WishlistItem } from "../../clients/loyalty";
import { type WishlistPageState, wishlistPageState } from "../../rules/wishlists";
import type { CustomerPropGetter } from "../customer-token/customer-token.types";
import type { ConnectOptions } from "../shared/connect";
import type { EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { type WishlistDetailMessages, wishlistDetailMessages } from "../wishlists/wishlist-detail-messages";
import type { WishlistDetailView } from "../wishlists/wishlists.selectors";
import type { WishlistBagButtonProps, WishlistDetailActionsApi } from "./wishlist-detail.types";

/** One wishlist's page: its server state and its item actions together. */
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

/** What the page is built from: the `Wishlists` query and the list's product nodes. */
export interface WishlistPageSources {
  /** The member's lists, once loaded (kept while a refetch runs or fails). */
  readonly lists: readonly Wishlist[] | undefined;
  /** Whether the lists' query failed. */
  readonly listsFailed: boolean;
  /** The list's view ({@link wishlistDetailView}), once the list is found. */
  readonly view: WishlistDetailView | null;
  /** Whether the storefront's product nodes (availability) have answered. */
  readonly productsLoaded: boolean;
  /** Fetches the lists again. */
  readonly refetch: () => void;
}

/**
 * The list with this id among the member's lists (ids compared as text, as the URL carries
 * them), or `null`.
 *
 * @example
 * ```ts
 * findWishlist(lists, "42")?.name;
 * ```
 */
export function findWishlist(
  lists: readonly Wishlist[] | undefined,
  listId: number | string,
): Wishlist | null {
  return lists?.find((candidate) => String(candidate.id) === String(listId)) ?? null;
}

/**
 * One wishlist's page from its queries and the detail machine's Api: the page state and what it
 * says (LOADING, READY, NO_DATA 'Your Wishlist is empty', ERROR, or not found), and Add items to
 * bag ('Out of Stock' and disabled once the storefront says nothing can be bought). Framework-free:
 * a Vue host passes its own query results.
 *
 * @example
 * ```ts
 * const view = list ? wishlistDetailView(list, products) : null;
 * const page = connectWishlistPage(
 *   { lists, listsFailed: false, view, productsLoaded: products !== undefined, refetch },
 *   connectWishlistDetail(actor.getSnapshot(), actor.send, { id: "wishlist" }),
 *   { id: "wishlist" },
 * );
 * ```
 */
export function connectWishlistPage(
  sources: WishlistPageSources,
  actions: WishlistDetailActionsApi,
  options: ConnectOptions<WishlistDetailMessages> = {},
): WishlistApi {
  const messages = options.messages ?? wishlistDetailMessages;
  const { lists, view } = sources;
  const notFound = lists !== undefined && view === null;
  const pageState = wishlistPageState({
    isLoading: lists === undefined && !sources.listsFailed,
    isError: (lists === undefined && sources.listsFailed) || notFound,
    itemCount: view?.list.items.length ?? 0,
  });
  const bagLines = view?.bagLines ?? [];
  const canAddToBag = bagLines.length > 0;
  const notFoundOrFailed = notFound ? messages.wishlistNotFound : messages.somethingWentWrong;
  const items = view?.items ?? [];
  // The item whose Remove takes focus as `item` goes: the one after it, else the one before.
  const nextAfter = (item: WishlistItem) => {
    const at = items.findIndex((entry) => entry.item.id === item.id);
    return (items[at + 1] ?? items[at - 1])?.item ?? null;
  };
  return {
    ...actions,
    getRemoveButtonProps: (ref, props) =>
      actions.getRemoveButtonProps({ next: nextAfter(ref.item), ...ref }, props),
    pageState,
    pageMessage:
      pageState === "NO_DATA" ? messages.wishlistEmpty : pageState === "ERROR" ? notFoundOrFailed : null,
    view,
    notFound,
    canAddToBag,
    bagLabel: sources.productsLoaded && !canAddToBag ? messages.wishlistOutOfStock : messages.addItemsToBag,
    refetch: sources.refetch,
    getBagButtonProps: (props) =>
      mergeProps(
        {
          id: `${options.id ?? "wishlist"}-bag`,
          type: "button" as const,
          disabled: !canAddToBag,
          "aria-busy": actions.isAddingToBag,
          onClick: (_event: EventLike) => actions.addToBag(bagLines),
        },
        props,
      ),
  };
}
