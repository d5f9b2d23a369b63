// Account-area strings, wishlists part (account-area spec). Assembled in messages-account.ts.
import { accountWishlistHeartsMessages } from "./messages-account-wishlist-hearts";

/**
 * The wishlist screens' and modals' words (overview, detail, the create / edit popover, the
 * wishlist modal, Edit Item); the hearts' and the guest sync's are their own part
 * ({@link accountWishlistHeartsMessages}), which every storefront page with hearts carries.
 */
export const accountWishlistScreensMessages = {
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
  // Wishlist screens: overview, detail and the create / edit popover (solekit wording where the
  // spec quotes none).
  /** Overview lede. */
  wishlistsLede: "Keep the shoes you love in named lists, for yourself and for each child.",
  /** Overview with no lists at all. */
  wishlistsNone: "You have no wishlists yet. Create one to start saving favourites.",
  /** Try again after the wishlists could not load. */
  wishlistRetry: "Try again",
  /** Empty list: where to find something to add. */
  wishlistStartShopping: "Start shopping",
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
  // Wishlist modal, its size step and Edit Item.
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

/** Wishlists: overview, detail, the wishlist and item modals, hearts, guest sync and argument errors (account-area §2, §4, §5, §8). */
// Built by a call marked pure so a bundler drops it where a page uses the hearts' part alone.
export const accountWishlistMessages: typeof accountWishlistScreensMessages &
  typeof accountWishlistHeartsMessages = /* @__PURE__ */ Object.assign(
  {},
  accountWishlistScreensMessages,
  accountWishlistHeartsMessages,
);
