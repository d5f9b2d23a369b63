export { createWishlistDetailActors, type WishlistDetailServices } from "./wishlist-detail.actors";
export { connectWishlistDetail } from "./wishlist-detail.connect";
export { followWishlistDetailFocus } from "./wishlist-detail.focus";
export { type WishlistDetailMachine, wishlistDetailMachine } from "./wishlist-detail.machine";
export type {
  WishlistBagButtonProps,
  WishlistBagLine,
  WishlistDetailActionsApi,
  WishlistDetailConnectOptions,
  WishlistDetailContext,
  WishlistDetailEvent,
  WishlistDetailInput,
  WishlistEmptyStateProps,
  WishlistItemRef,
  WishlistRemoveButtonProps,
  WishlistRemoveFailure,
  WishlistStatusProps,
  WishlistsCache,
} from "./wishlist-detail.types";
export {
  connectWishlistPage,
  findWishlist,
  type WishlistApi,
  type WishlistPageSources,
} from "./wishlist-page.connect";
