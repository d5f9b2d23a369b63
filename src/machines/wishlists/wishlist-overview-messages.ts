// The wishlists overview's default messages, in a module of their own.
import { accountWishlistDetailMessages } from "../../rules/messages-account-wishlist-detail";
import { accountWishlistOverviewMessages } from "../../rules/messages-account-wishlist-overview";

/** The messages the wishlists overview shows (`useWishlists`): its part and a child's list's title. */
export type WishlistOverviewMessages = {
  readonly [K in keyof typeof accountWishlistOverviewMessages | "childWishlistTitle"]: string;
};

/**
 * The overview's default messages: the catalogue's overview part and a child's list's title.
 *
 * @example
 * ```ts
 * wishlistOverviewMessages.openWishlist; // "View wishlist"
 * ```
 */
export const wishlistOverviewMessages: WishlistOverviewMessages = {
  ...accountWishlistOverviewMessages,
  childWishlistTitle: accountWishlistDetailMessages.childWishlistTitle,
};
