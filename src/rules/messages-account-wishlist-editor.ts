// Account-area strings, the wishlist editor part (account-area spec). Assembled in
// messages-account-wishlists.ts, so each wishlist hook carries the words it shows alone.

/**
 * The create / edit popover's words (account-area §2 "Create/edit popover", §5), which the
 * wishlist modal's inline create shares for its required name.
 */
export const accountWishlistEditorMessages = {
  /** Wishlist edit popover. */
  deleteWishlist: "Delete wishlist",
  /** Blank wishlist name. */
  wishlistNameRequired: "Wishlist name is required for new list",
  /** A wishlist name longer than the service takes; `{limit}` is 100 (solekit wording). */
  wishlistNameTooLong: "Wishlist name must be {limit} characters or fewer",
  /** Popover title when creating. */
  wishlistCreateTitle: "Create wishlist",
  /** Popover title when editing. */
  wishlistEditTitle: "Edit wishlist",
  /** Popover name field label. */
  wishlistNameLabel: "Wishlist name",
  /** Popover Cancel. */
  wishlistCancel: "Cancel",
  /** Popover Save running. */
  wishlistSaving: "Saving…",
  /** Popover: a save refused without a message of the service. */
  wishlistSaveFailed: "We couldn't save your wishlist. Please try again.",
  /** Popover: a wishlist saved. */
  wishlistSaved: "Wishlist saved.",
  /** Popover: the delete confirmation question. */
  wishlistDeleteConfirm: "Delete {name}? Its items will be removed too.",
  /** Popover: the delete confirmation button. */
  wishlistDeleteConfirmButton: "Yes, delete",
  /** Popover: a delete refused. */
  wishlistDeleteFailed: "We couldn't delete your wishlist. Please try again.",
  /** A wishlist deleted. */
  wishlistDeleted: "{name} was deleted.",
} as const;
