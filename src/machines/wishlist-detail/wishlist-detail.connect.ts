import type { SnapshotFrom } from "xstate";
import { formatMessage } from "../../rules/messages";
import { domIds, focusByIdAfterRender } from "../shared/dom-ids";
import type { EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { wishlistDetailMessages } from "../wishlists/wishlist-detail-messages";
import { wishlistItemTitle } from "../wishlists/wishlists.selectors";
import type { WishlistDetailMachine } from "./wishlist-detail.machine";
import type {
  WishlistDetailActionsApi,
  WishlistDetailConnectOptions,
  WishlistDetailEvent,
} from "./wishlist-detail.types";

/**
 * Turns a wishlist detail snapshot into its item actions: Remove and Add items to bag, what they
 * announce, and prop getters for the Remove buttons and the live region.
 *
 * @example
 * ```ts
 * const actor = createActor(wishlistDetailMachine.provide({ actors }), { input: {} }).start();
 * const api = connectWishlistDetail(actor.getSnapshot(), actor.send, { id: "wishlist" });
 * ```
 */
export function connectWishlistDetail(
  snapshot: SnapshotFrom<WishlistDetailMachine>,
  send: (event: WishlistDetailEvent) => void,
  options: WishlistDetailConnectOptions = {},
): WishlistDetailActionsApi {
  const messages = options.messages ?? wishlistDetailMessages;
  const ids = domIds(options.id ?? "wishlist-detail");
  const { context } = snapshot;
  const isRemoving = (itemId: number) => context.removals.some((ref) => ref.item.id === itemId);
  const isAddingToBag = snapshot.hasTag("adding");
  const busy = isAddingToBag || snapshot.hasTag("removing");
  const failed = context.removeFailure !== null || context.bagFailed;
  const statusMessage = context.removeFailure
    ? context.removeFailure.message
    : context.bagFailed
      ? messages.wishlistAddToBagFailed
      : isAddingToBag
        ? messages.wishlistAddingToBag
        : context.added !== null
          ? context.added === 1
            ? messages.wishlistAddedToBagOne
            : formatMessage(messages.wishlistAddedToBag, { count: context.added })
          : context.removed
            ? formatMessage(messages.wishlistItemRemoved, { title: wishlistItemTitle(context.removed.item) })
            : null;
  return {
    status: busy
      ? "loading"
      : failed
        ? "error"
        : context.added !== null || context.removed
          ? "success"
          : "idle",
    error: failed ? context.error : null,
    errorMessage:
      context.removeFailure?.message ?? (context.bagFailed ? messages.wishlistAddToBagFailed : null),
    isAddingToBag,
    statusMessage,
    removeFailure: context.removeFailure,
    bagFailed: context.bagFailed,
    isRemoving,
    removeItem: (listId, item) => send({ type: "item.remove", listId, item }),
    addToBag: (lines) => send({ type: "bag.add", lines }),
    getRemoveButtonProps: ({ listId, item, name, next }, props) =>
      mergeProps(
        {
          id: ids("remove", item.id),
          type: "button" as const,
          disabled: isRemoving(item.id),
          "aria-label": formatMessage(messages.wishlistRemoveItemLabel, {
            title: wishlistItemTitle(item),
            name,
          }),
          onClick: (event: EventLike) => {
            send({ type: "item.remove", listId, item });
            // The card goes at once (the remove is optimistic): focus moves on rather than fall to
            // the page; a refused remove brings it back (followWishlistDetailFocus).
            focusByIdAfterRender(event.currentTarget, next ? ids("remove", next.id) : ids("empty"));
          },
        },
        props,
      ),
    getStatusProps: (props) => mergeProps({ id: ids("status"), role: "status" as const }, props),
    getEmptyStateProps: (props) => mergeProps({ id: ids("empty"), tabIndex: -1 as const }, props),
  };
}
