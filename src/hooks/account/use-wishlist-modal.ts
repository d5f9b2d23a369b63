import { useId, useRef } from "react";
import {
  connectWishlistModal,
  createWishlistModalActors,
  followWishlistModalWithSize,
  type WishlistModalApi,
  type WishlistModalProduct,
  wishlistModalMachine,
} from "../../machines/wishlist-modal";
import type { WishlistSizeApi } from "../../machines/wishlist-size";
import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountWishlistMessages } from "../../rules/messages-account-wishlists";
import { useMessages } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";
import { useWishlistSizeStep } from "./use-wishlist-size-step";
import { wishlistModalServices } from "./wishlist-modal-services";

/** Options of {@link useWishlistModal}. */
export interface UseWishlistModalOptions {
  /** The product to add (read once, on mount): `useWishlistButton().modalProduct`. */
  product: WishlistModalProduct;
  /** Closes the modal: the close button, Escape, and after a save. */
  onClose?: () => void;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/** The wishlist modal with its size step. */
export interface WishlistModalWithSizeApi extends WishlistModalApi {
  /** The size step (shown while `mode` is `size`). */
  readonly sizeStep: WishlistSizeApi;
}

const modalMessages = { ...accountWishlistMessages, save: accountAreaMessages.save };

/**
 * The wishlist modal (account-area §2 Wishlists, §5): the size step ('Select size', 'Notify me
 * when {size} is back' for an out-of-stock size, 'Next'), then the member's lists as checkboxes
 * (SELECT_LIST, checked where the variant is) with a list created inline (CREATE_LIST: 'Wishlist
 * name is required for new list'). Save — disabled while loading, in create mode or with no list
 * checked — adds the variant to the newly checked lists and removes it from the unchecked ones,
 * refreshes `Wishlists`, fires `wishlist-added` and `omneo:wishlist:update`, and closes. A failed
 * save rolls back to what the server holds, with a message; the typed name is never lost. The
 * dialog props carry the focus handling.
 *
 * @example
 * ```tsx
 * function WishlistModal({ product, onClose }: { product: WishlistModalProduct; onClose: () => void }) {
 *   const modal = useWishlistModal({ product, onClose });
 *   return (
 *     <div {...modal.getDialogProps()}>
 *       <h2 {...modal.getTitleProps()}>{modal.labels.title}</h2>
 *       {modal.mode === "size" ? (
 *         <button {...modal.sizeStep.getActionProps()}>{modal.sizeStep.buttonLabel}</button>
 *       ) : (
 *         modal.lists.map((list) => (
 *           <label key={list.id} {...modal.getListLabelProps(list.id)}>
 *             <input {...modal.getListCheckboxProps(list.id)} /> {list.title}
 *           </label>
 *         ))
 *       )}
 *       <button {...modal.getSaveButtonProps()}>{modal.labels.save}</button>
 *     </div>
 *   );
 * }
 * ```
 */
export function useWishlistModal(options: UseWishlistModalOptions): WishlistModalWithSizeApi {
  const messages = useMessages(modalMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const latest = useRef(options);
  latest.current = options;
  const size = useWishlistSizeStep({
    productId: options.product.productId,
    variantId: options.product.variantId ?? null,
    id,
  });
  const sizeRef = size.actorRef;
  const modal = useMachineActor(wishlistModalMachine, {
    provide: (runtime) => ({ actors: createWishlistModalActors(wishlistModalServices(runtime)) }),
    input: () => ({ product: options.product, messages }),
    connect: connectWishlistModal,
    options: { id, messages, onClose: () => latest.current.onClose?.() },
    start: (actor) =>
      followWishlistModalWithSize(actor, sizeRef, {
        id,
        ...(typeof document === "undefined" ? {} : { document }),
        onSaved: () => latest.current.onClose?.(),
      }),
  });
  return { ...modal.api, sizeStep: size.api };
}
