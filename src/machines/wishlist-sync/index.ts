export {
  createWishlistSyncActors,
  readGuestEntriesForSync,
  type WishlistSyncServices,
} from "./wishlist-sync.actors";
export {
  holdSyncLock,
  type SyncLockBrowser,
  WISHLIST_SYNC_LEASE_MS,
  WISHLIST_SYNC_LOCK,
  WISHLIST_SYNC_RETRY_MS,
} from "./wishlist-sync.lock";
export { type WishlistSyncMachine, wishlistSyncMachine } from "./wishlist-sync.machine";
export type {
  WishlistSyncAddRequest,
  WishlistSyncContext,
  WishlistSyncEmitted,
  WishlistSyncEvent,
  WishlistSyncInput,
  WishlistSyncMessages,
  WishlistSyncTagRequest,
} from "./wishlist-sync.types";
