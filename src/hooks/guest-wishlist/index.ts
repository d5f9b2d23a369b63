export { useGuestWishlist } from "./use-guest-wishlist";
export { type UseGuestWishlistPageOptions, useGuestWishlistPage } from "./use-guest-wishlist-page";
