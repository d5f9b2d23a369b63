export { createGuestWishlistPageActors } from "./guest-wishlist-page.actors";
export { connectGuestWishlistPage } from "./guest-wishlist-page.connect";
export { followGuestWishlist } from "./guest-wishlist-page.follow";
export { type GuestWishlistPageMachine, guestWishlistPageMachine } from "./guest-wishlist-page.machine";
export { guestWishlistItems, guestWishlistProductsToLoad } from "./guest-wishlist-page.selectors";
export type {
  GuestWishlistListProps,
  GuestWishlistPageApi,
  GuestWishlistPageConnectOptions,
  GuestWishlistPageContext,
  GuestWishlistPageEvent,
  GuestWishlistPageGoneItem,
  GuestWishlistPageInput,
  GuestWishlistPageItem,
  GuestWishlistPageLabels,
  GuestWishlistPageProductItem,
  GuestWishlistPageRemoved,
  GuestWishlistRemoveButtonProps,
  GuestWishlistRetryButtonProps,
  GuestWishlistStatusProps,
  GuestWishlistTitleProps,
} from "./guest-wishlist-page.types";
export { type GuestWishlistPageMessages, guestWishlistPageMessages } from "./guest-wishlist-page-messages";
