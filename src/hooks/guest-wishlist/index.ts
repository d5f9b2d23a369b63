export { useGuestWishlist } from "./use-guest-wishlist";
