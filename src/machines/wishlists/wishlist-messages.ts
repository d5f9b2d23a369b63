import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountWishlistMessages } from "../../rules/messages-account-wishlists";

/** The messages the wishlist screens show: the wishlists part and the area's shared words. */
export type WishlistScreenMessages = {
  readonly [K in keyof typeof accountWishlistMessages | "somethingWentWrong" | "save"]: string;
};

/**
 * Every wishlist screen's messages together: the wishlists part of the catalogue and the two
 * shared words they use. Each screen defaults to its own part (`wishlistDetailMessages`,
 * `wishlistOverviewMessages`, `wishlistEditorMessages`), so a page carries the words
 * it shows alone; this is for a host that overrides them all at once.
 *
 * @example
 * ```ts
 * wishlistScreenMessages.wishlistEmpty; // "Your Wishlist is empty"
 * ```
 */
// Built by a call marked pure so a bundler drops it where no screen asks for every part.
export const wishlistScreenMessages: WishlistScreenMessages = /* @__PURE__ */ Object.assign(
  {},
  accountWishlistMessages,
  { somethingWentWrong: accountAreaMessages.somethingWentWrong, save: accountAreaMessages.save },
);
