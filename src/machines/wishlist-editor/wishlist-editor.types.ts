import type { Wishlist } from "../../clients/loyalty";
import type { SolekitError } from "../../runtime/solekit-error";
import type { CustomerPropGetter } from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, KeyboardEventLike } from "../shared/events";
import type { WishlistEditorMessages } from "../wishlists/wishlist-editor-messages";

/** The list the popover renames or deletes. */
export interface EditableWishlist {
  /** List id. */
  readonly id: number;
  /** Its name as the service last confirmed it. */
  readonly name: string;
}

/** What the save actor is asked to do: create a list (no `listId`) or rename one. */
export interface WishlistSaveRequest {
  /** The list to rename; absent to create one. */
  readonly listId?: number;
  /** The name, trimmed. */
  readonly name: string;
}

/** Input of the wishlist editor machine. */
export interface WishlistEditorInput {
  /** Messages. @default the wishlists part of the catalogue */
  messages?: WishlistEditorMessages;
}

/** Context of the wishlist editor machine. */
export interface WishlistEditorContext {
  /** `create` for a new list, `rename` for an existing one. */
  mode: "create" | "rename";
  /** The list being renamed (or the one a create has already made), else `null`. */
  list: EditableWishlist | null;
  /** The name as typed. */
  name: string;
  /** The name sent with the save running, to tell whether typing since needs another save. */
  sentName: string | null;
  /**
   * The name's message after a refused submit, else `null`: 'Wishlist name is required for new
   * list' (blank), 'Wishlist name must be 100 characters or fewer', or the service's own.
   */
  nameError: string | null;
  /**
   * Why the last save or delete failed, below the form, else `null`: the service's message that
   * no field takes, or the catalogue's when the name has no message either.
   */
  failure: string | null;
  /** The last failure of a call. */
  error: SolekitError | null;
  /** The last failed call in the catalogue's words (save or delete), until the next submit. */
  errorMessage: string | null;
  /** Save pressed again while a save ran: save once more when it answers. */
  resubmit: boolean;
  /** Cancel pressed while a save ran: close once it has answered (if it succeeded). */
  closeAfterSave: boolean;
  /** Whether the delete confirmation is shown. */
  confirmingDelete: boolean;
  /** Messages. */
  messages: WishlistEditorMessages;
}

/** Events of the wishlist editor machine. */
export type WishlistEditorEvent =
  /** Create wishlist pressed: opens the popover with an empty name. */
  | { type: "editor.create" }
  /** Edit pressed on one of the member's own lists. */
  | { type: "editor.rename"; list: EditableWishlist }
  /** The name typed. */
  | { type: "name.change"; value: string }
  /** Save pressed (or the form submitted). */
  | { type: "editor.submit" }
  /** Cancel pressed, Escape, or the popover closed. */
  | { type: "editor.cancel" }
  /** Delete wishlist pressed: asks for confirmation. */
  | { type: "delete.request" }
  /** The confirmation accepted. */
  | { type: "delete.confirm" }
  /** The confirmation dismissed. */
  | { type: "delete.cancel" };

/**
 * What the editor tells its host (XState `emit`): a list saved or deleted, a submit refused, and
 * the popover closed (by Cancel or Escape, after a save or after a delete; after `saved` or
 * `deleted`).
 */
export type WishlistEditorEmitted =
  | { type: "saved"; list: Wishlist; mode: "create" | "rename" }
  | { type: "deleted"; list: EditableWishlist }
  /** A submit refused, blank or by the service: focus goes to the name when it has a message. */
  | { type: "refused"; field: "name" | "form" }
  | { type: "closed" };

/** Options of `connectWishlistEditor`. */
export type WishlistEditorConnectOptions = ConnectOptions<WishlistEditorMessages>;

