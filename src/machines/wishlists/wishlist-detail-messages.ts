// A wishlist's page's default messages, in a module of their own so the page imports no other
// wishlist screen's words.
import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountWishlistDetailMessages } from "../../rules/messages-account-wishlist-detail";

/** The messages a wishlist's page shows (`useWishlist`): its part of the catalogue and 'Something went wrong.'. */
export type WishlistDetailMessages = {
  readonly [K in keyof typeof accountWishlistDetailMessages | "somethingWentWrong"]: string;
};

/**
 * A wishlist's page's default messages: the catalogue's detail part and the area's shared
 * 'Something went wrong.', so the page carries none of the overview's, the popover's or the
 * modal's words.
 *
 * @example
 * ```ts
 * wishlistDetailMessages.wishlistEmpty; // "Your Wishlist is empty"
 * ```
 */
export const wishlistDetailMessages: WishlistDetailMessages = {
  ...accountWishlistDetailMessages,
  somethingWentWrong: accountAreaMessages.somethingWentWrong,
};
