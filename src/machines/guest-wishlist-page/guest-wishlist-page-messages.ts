// The guest wishlist page's default messages, in a module of their own: its own part of the
// catalogue and the words it shares, under the same keys, with a member's list page and the hearts.
import { accountWishlistDetailMessages as detail } from "../../rules/messages-account-wishlist-detail";
import { accountWishlistGuestMessages } from "../../rules/messages-account-wishlist-guest";
import { accountWishlistHeartsMessages as hearts } from "../../rules/messages-account-wishlist-hearts";

/** The messages the guest wishlist page shows (`useGuestWishlistPage`). */
export type GuestWishlistPageMessages = {
  readonly [K in
    | keyof typeof accountWishlistGuestMessages
    | "wishlistEmpty"
    | "wishlistStartShopping"
    | "wishlistRetry"
    | "wishlistItemsLabel"
    | "wishlistItemSize"
    | "wishlistItemUnavailable"
    | "wishlistItemRemoved"
    | "wishlistRemoveItem"
    | "wishlistHeartRemove"]: string;
};

/**
 * The guest wishlist page's default messages: its own part ('Your Wishlist', the sign-in prompt,
 * the load failure) and the words a member's list page says the same way ('Your Wishlist is
 * empty', 'Start shopping', 'Size {size}', 'Remove', …), under their keys, so one override of
 * `wishlistEmpty` changes both pages.
 *
 * @example
 * ```ts
 * guestWishlistPageMessages.wishlistEmpty; // "Your Wishlist is empty"
 * ```
 */
export const guestWishlistPageMessages: GuestWishlistPageMessages = {
  ...accountWishlistGuestMessages,
  wishlistEmpty: detail.wishlistEmpty,
  wishlistStartShopping: detail.wishlistStartShopping,
  wishlistRetry: detail.wishlistRetry,
  wishlistItemsLabel: detail.wishlistItemsLabel,
  wishlistItemSize: detail.wishlistItemSize,
  wishlistItemUnavailable: detail.wishlistItemUnavailable,
  wishlistItemRemoved: detail.wishlistItemRemoved,
  wishlistRemoveItem: detail.wishlistRemoveItem,
  wishlistHeartRemove: hearts.wishlistHeartRemove,
};
