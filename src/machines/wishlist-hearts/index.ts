export {
  connectWishlistButton,
  type WishlistButtonApi,
  type WishlistButtonOptions,
} from "./wishlist-button.connect";
export { createWishlistHeartsActors, type WishlistHeartsServices } from "./wishlist-hearts.actors";
export { connectWishlistHearts } from "./wishlist-hearts.connect";
export { visibleLists, type WishlistHeartsMachine, wishlistHeartsMachine } from "./wishlist-hearts.machine";
export type {
  WishlistHeartItem,
  WishlistHeartProps,
  WishlistHeartsApi,
  WishlistHeartsConnectOptions,
  WishlistHeartsContext,
  WishlistHeartsEmitted,
  WishlistHeartsEvent,
  WishlistHeartsInput,
  WishlistHeartsMessages,
  WishlistRemoveRequest,
} from "./wishlist-hearts.types";
