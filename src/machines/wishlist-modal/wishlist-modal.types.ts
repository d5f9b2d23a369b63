import type { Wishlist } from "../../clients/loyalty";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { WishlistItemRef, WishlistSaveChanges } from "../../rules/wishlist-membership";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike, KeyboardEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";
import type { WishlistSizeOption } from "../wishlist-size/wishlist-size.types";

/** The product the modal adds. */
export interface WishlistModalProduct {
  /** Storefront product id. */
  readonly productId: string | number;
  /** Product name (the dialog's description and the heart's label). */
  readonly name: string;
  /** Image URL kept with the item. */
  readonly image?: string | null;
  /** The variant chosen already (the product page's), if any. */
  readonly variantId?: string | number | null;
}

/** What `saveWishlists` is asked: the variant and the lists to add it to and remove it from. */
export interface WishlistModalSaveRequest {
  /** The product. */
  readonly product: WishlistModalProduct;
  /** The chosen variant. */
  readonly variant: WishlistSizeOption;
  /** What changes. */
  readonly changes: WishlistSaveChanges;
}

/** The messages the wishlist modal shows. */
export type WishlistModalMessages = Pick<
  AccountMessageCatalogue,
  | "wishlistModalTitle"
  | "wishlistModalLists"
  | "wishlistChangeSize"
  | "wishlistCreateNew"
  | "wishlistNameLabel"
  | "wishlistCreate"
  | "wishlistCancel"
  | "wishlistClose"
  | "wishlistModalSaveFailed"
  | "wishlistCreateFailed"
  | "wishlistListsFailed"
  | "wishlistModalSaved"
  | "wishlistNameRequired"
  | "wishlistNameTooLong"
  | "childWishlistTitle"
  | "save"
>;

/** Input of the wishlist modal. */
export interface WishlistModalInput {
  /** The product to add. */
  product: WishlistModalProduct;
  /** Messages. */
  messages: WishlistModalMessages;
}

/** Context of the wishlist modal. */
export interface WishlistModalContext {
  /** The product being added, from the input. */
  product: WishlistModalProduct;
  /** The variant the size step confirmed; null until one is chosen. */
  variant: WishlistSizeOption | null;
  /**
   * The member's wishlists (their own and their children's), as the provider returns them; empty until they
   * load.
   */
  lists: Wishlist[];
  /**
   * The ids of the checked lists: first the lists that already hold the variant, then as toggled (a list
   * created here is checked).
   */
  checked: number[];
  /**
   * The new list's name as typed in CREATE_LIST; emptied once the list is created, kept when creating fails.
   */
  name: string;
  /**
   * The name's message after a refused create, else null: 'Wishlist name is required for new list'
   * (blank), 'Wishlist name must be 100 characters or fewer', or the service's own (a 422).
   */
  nameError: string | null;
  /**
   * The message of the last failed load, create or save (e.g. 'Your wishlists could not be saved. Please try
   * again.'), else null; cleared by the next change.
   */
  formError: string | null;
  /** The error behind `formError`, for the consumer contract's `error`; null until a request fails. */
  error: SolekitError | null;
  /** The texts the modal shows and validates with, from the input. */
  messages: WishlistModalMessages;
}

/** Events of the wishlist modal. */
export type WishlistModalEvent =
  /** The size step confirmed a variant: show the lists. */
  | { type: "variant.choose"; variant: WishlistSizeOption }
  /** Back to the size picker. */
  | { type: "size.edit" }
  /** Checks or unchecks a list. */
  | { type: "list.toggle"; listId: number }
  /** Opens the inline create form (CREATE_LIST). */
  | { type: "create.open" }
  /** Leaves it. */
  | { type: "create.cancel" }
  /** Types the new list's name. */
  | { type: "name.change"; value: string }
  /** Creates the list. */
  | { type: "create.submit" }
  /** Saves the checked lists. */
  | { type: "save" }
  /** Loads the lists again after a failure. */
  | { type: "lists.retry" };

/** What the modal emits. */
export type WishlistModalEmitted =
  | { type: "wishlist.saved"; added: readonly number[]; removed: readonly WishlistItemRef[] }
  | { type: "create.refused" }
  | { type: "list.created"; listId: number };

