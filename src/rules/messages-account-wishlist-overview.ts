// Account-area strings, the wishlist overview part (account-area spec). Assembled in
// messages-account-wishlists.ts, so each wishlist hook carries the words it shows alone.

/**
 * The wishlists overview's words (account-area §2 Wishlists): its lede, Create wishlist and the
 * cards' texts. A child's list's title is the list's page's part (`accountWishlistDetailMessages`).
 */
export const accountWishlistOverviewMessages = {
  /** Wishlists overview button. */
  createWishlist: "Create wishlist",
  /** Overview lede. */
  wishlistsLede: "Keep the shoes you love in named lists, for yourself and for each child.",
  /** Overview with no lists at all. */
  wishlistsNone: "You have no wishlists yet. Create one to start saving favourites.",
  /** A list card's call to open. */
  openWishlist: "View wishlist",
  /** A list card's item count. */
  wishlistItemCount: "{count} items",
  /** A list card's item count, one item. */
  wishlistItemCountOne: "1 item",
  /** The '+N' overlay's accessible text. */
  wishlistMoreItems: "{count} more items",
  /** A child list owner's avatar alt text. */
  wishlistOwnerAvatar: "{name}'s avatar",
} as const;
