export { createWishlistSizeActors, type WishlistSizeServices } from "./wishlist-size.actors";
export { connectWishlistSize } from "./wishlist-size.connect";
export { followSizeStep } from "./wishlist-size.link";
export { selectedOption, type WishlistSizeMachine, wishlistSizeMachine } from "./wishlist-size.machine";
export type {
  WishlistNotifyEmailProps,
  WishlistNotifyRequest,
  WishlistSizeActionProps,
  WishlistSizeApi,
  WishlistSizeButtonProps,
  WishlistSizeChoice,
  WishlistSizeConnectOptions,
  WishlistSizeContext,
  WishlistSizeEmitted,
  WishlistSizeEvent,
  WishlistSizeInput,
  WishlistSizeMessages,
  WishlistSizeOption,
  WishlistSizeRequest,
} from "./wishlist-size.types";
