import { useId, useRef } from "react";
import type { WishlistItem } from "../../clients/loyalty";
import { listItemCalls } from "../../clients/loyalty/list-items";
import {
  connectWishlistItem,
  createWishlistItemActors,
  followWishlistItemWithSize,
  type WishlistItemApi,
  wishlistItemMachine,
  wishlistItemSizeTarget,
} from "../../machines/wishlist-item";
import type { WishlistSizeApi } from "../../machines/wishlist-size";
import { accountWishlistMessages } from "../../rules/messages-account-wishlists";
import { useMessages } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";
import { useWishlistSizeStep } from "./use-wishlist-size-step";

/** Options of {@link useWishlistItemEdit}. */
export interface UseWishlistItemEditOptions {
  /** The list holding the item. */
  listId: number;
  /** The item to edit (read once, on mount). */
  item: WishlistItem;
  /** Closes the modal: the close button, Escape, and after an update. */
  onClose?: () => void;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/** The Edit Item modal with its size step. */
export interface WishlistItemEditApi extends WishlistItemApi {
  /** The size step: sizes and widths, 'Update wishlist' or 'Notify me when {size} is back'. */
  readonly sizeStep: WishlistSizeApi;
}

/**
 * The Edit Item modal (account-area §2 "Item modal 'Edit Item'", §4 back-in-stock flow): the same
 * size step as the wishlist modal (size and width), whose button reads 'Update wishlist' for an
 * in-stock size — replacing the item's variant, refreshing `Wishlists` and closing — or 'Notify me
 * when {size} is back' for an out-of-stock size, with the back-in-stock email. A failed update
 * keeps the item as it was and says so.
 *
 * @example
 * ```tsx
 * function EditItem({ listId, item, onClose }: { listId: number; item: WishlistItem; onClose: () => void }) {
 *   const edit = useWishlistItemEdit({ listId, item, onClose });
 *   return (
 *     <div {...edit.getDialogProps()}>
 *       <h2 {...edit.getTitleProps()}>{edit.title}</h2>
 *       {edit.sizeStep.sizes.map((choice) => (
 *         <button key={choice.size} {...edit.sizeStep.getSizeProps(choice)}>{choice.label}</button>
 *       ))}
 *       <button {...edit.sizeStep.getActionProps()}>{edit.sizeStep.buttonLabel}</button>
 *     </div>
 *   );
 * }
 * ```
 */
export function useWishlistItemEdit(options: UseWishlistItemEditOptions): WishlistItemEditApi {
  const messages = useMessages(accountWishlistMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const latest = useRef(options);
  latest.current = options;
  const size = useWishlistSizeStep({
    ...wishlistItemSizeTarget(options.item),
    confirmLabel: messages.updateWishlist,
    id,
  });
  const sizeRef = size.actorRef;
  const edit = useMachineActor(wishlistItemMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const items = binding.context(listItemCalls)?.loyalty ?? { updateListItem: refuseWithout(binding) };
      const target = typeof window === "undefined" ? undefined : window;
      return { actors: createWishlistItemActors(items, binding.invalidate, target) };
    },
    input: () => ({ listId: options.listId, item: options.item, messages }),
    connect: connectWishlistItem,
    options: { id, messages, onClose: () => latest.current.onClose?.() },
    start: (actor) =>
      followWishlistItemWithSize(actor, sizeRef, { onUpdated: () => latest.current.onClose?.() }),
  });
  return { ...edit.api, sizeStep: size.api };
}
