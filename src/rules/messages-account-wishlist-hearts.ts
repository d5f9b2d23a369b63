// Account-area strings, the wishlist hearts' and guest sync's part (account-area spec): what
// every storefront page with hearts carries, apart from the wishlist screens' words. Part of
// `accountWishlistMessages` (messages-account-wishlists.ts).

/** Wishlist hearts and the guest wishlist's sync into a member's lists (account-area §4, §8). */
export const accountWishlistHeartsMessages = {
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
  /** Heart: a member's heart removing failed and was rolled back. */
  wishlistHeartRemoveFailed: "The item could not be removed from your wishlists. Please try again.",
  /** Heart: its accessible name when the product is not on a list. */
  wishlistHeartAdd: "Add {name} to wishlist",
  /** Heart: its accessible name when the product is on a list. */
  wishlistHeartRemove: "Remove {name} from wishlist",
  /** The header's wishlist link: its accessible name; `{count}` items wishlisted (solekit wording). */
  wishlistLinkLabel: "Wishlist, {count} items",
  /** The header's wishlist link with one item wishlisted (solekit wording for the singular). */
  wishlistLinkLabelOne: "Wishlist, 1 item",
} as const;
