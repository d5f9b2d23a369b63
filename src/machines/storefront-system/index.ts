export { type CartOptions, createCart } from "./cart";
export {
  type CustomerActorRef,
  type CustomerSessionOptions,
  createCustomerSession,
} from "./customer-session";
export { createGuestWishlist, type GuestWishlistActorRef, type GuestWishlistOptions } from "./guest-wishlist";
export { createNotice } from "./notice";
export { type CartActorRef, type RequestAddOptions, requestAdd } from "./request-add";
export {
  createStorefrontSystem,
  type NoticeActorRef,
  type StorefrontSystem,
  type StorefrontSystemOptions,
} from "./storefront-system";
export {
  createWishlistHearts,
  type WishlistHeartsActorRef,
  type WishlistHeartsOptions,
} from "./wishlist-hearts";
