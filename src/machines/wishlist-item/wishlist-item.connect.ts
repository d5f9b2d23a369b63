import type { SnapshotFrom } from "xstate";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import { mergeProps } from "../shared/merge-props";
import type { WishlistItemMachine } from "./wishlist-item.machine";
import type { WishlistItemApi, WishlistItemConnectOptions, WishlistItemEvent } from "./wishlist-item.types";

/**
 * Turns an Edit Item snapshot into its API: the dialog's props (focus handling), its title 'Edit
 * Item', and the message region.
 *
 * @example
 * ```ts
 * const edit = connectWishlistItem(actor.getSnapshot(), actor.send, { id: "edit", onClose });
 * edit.title; // "Edit Item"
 * ```
 */
export function connectWishlistItem(
  snapshot: SnapshotFrom<WishlistItemMachine>,
  _send: (event: WishlistItemEvent) => void,
  options: WishlistItemConnectOptions = {},
): WishlistItemApi {
  const { context } = snapshot;
  const messages = options.messages ?? context.messages;
  const ids = domIds(options.id ?? "wishlist-item");
  const isBusy = snapshot.hasTag("busy");
  const isUpdated = snapshot.matches("updated");
  const close = () => options.onClose?.();
  return {
    status: isBusy ? "loading" : context.errorMessage ? "error" : isUpdated ? "success" : "idle",
    error: context.error,
    errorMessage: context.errorMessage,
    title: messages.editItem,
    item: context.item,
    isBusy,
    isUpdated,
    message: context.errorMessage ?? (isUpdated ? messages.wishlistItemUpdated : null),
    getDialogProps: (props) =>
      mergeProps(
        modalDialogProps({
          dialogId: ids("dialog"),
          titleId: ids("title"),
          initialFocusId: ids("close"),
          onClose: close,
        }),
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title") }, props),
    getCloseButtonProps: (props) =>
      mergeProps(
        { id: ids("close"), type: "button" as const, "aria-label": messages.wishlistClose, onClick: close },
        props,
      ),
    getMessageProps: (props) =>
      mergeProps({ id: ids("message"), role: "status" as const, "aria-live": "polite" as const }, props),
  };
}
