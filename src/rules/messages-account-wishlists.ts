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
  /** Argument error. */
  omneoClientRequired: "Omneo client is required",
  /** Argument error. */
  wishlistsMustBeArray: "Wishlists must be an array",
  /** Argument error. */
  productIdRequired: "Product ID is required",
  /** Argument error. */
  variantIdRequired: "Variant ID is required",
  // Wishlist modal, hearts, Edit Item and guest sync.
  /** Wishlist modal title. */
  wishlistModalTitle: "Add to wishlist",
  /** Wishlist modal: the lists' group label. */
  wishlistModalLists: "Choose wishlists",
  /** Wishlist modal: the button that goes back to the size picker; {size} is the chosen size. */
  wishlistChangeSize: "Size {size} · Change",
  /** Wishlist modal: opens the inline create form. */
  wishlistCreateNew: "Create new list",
  /** Wishlist modal and popover: the list name field. */
  wishlistNameLabel: "Wishlist name",
  /** Wishlist modal: creates the typed list. */
  wishlistCreate: "Create",
  /** Wishlist modal: leaves the create form. */
  wishlistCancel: "Cancel",
  /** Wishlist modal and Edit Item: the close button's name. */
  wishlistClose: "Close",
  /** Wishlist modal: saving failed and was rolled back. */
  wishlistSaveFailed: "Your wishlists could not be saved. Please try again.",
  /** Wishlist modal: creating a list failed. */
  wishlistCreateFailed: "The wishlist could not be created. Please try again.",
  /** Wishlist modal: the lists could not be loaded. */
  wishlistListsFailed: "Your wishlists could not be loaded. Please try again.",
  /** Wishlist modal: the product's sizes could not be loaded. */
  wishlistSizesFailed: "Sizes could not be loaded. Please try again.",
  /** Wishlist modal: announced once the lists are saved. */
  wishlistSaved: "Saved to your wishlists",
  /** Size step: the size group's label. */
  wishlistSizeLabel: "Size",
  /** Size step: the width group's label. */
  wishlistWidthLabel: "Width",
  /** Size step: the back-in-stock email field. */
  wishlistNotifyEmailLabel: "Email address",
  /** Heart: a member's heart removing failed and was rolled back. */
  wishlistRemoveFailed: "The item could not be removed from your wishlists. Please try again.",
  /** Heart: its accessible name when the product is not on a list. */
  wishlistHeartAdd: "Add {name} to wishlist",
  /** Heart: its accessible name when the product is on a list. */
  wishlistHeartRemove: "Remove {name} from wishlist",
  /** Edit Item: updating the item failed and was rolled back. */
  wishlistItemUpdateFailed: "The item could not be updated. Please try again.",
  /** Edit Item: announced once updated. */
  wishlistItemUpdated: "Wishlist updated",
} as const;
