// The create / edit popover's default messages, in a module of their own.
import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountWishlistEditorMessages } from "../../rules/messages-account-wishlist-editor";

/** The messages the create / edit popover shows (`useWishlistEditor`): its part and 'Save'. */
export type WishlistEditorMessages = {
  readonly [K in keyof typeof accountWishlistEditorMessages | "save"]: string;
};

/**
 * The popover's default messages: the catalogue's editor part and the area's shared 'Save'.
 *
 * @example
 * ```ts
 * wishlistEditorMessages.wishlistNameRequired; // "Wishlist name is required for new list"
 * ```
 */
export const wishlistEditorMessages: WishlistEditorMessages = {
  ...accountWishlistEditorMessages,
  save: accountAreaMessages.save,
};
