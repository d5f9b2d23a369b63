export { clearWishlistCacheDatabase } from "./wishlist-cache-database";
export { type WishlistDetailMessages, wishlistDetailMessages } from "./wishlist-detail-messages";
export { type WishlistEditorMessages, wishlistEditorMessages } from "./wishlist-editor-messages";
export {
  createWishlistLocalStore,
  type FollowWishlistLocalCacheOptions,
  followWishlistLocalCache,
  WISHLIST_CHANNEL,
  type WishlistCacheBrowser,
  type WishlistLocalStore,
  type WishlistQueryEntry,
} from "./wishlist-local-cache";
export { type WishlistScreenMessages, wishlistScreenMessages } from "./wishlist-messages";
export { type WishlistOverviewMessages, wishlistOverviewMessages } from "./wishlist-overview-messages";
export { wishlistProductsQuery } from "./wishlist-products.queries";
export {
  announceWishlistEvent,
  announceWishlistUpdate,
  type WishlistEventTarget,
} from "./wishlist-update-event";
export { wishlistsQuery } from "./wishlists.queries";
export {
  type WishlistCard,
  type WishlistDetailItem,
  type WishlistDetailView,
  type WishlistTile,
  wishlistCards,
  wishlistDetailView,
  wishlistItemImage,
  wishlistItemTitle,
  wishlistProductIds,
} from "./wishlists.selectors";
