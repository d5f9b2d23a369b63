// Account-area strings, the wishlist modal part (account-area spec). Assembled in
// messages-account-wishlists.ts, so each wishlist hook carries the words it shows alone.

/** The wishlist modal's, its size step's and Edit Item's words (account-area §2, §4). */
export const accountWishlistModalMessages = {
  /** Wishlist item modal title. */
  editItem: "Edit Item",
  /** Wishlist item modal button. */
  updateWishlist: "Update wishlist",
  /** Wishlist item modal before a size is chosen. */
  wishlistSelectSize: "Select size",
  /** Wishlist item modal, logged in. */
  wishlistNext: "Next",
  /** Wishlist item modal, visitor. */
  addToWishlist: "Add to wishlist",
  /** Wishlist modal title. */
  wishlistModalTitle: "Add to wishlist",
  /** Wishlist modal: the lists' group label. */
  wishlistModalLists: "Choose wishlists",
  /** Wishlist modal: the button that goes back to the size picker; {size} is the chosen size. */
  wishlistChangeSize: "Size {size} · Change",
  /** Wishlist modal: opens the inline create form. */
  wishlistCreateNew: "Create new list",
  /** Wishlist modal: creates the typed list. */
  wishlistCreate: "Create",
  /** Wishlist modal and Edit Item: the close button's name. */
  wishlistClose: "Close",
  /** Wishlist modal: saving failed and was rolled back. */
  wishlistModalSaveFailed: "Your wishlists could not be saved. Please try again.",
  /** Wishlist modal: creating a list failed. */
  wishlistCreateFailed: "The wishlist could not be created. Please try again.",
  /** Wishlist modal: the lists could not be loaded. */
  wishlistListsFailed: "Your wishlists could not be loaded. Please try again.",
  /** Wishlist modal: the product's sizes could not be loaded. */
  wishlistSizesFailed: "Sizes could not be loaded. Please try again.",
  /** Wishlist modal: announced once the lists are saved. */
  wishlistModalSaved: "Saved to your wishlists",
  /** Size step: the size group's label. */
  wishlistSizeLabel: "Size",
  /** Size step: the width group's label. */
  wishlistWidthLabel: "Width",
  /** Size step: the back-in-stock email field. */
  wishlistNotifyEmailLabel: "Email address",
  /** Edit Item: updating the item failed and was rolled back. */
  wishlistItemUpdateFailed: "The item could not be updated. Please try again.",
  /** Edit Item: announced once updated. */
  wishlistItemUpdated: "Wishlist updated",
} as const;
