import type { SnapshotFrom } from "xstate";
import { formatMessage } from "../../rules/messages";
import { domIds, focusByIdAfterRender } from "../shared/dom-ids";
import type { EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { GuestWishlistPageMachine } from "./guest-wishlist-page.machine";
import { guestWishlistItems } from "./guest-wishlist-page.selectors";
import type {
  GuestWishlistPageApi,
  GuestWishlistPageConnectOptions,
  GuestWishlistPageEvent,
  GuestWishlistPageItem,
} from "./guest-wishlist-page.types";
import { guestWishlistPageMessages } from "./guest-wishlist-page-messages";

const STATUS = {
  waiting: "idle",
  checking: "loading",
  loading: "loading",
  ready: "success",
  failed: "error",
} as const;

/**
 * Turns a guest wishlist page snapshot into its Api: the saved products as items (those the
 * storefront no longer has marked `isGone`), the empty state, the failure with Try again, Remove,
 * and prop getters for the list, each Remove button, Try again and the live region.
 *
 * @example
 * ```ts
 * const page = connectGuestWishlistPage(actor.getSnapshot(), actor.send, { id: "guest-wishlist" });
 * page.items.map((item) => (item.isGone ? page.labels.gone : `${item.title} (${item.sizeText})`));
 * ```
 */
export function connectGuestWishlistPage(
  snapshot: SnapshotFrom<GuestWishlistPageMachine>,
  send: (event: GuestWishlistPageEvent) => void,
  options: GuestWishlistPageConnectOptions = {},
): GuestWishlistPageApi {
  const messages = options.messages ?? guestWishlistPageMessages;
  const ids = domIds(options.id ?? "guest-wishlist");
  const { context } = snapshot;
  const status = STATUS[snapshot.value];
  const failed = status === "error";
  const isEmpty = context.entries?.length === 0;
  const retry = () => send({ type: "load.retry" });
  // A gone product has no title: the live region and its Remove name it from the catalogue.
  const title = (item: GuestWishlistPageItem) => (item.isGone ? messages.guestWishlistGoneTitle : item.title);
  const remove = (item: GuestWishlistPageItem) =>
    send({ type: "item.remove", productId: item.productId, variantId: item.variantId, title: title(item) });
  const items = guestWishlistItems(context.entries ?? [], context, messages);
  const removeId = (item: GuestWishlistPageItem) => ids("remove", item.productId);
  // Where focus goes once an item's card has gone: the next Remove, the one before, the title.
  const focusAfterRemove = (item: GuestWishlistPageItem) => {
    const at = items.findIndex((other) => other.productId === item.productId);
    const neighbour = items[at + 1] ?? items[at - 1];
    return neighbour ? removeId(neighbour) : ids("title");
  };
  return {
    status,
    error: failed ? context.error : null,
    errorMessage: failed ? messages.guestWishlistLoadFailed : null,
    items,
    isEmpty,
    emptyMessage: isEmpty ? messages.wishlistEmpty : null,
    statusMessage: context.removed
      ? formatMessage(messages.wishlistItemRemoved, { title: context.removed })
      : null,
    labels: {
      title: messages.guestWishlistTitle,
      startShopping: messages.wishlistStartShopping,
      retry: messages.wishlistRetry,
      remove: messages.wishlistRemoveItem,
      unavailable: messages.wishlistItemUnavailable,
      gone: messages.guestWishlistProductGone,
      signInPrompt: messages.guestWishlistSignInPrompt,
      signIn: messages.guestWishlistSignInLink,
    },
    retry,
    remove,
    getListProps: (props) =>
      mergeProps(
        {
          "aria-label": formatMessage(messages.wishlistItemsLabel, { name: messages.guestWishlistTitle }),
          // Busy until the products show: while the stored list is read, then while they load.
          "aria-busy": status === "idle" || status === "loading",
        },
        props,
      ),
    getRemoveButtonProps: (item, props) =>
      mergeProps(
        {
          type: "button" as const,
          id: removeId(item),
          "aria-label": item.isGone
            ? messages.guestWishlistRemoveGone
            : formatMessage(messages.wishlistHeartRemove, { name: item.title }),
          onClick: (event: EventLike) => {
            const next = focusAfterRemove(item);
            remove(item);
            focusByIdAfterRender(event.currentTarget, next);
          },
        },
        props,
      ),
    getRetryButtonProps: (props) =>
      mergeProps({ type: "button" as const, onClick: (_event: EventLike) => retry() }, props),
    getStatusProps: (props) => mergeProps({ id: ids("status"), role: "status" as const }, props),
    getTitleProps: (props) => mergeProps({ id: ids("title"), tabIndex: -1 as const }, props),
  };
}
