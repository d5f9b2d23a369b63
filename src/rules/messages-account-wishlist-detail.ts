// Account-area strings, the wishlist detail part (account-area spec). Assembled in
// messages-account-wishlists.ts, so each wishlist hook carries the words it shows alone.

/**
 * A wishlist's page's words (account-area §2 Wishlists, §4): its states, Add items to bag, Remove
 * and the items' texts, and a child's list's title (the overview's cards use it too).
 */
export const accountWishlistDetailMessages = {
  /** Wishlist detail Edit (own lists only). */
  edit: "Edit",
  /** Wishlist detail button. */
  addItemsToBag: "Add items to bag",
  /** Empty wishlist. */
  wishlistEmpty: "Your Wishlist is empty",
  /** A child's wishlist title; the template carries the possessive 's. */
  childWishlistTitle: "{name}'s Wishlist",
  /** Try again after the wishlists could not load. */
  wishlistRetry: "Try again",
  /** Empty list: where to find something to add. */
  wishlistStartShopping: "Start shopping",
  /** Detail: the grid's accessible name. */
  wishlistItemsLabel: "Items in {name}",
  /** Detail: a list id that names no wishlist. */
  wishlistNotFound: "This wishlist could not be found. It may have been deleted.",
  /** Detail: an item's unavailable state on Add items to bag. */
  wishlistOutOfStock: "Out of Stock",
  /** Detail: add to bag running. */
  wishlistAddingToBag: "Adding to bag…",
  /** Detail: add to bag done. */
  wishlistAddedToBag: "{count} items added to your bag.",
  /** Detail: add to bag done, one item. */
  wishlistAddedToBagOne: "1 item added to your bag.",
  /** Detail: add to bag refused. */
  wishlistAddToBagFailed: "We couldn't add these items to your bag. Please try again.",
  /** Detail: an item's Remove button. */
  wishlistRemoveItem: "Remove",
  /** Detail: an item's Remove button, accessible name. */
  wishlistRemoveItemLabel: "Remove {title} from {name}",
  /** Detail: an item removed. */
  wishlistItemRemoved: "{title} was removed from your wishlist.",
  /** Detail: a remove refused (the item is back). */
  wishlistRemoveFailed: "We couldn't remove {title}, so it is still on your list. Please try again.",
  /** Detail: an item's size and width. */
  wishlistItemSize: "Size {size}",
  /** Detail: an unavailable item's note. */
  wishlistItemUnavailable: "This size is out of stock",
} as const;
