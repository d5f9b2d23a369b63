// The hearts' default messages, in a module of their own: the words every page with hearts shows,
// without the guest sync's or the wishlist screens'.
import { accountWishlistHeartsMessages as hearts } from "../../rules/messages-account-wishlist-hearts";
import type { WishlistHeartsMessages } from "../wishlist-hearts/wishlist-hearts.types";

/**
 * The hearts' default messages (`useWishlistButton`, `createWishlistHearts`): the hearts' names,
 * the header link's name and the notice of a rolled-back heart.
 *
 * @example
 * ```ts
 * wishlistHeartsMessages.wishlistLinkLabelOne; // "Wishlist, 1 item"
 * ```
 */
export const wishlistHeartsMessages: WishlistHeartsMessages = {
  wishlistHeartAdd: hearts.wishlistHeartAdd,
  wishlistHeartRemove: hearts.wishlistHeartRemove,
  wishlistHeartRemoveFailed: hearts.wishlistHeartRemoveFailed,
  wishlistLinkLabel: hearts.wishlistLinkLabel,
  wishlistLinkLabelOne: hearts.wishlistLinkLabelOne,
};
