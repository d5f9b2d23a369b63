import type { WishlistItem } from "../../clients/loyalty";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { KeyboardEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";
import type { WishlistCloseButtonProps } from "../wishlist-modal/wishlist-modal.types";
import type { WishlistSizeOption } from "../wishlist-size/wishlist-size.types";

/** The messages the Edit Item modal shows. */
export type WishlistItemMessages = Pick<
  AccountMessageCatalogue,
  "editItem" | "updateWishlist" | "wishlistClose" | "wishlistItemUpdateFailed" | "wishlistItemUpdated"
>;

/** Input of the Edit Item flow. */
export interface WishlistItemInput {
  /** The list holding the item. */
  listId: number;
  /** The item. */
  item: WishlistItem;
  /** Messages. */
  messages: WishlistItemMessages;
}

/** What `updateItem` is asked. */
export interface WishlistItemUpdateRequest {
  /** List id. */
  readonly listId: number;
  /** Item id. */
  readonly itemId: number;
  /** Storefront product id. */
  readonly productId: string | number;
  /** The new variant. */
  readonly variant: WishlistSizeOption;
}

/** Context of the Edit Item flow. */
export interface WishlistItemContext {
  /** The id of the list holding the item, from the input. */
  listId: number;
  /** The item as the server last returned it: the input's, replaced by each successful update's answer. */
  item: WishlistItem;
  /** The variant being saved. */
  sending: WishlistSizeOption | null;
  /** A variant chosen while another was saved: saved next. */
  queued: WishlistSizeOption | null;
  /** Why the last update failed, else null; cleared when the next variant is sent. */
  error: SolekitError | null;
  /** 'The item could not be updated. Please try again.' after a failed update, else null. */
  errorMessage: string | null;
  /** The texts the Edit Item modal shows, from the input. */
  messages: WishlistItemMessages;
}

/** Events of the Edit Item flow. */
export type WishlistItemEvent =
  /** 'Update wishlist' with an in-stock size (the size step's `size.confirmed`). */
  { type: "variant.choose"; variant: WishlistSizeOption };

/** What the Edit Item flow emits. */
export type WishlistItemEmitted = { type: "item.updated"; item: WishlistItem };

/** Options of `connectWishlistItem`. */
export interface WishlistItemConnectOptions extends ConnectOptions<WishlistItemMessages> {
  /** Closes the modal (close button, Escape). */
  readonly onClose?: () => void;
}

/** The Edit Item flow's API (account-area §2 "Item modal 'Edit Item'"). */
export interface WishlistItemApi extends SliceState {
  /** 'Edit Item'. */
  readonly title: string;
  /** The item. */
  readonly item: WishlistItem;
  /** Saving. */
  readonly isBusy: boolean;
  /** Saved. */
  readonly isUpdated: boolean;
  /** The modal's message (failure, or 'Wishlist updated'). */
  readonly message: string | null;
  /** Props of the dialog. */
  getDialogProps<T extends object = object>(
    props?: T,
  ): MergedProps<
    {
      id: string;
      role: "dialog";
      "aria-modal": true;
      "aria-labelledby": string;
      tabIndex: -1;
      /** Moves focus in on open and back to the opener on close. */
      ref: (element: unknown) => void;
      /** Handles a key press. */
      /** Escape closes; Tab stays inside. */
      onKeyDown(event: KeyboardEventLike): void;
    },
    T
  >;
  /** Props of its title. */
  getTitleProps<T extends object = object>(props?: T): MergedProps<{ id: string }, T>;
  /** Props of the close button. */
  getCloseButtonProps<T extends object = object>(props?: T): MergedProps<WishlistCloseButtonProps, T>;
  /** Props of the message region. */
  getMessageProps<T extends object = object>(
    props?: T,
  ): MergedProps<{ id: string; role: "status"; "aria-live": "polite" }, T>;
}