/** Props of the popover. */
export interface WishlistEditorDialogProps {
  /** DOM id. */
  id: string;
  /** A dialog. */
  role: "dialog";
  /** The page behind is not for use while it is open. */
  "aria-modal": true;
  /** The title's id. */
  "aria-labelledby": string;
  /** Focusable, so focus can move into it. */
  tabIndex: -1;
  /** Moves focus to the name field when mounted; back to the opener when closed. */
  ref(element: unknown): void;
  /** Escape cancels; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of a part with an id (title, label, message). */
export interface WishlistEditorPartProps {
  /** DOM id. */
  id: string;
}

/** Props of the name field's label. */
export interface WishlistEditorLabelProps extends WishlistEditorPartProps {
  /** The field's id. */
  htmlFor: string;
}

/** Props of the name field's message. */
export interface WishlistEditorErrorProps extends WishlistEditorPartProps {
  /** Announced when it appears. */
  role: "alert";
}

/** Props of the form. */
export interface WishlistEditorFormProps extends WishlistEditorPartProps {
  /** The browser's own validation stays off: the popover says what is wrong. */
  noValidate: true;
  /** Saves. */
  onSubmit(event: EventLike): void;
}

/** Props of the name field. */
export interface WishlistEditorInputProps extends WishlistEditorPartProps {
  /** The field name. */
  name: "name";
  /** Text. */
  type: "text";
  /** The name as typed. */
  value: string;
  /** Required (account-area §5). */
  "aria-required": true;
  /** Set while the name has a message (a blank submit, or the service refused it). */
  "aria-invalid": boolean;
  /** Names the message when there is one. */
  "aria-describedby": string | undefined;
  /** Nothing the browser would suggest fits a list name. */
  autoComplete: "off";
  /** The longest name the service takes (`WISHLIST_NAME_MAX_LENGTH`, 100): longer is never typed. */
  maxLength: number;
  /** Keeps what is typed. */
  onChange(event: { readonly target: { readonly value: string } }): void;
}

/** Props of a button of the popover. */
export interface WishlistEditorButtonProps extends WishlistEditorPartProps {
  /** Submit for Save, button otherwise. */
  type: "button" | "submit";
  /** Disabled while a save or delete runs (where pressing again would do nothing new). */
  disabled: boolean;
  /** What it does. */
  onClick(event: EventLike): void;
}

/** The wishlist create / edit popover's public API, as `connectWishlistEditor` and `useWishlistEditor` return it. */
export interface WishlistEditorApi extends SliceState {
  /** Whether the popover is open. */
  readonly isOpen: boolean;
  /** `create` or `rename`. */
  readonly mode: "create" | "rename";
  /** 'Create wishlist' or 'Edit wishlist'. */
  readonly title: string;
  /** The name as typed. */
  readonly name: string;
  /** 'Wishlist name is required for new list', too long, or the service's message for the name, else `null`. */
  readonly nameError: string | null;
  /**
   * Why the last save or delete failed (the name typed is kept), else `null`: the service's
   * message that no field takes, or the catalogue's when the name has no message either.
   */
  readonly failure: string | null;
  /** Whether a save runs. */
  readonly isSaving: boolean;
  /** Whether a delete runs. */
  readonly isDeleting: boolean;
  /** Whether Delete wishlist shows (editing only). */
  readonly canDelete: boolean;
  /** Whether the delete confirmation shows. */
  readonly confirmingDelete: boolean;
  /** The confirmation's question ('Delete {name}? …'). */
  readonly deleteQuestion: string;
  /** Opens the popover to create a list. */
  create(): void;
  /** Opens the popover to rename a list of the member's own. */
  rename(list: EditableWishlist): void;
  /** Sets the name. */
  setName(value: string): void;
  /** Saves. */
  submit(): void;
  /** Closes without saving. */
  cancel(): void;
  /** Asks to delete the list. */
  requestDelete(): void;
  /** Deletes it. */
  confirmDelete(): void;
  /** Keeps it. */
  cancelDelete(): void;
  /** The popover. */
  getDialogProps: CustomerPropGetter<WishlistEditorDialogProps>;
  /** The popover's title. */
  getTitleProps: CustomerPropGetter<WishlistEditorPartProps>;
  /** The form. */
  getFormProps: CustomerPropGetter<WishlistEditorFormProps>;
  /** The name field's label. */
  getNameLabelProps: CustomerPropGetter<WishlistEditorLabelProps>;
  /** The name field. */
  getNameInputProps: CustomerPropGetter<WishlistEditorInputProps>;
  /** The name field's message. */
  getNameErrorProps: CustomerPropGetter<WishlistEditorErrorProps>;
  /** The failure message. */
  getFailureProps: CustomerPropGetter<WishlistEditorErrorProps>;
  /** Save. */
  getSaveButtonProps: CustomerPropGetter<WishlistEditorButtonProps>;
  /** Cancel. */
  getCancelButtonProps: CustomerPropGetter<WishlistEditorButtonProps>;
  /** Delete wishlist (editing only). */
  getDeleteButtonProps: CustomerPropGetter<WishlistEditorButtonProps>;
  /** The confirmation's 'Yes, delete'. */
  getConfirmDeleteButtonProps: CustomerPropGetter<WishlistEditorButtonProps>;
  /** The confirmation's Cancel. */
  getCancelDeleteButtonProps: CustomerPropGetter<WishlistEditorButtonProps>;
}
