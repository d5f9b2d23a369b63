// Account-area strings, wishlists part (account-area spec). Assembled in messages-account.ts.

/** Wishlists: overview, detail, the wishlist and item modals, guest sync and argument errors (account-area §2, §4, §5, §8). */
export const accountWishlistMessages = {
  /** Wishlists overview button. */
  createWishlist: "Create wishlist",
  /** Wishlist detail Edit (own lists only). */
  edit: "Edit",
  /** Wishlist detail button. */
  addItemsToBag: "Add items to bag",
  /** Empty wishlist. */
  wishlistEmpty: "Your Wishlist is empty",
  /** Wishlist item modal title. */
  editItem: "Edit Item",
  /** Wishlist item modal button. */
  updateWishlist: "Update wishlist",
  /** Wishlist edit popover. */
  deleteWishlist: "Delete wishlist",
  /** A child's wishlist title; the template carries the possessive 's. */
  childWishlistTitle: "{name}'s Wishlist",
  /** Wishlist item modal before a size is chosen. */
  wishlistSelectSize: "Select size",
  /** Wishlist item modal, logged in. */
  wishlistNext: "Next",
  /** Wishlist item modal, visitor. */
  addToWishlist: "Add to wishlist",
  /** Blank wishlist name. */
  wishlistNameRequired: "Wishlist name is required for new list",
  /** Name of the list a guest wishlist becomes. */
  firstWishlistName: "My First Wishlist",
  /** Wishlist sync failure. */
  wishlistSyncTagsFailed: "Failed to update profile tags",
  /** Wishlist sync failure. */
  wishlistSyncInvalidData: "Invalid wishlist data format",
  /** Wishlist sync failure. */
  wishlistSyncProcessFailed: "Failed to process wishlist items",
  /** Wishlist sync failure. */
  wishlistSyncCreateFailed: "Failed to create new wishlist",
  /** Wishlist sync failure. */
  wishlistSyncInvalidResponse: "Invalid wishlist response",
  /** Wishlist sync failure. */
  wishlistSyncAddFailed: "Failed to add items to wishlist",
  /** Wishlist sync failure. */
  wishlistSyncTagsAfterSyncFailed: "Failed to update profile tags after wishlist sync",
} as const;
