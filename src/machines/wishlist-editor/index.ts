export { createWishlistEditorActors } from "./wishlist-editor.actors";
export { connectWishlistEditor } from "./wishlist-editor.connect";
export { type FollowWishlistEditorOptions, followWishlistEditor } from "./wishlist-editor.dom";
export { type WishlistEditorMachine, wishlistEditorMachine } from "./wishlist-editor.machine";
export type {
  EditableWishlist,
  WishlistEditorApi,
  WishlistEditorButtonProps,
  WishlistEditorConnectOptions,
  WishlistEditorContext,
  WishlistEditorDialogProps,
  WishlistEditorEmitted,
  WishlistEditorErrorProps,
  WishlistEditorEvent,
  WishlistEditorFormProps,
  WishlistEditorInput,
  WishlistEditorInputProps,
  WishlistEditorLabelProps,
  WishlistEditorPartProps,
  WishlistSaveRequest,
} from "./wishlist-editor.types";
