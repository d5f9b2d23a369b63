export { connectGuestWishlist } from "./guest-wishlist.connect";
export { type GuestWishlistMachine, guestWishlistMachine, readGuestWishlist } from "./guest-wishlist.machine";
export {
  GUEST_WISHLIST_UNREADABLE_KEY,
  type GuestWishlistWindow,
  guestWishlistImplementations,
} from "./guest-wishlist.storage";
export type {
  GuestWishlistApi,
  GuestWishlistConnectOptions,
  GuestWishlistContext,
  GuestWishlistEvent,
  GuestWishlistHeartProps,
  GuestWishlistInput,
  GuestWishlistItem,
} from "./guest-wishlist.types";