/** Options of `connectWishlistModal`. */
export interface WishlistModalConnectOptions extends ConnectOptions<WishlistModalMessages> {
  /** Closes the modal (the close button, Escape). */
  readonly onClose?: () => void;
}

/** A list as the modal shows it. */
export interface WishlistModalList {
  /** List id. */
  readonly id: number;
  /** Its title ("{name}'s Wishlist" for a child's list). */
  readonly title: string;
  /** Checked: the variant is (or will be) on it. */
  readonly checked: boolean;
  /** A child's list. */
  readonly isChild: boolean;
}

/** What the modal shows: the size picker, the lists, or the inline create form. */
export type WishlistModalMode = "loading" | "size" | "SELECT_LIST" | "CREATE_LIST";

/** Props of a plain button. */
export interface WishlistModalButtonProps {
  /** A plain button, so a press never submits a surrounding form. */
  type: "button";
  /**
   * True while a request runs or after the save; Save also while nothing can be saved, Create new also while
   * the lists load.
   */
  disabled: boolean;
  /** Handles a click. */
  onClick(event: EventLike): void;
}

/** Props of a modal's close button. */
export interface WishlistCloseButtonProps {
  /** Its id (focus lands on it when the dialog opens). */
  id: string;
  /** A plain button. */
  type: "button";
  /** 'Close'. */
  "aria-label": string;
  /** Closes the modal. */
  onClick(event: EventLike): void;
}

/** Props of a list checkbox. */
export interface WishlistModalCheckboxProps {
  /** The checkbox's DOM id (`{id}-list-{listId}`), which its label's `htmlFor` names. */
  id: string;
  /** A checkbox: each list is checked or not, independently. */
  type: "checkbox";
  /** Whether the variant is (or will be, once saved) on this list. */
  checked: boolean;
  /** True while a request runs and after the save. */
  disabled: boolean;
  /** Handles a change. */
  onChange(event: ChangeEventLike): void;
}

