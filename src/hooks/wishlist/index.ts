export { useWishlistButton, type WishlistButtonApi } from "./use-wishlist-button";
