export { createWishlistModalActors, type WishlistModalServices } from "./wishlist-modal.actors";
export { connectWishlistModal } from "./wishlist-modal.connect";
export { type FollowWishlistModalOptions, followWishlistModal } from "./wishlist-modal.dom";
export { followWishlistModalWithSize } from "./wishlist-modal.link";
export { pendingChanges, type WishlistModalMachine, wishlistModalMachine } from "./wishlist-modal.machine";
export type {
  WishlistCloseButtonProps,
  WishlistModalApi,
  WishlistModalButtonProps,
  WishlistModalCheckboxProps,
  WishlistModalConnectOptions,
  WishlistModalContext,
  WishlistModalDialogProps,
  WishlistModalEmitted,
  WishlistModalEvent,
  WishlistModalInput,
  WishlistModalList,
  WishlistModalMessages,
  WishlistModalMode,
  WishlistModalNameProps,
  WishlistModalProduct,
  WishlistModalSaveRequest,
} from "./wishlist-modal.types";