/** Props of the new list's name field. */
export interface WishlistModalNameProps {
  /** The field's DOM id (`{id}-name`), which its label's `htmlFor` names. */
  id: string;
  /** A plain text field. */
  type: "text";
  /** The new list's name as typed. */
  value: string;
  /** Marks the name as required, as the rules do ('Wishlist name is required for new list'). */
  required: true;
  /** Keeps the browser from offering unrelated saved entries for a list name. */
  autoComplete: "off";
  /** The longest name the service takes (`WISHLIST_NAME_MAX_LENGTH`, 100): longer is never typed. */
  maxLength: number;
  /** True while the name has been refused, so a screen reader reports the field in error. */
  "aria-invalid": boolean;
  /** The name error's DOM id (`{id}-name-error`), so the refusal is read with the field. */
  "aria-describedby": string;
  /** True while the list is being created (or another request runs). */
  disabled: boolean;
  /** Handles a change. */
  onChange(event: ChangeEventLike): void;
  /** Handles a key press. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of the modal dialog. */
export interface WishlistModalDialogProps {
  /** The dialog's DOM id (`{id}-dialog`). */
  id: string;
  /** Exposes the modal as a dialog to assistive technology. */
  role: "dialog";
  /** Tells assistive technology the page behind the modal is inert while it is open. */
  "aria-modal": true;
  /** The title's DOM id (`{id}-title`, 'Add to wishlist'): the dialog's accessible name. */
  "aria-labelledby": string;
  /** The description's DOM id (`{id}-description`, the product's name), read after the title. */
  "aria-describedby": string;
  /**
   * Lets script focus the dialog itself (when it has no close button to focus) while keeping it out of the
   * Tab order.
   */
  tabIndex: -1;
  /** Moves focus in on open and back to the opener on close. */
  ref: (element: unknown) => void;
  /** Handles a key press. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** The wishlist modal's public API (account-area §2 Wishlists). */
export interface WishlistModalApi extends SliceState {
  /** The size picker, SELECT_LIST, CREATE_LIST, or `loading` while the lists load. */
  readonly mode: WishlistModalMode;
  /** The product. */
  readonly product: WishlistModalProduct;
  /** The chosen variant. */
  readonly variant: WishlistSizeOption | null;
  /** The lists with their checkboxes. */
  readonly lists: readonly WishlistModalList[];
  /** Save is enabled: not loading, not in create mode, a list checked. */
  readonly canSave: boolean;
  /** A request is running (loading, creating, saving). */
  readonly isBusy: boolean;
  /** The lists were saved. */
  readonly isSaved: boolean;
  /** The typed name of the new list. */
  readonly name: string;
  /** Its message ('Wishlist name is required for new list', too long, or the service's refusal). */
  readonly nameError: string | null;
  /** Texts. */
  readonly labels: {
    readonly title: string;
    readonly lists: string;
    readonly changeSize: string;
    readonly createNew: string;
    readonly name: string;
    readonly create: string;
    readonly cancel: string;
    readonly close: string;
    readonly save: string;
  };
  /** Checks or unchecks a list. */
  toggleList(listId: number): void;
  /** Back to the size picker. */
  editSize(): void;
  /** Opens the inline create form. */
  openCreate(): void;
  /** Leaves it. */
  cancelCreate(): void;
  /** Types the name. */
  setName(value: string): void;
  /** Creates the list. */
  createList(): void;
  /** Saves. */
  save(): void;
  /** Loads the lists again. */
  retry(): void;
  /** Props of the dialog. */
  getDialogProps<T extends object = object>(props?: T): MergedProps<WishlistModalDialogProps, T>;
  /** Props of its title. */
  getTitleProps<T extends object = object>(props?: T): MergedProps<{ id: string }, T>;
  /** Props of its description (the product's name). */
  getDescriptionProps<T extends object = object>(props?: T): MergedProps<{ id: string }, T>;
  /** Props of the close button. */
  getCloseButtonProps<T extends object = object>(props?: T): MergedProps<WishlistCloseButtonProps, T>;
  /** Props of a list's checkbox. */
  getListCheckboxProps<T extends object = object>(
    listId: number,
    props?: T,
  ): MergedProps<WishlistModalCheckboxProps, T>;
  /** Props of a list's label. */
  getListLabelProps<T extends object = object>(
    listId: number,
    props?: T,
  ): MergedProps<{ htmlFor: string }, T>;
  /** Props of the fieldset's legend id holder. */
  getListGroupProps<T extends object = object>(
    props?: T,
  ): MergedProps<{ role: "group"; "aria-labelledby": string; "aria-busy": boolean }, T>;
  /** Props of the lists group's label. */
  getListGroupLabelProps<T extends object = object>(props?: T): MergedProps<{ id: string }, T>;
  /** Props of 'Size … · Change'. */
  getChangeSizeProps<T extends object = object>(
    props?: T,
  ): MergedProps<WishlistModalButtonProps & { id: string }, T>;
  /** Props of 'Create new list'. */
  getCreateNewProps<T extends object = object>(props?: T): MergedProps<WishlistModalButtonProps, T>;
  /** Props of the name field. */
  getNameFieldProps<T extends object = object>(props?: T): MergedProps<WishlistModalNameProps, T>;
  /** Props of its label. */
  getNameLabelProps<T extends object = object>(props?: T): MergedProps<{ htmlFor: string }, T>;
  /** Props of its message. */
  getNameErrorProps<T extends object = object>(props?: T): MergedProps<{ id: string; role: "alert" }, T>;
  /** Props of 'Create'. */
  getCreateSubmitProps<T extends object = object>(props?: T): MergedProps<WishlistModalButtonProps, T>;
  /** Props of 'Cancel'. */
  getCreateCancelProps<T extends object = object>(props?: T): MergedProps<WishlistModalButtonProps, T>;
  /** Props of 'Save'. */
  getSaveButtonProps<T extends object = object>(
    props?: T,
  ): MergedProps<WishlistModalButtonProps & { "aria-busy": boolean }, T>;
  /** Props of the modal's message region (a failure, or 'Saved to your wishlists'). */
  getMessageProps<T extends object = object>(
    props?: T,
  ): MergedProps<{ id: string; role: "status"; "aria-live": "polite" }, T>;
  /** The message to show in it. */
  readonly message: string | null;
}
