import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountWishlistMessages } from "../../rules/messages-account-wishlists";

/** The messages the wishlist screens show: the wishlists part and the area's shared words. */
export type WishlistScreenMessages = {
  readonly [K in keyof typeof accountWishlistMessages | "somethingWentWrong" | "save"]: string;
};

/**
 * The wishlist screens' default messages: the wishlists part of the catalogue and the two shared
 * words they use, so a wishlist page carries no other section's strings.
 *
 * @example
 * ```ts
 * wishlistScreenMessages.wishlistEmpty; // "Your Wishlist is empty"
 * ```
 */
export const wishlistScreenMessages: WishlistScreenMessages = {
  ...accountWishlistMessages,
  somethingWentWrong: accountAreaMessages.somethingWentWrong,
  save: accountAreaMessages.save,
};
