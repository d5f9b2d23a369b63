export { createWishlistItemActors } from "./wishlist-item.actors";
export { connectWishlistItem } from "./wishlist-item.connect";
export { followWishlistItemWithSize, wishlistItemSizeTarget } from "./wishlist-item.link";
export { type WishlistItemMachine, wishlistItemMachine } from "./wishlist-item.machine";
export type {
  WishlistItemApi,
  WishlistItemConnectOptions,
  WishlistItemContext,
  WishlistItemEmitted,
  WishlistItemEvent,
  WishlistItemInput,
  WishlistItemMessages,
  WishlistItemUpdateRequest,
} from "./wishlist-item.types";
