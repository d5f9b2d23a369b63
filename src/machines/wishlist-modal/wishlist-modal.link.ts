import type { Actor } from "xstate";
import { followSizeStep } from "../wishlist-size/wishlist-size.link";
import type { WishlistSizeMachine } from "../wishlist-size/wishlist-size.machine";
import { type FollowWishlistModalOptions, followWishlistModal } from "./wishlist-modal.dom";
import type { WishlistModalMachine } from "./wishlist-modal.machine";

/**
 * The wishlist modal with its size step, wired as every host needs it: the size the step
 * confirms becomes the modal's variant (`variant.choose`), and the modal's focus handling and
 * `onSaved` run ({@link followWishlistModal}). Returns one stop for both.
 *
 * @example
 * ```ts
 * const stop = followWishlistModalWithSize(modal, sizeStep, { id: "wishlist", document, onSaved: close });
 * ```
 */
export function followWishlistModalWithSize(
  modal: Pick<Actor<WishlistModalMachine>, "on" | "subscribe" | "getSnapshot" | "send">,
  sizeStep: Pick<Actor<WishlistSizeMachine>, "on">,
  options: FollowWishlistModalOptions,
): () => void {
  const stopSize = followSizeStep(sizeStep, (variant) => modal.send({ type: "variant.choose", variant }));
  const stopModal = followWishlistModal(modal, options);
  return () => {
    stopSize();
    stopModal();
  };
}
