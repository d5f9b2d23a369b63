export { type UseGuestWishlistSyncOptions, useGuestWishlistSync } from "./use-guest-wishlist-sync";
export { useWishlistButton, type WishlistButtonApi } from "./use-wishlist-button";
