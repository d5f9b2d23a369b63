import type { Wishlist, WishlistItem } from "../../clients/loyalty";
import type { SolekitError } from "../../runtime/solekit-error";
import type { CustomerPropGetter } from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike } from "../shared/events";
import type { WishlistDetailMessages } from "../wishlists/wishlist-detail-messages";

/**
 * The cached wishlists as a remove edits them optimistically: a framework-free view of the query
 * client's `Wishlists` entry (the hook builds it; a test passes an array).
 */
export interface WishlistsCache {
  /** Cancels refetches in flight, so none overwrites the optimistic lists. */
  cancel(): Promise<void>;
  /** Replaces the cached lists (nothing happens when none are cached). */
  update(change: (lists: readonly Wishlist[]) => Wishlist[]): void;
}

/** An item to remove, with the list it is on. */
export interface WishlistItemRef {
  /** The list's id. */
  readonly listId: number;
  /** The item. */
  readonly item: WishlistItem;
}

/** A cart line 'Add items to bag' sends: a variant id, quantity 1. */
export interface WishlistBagLine {
  /** Storefront variant id (numeric). */
  readonly id: number;
  /** Always 1 (account-area §7). */
  readonly quantity: 1;
}

/** Input of the wishlist detail machine. */
export interface WishlistDetailInput {
  /** Messages. @default the wishlists part of the catalogue */
  messages?: WishlistDetailMessages;
}

/** A remove the service refused: the item is back, with this message. */
export interface WishlistRemoveFailure {
  /** The item's id. */
  readonly itemId: number;
  /** What the member reads. */
  readonly message: string;
}

/** Context of the wishlist detail machine. */
export interface WishlistDetailContext {
  /** Removes asked for, oldest first; the first is the one running. */
  removals: WishlistItemRef[];
  /** Every item this page removed (asking again is ignored). */
  removedIds: number[];
  /** The last item removed, for the live region, until the next action. */
  removed: WishlistItemRef | null;
  /** The last remove refused, until the next action. */
  removeFailure: WishlistRemoveFailure | null;
  /** The lines of the add running, else `null`. */
  bagLines: WishlistBagLine[] | null;
  /** How many lines the last add put in the bag, else `null`. */
  added: number | null;
  /** Whether the last add was refused. */
  bagFailed: boolean;
  /** The last failure of a call. */
  error: SolekitError | null;
  /** Messages. */
  messages: WishlistDetailMessages;
}

/** Events of the wishlist detail machine. */
export type WishlistDetailEvent =
  /** Remove pressed on an item. */
  | { type: "item.remove"; listId: number; item: WishlistItem }
  /** Add items to bag pressed, with the available variants whose SKU matches. */
  | { type: "bag.add"; lines: readonly WishlistBagLine[] };

/** Options of `connectWishlistDetail`. */
export type WishlistDetailConnectOptions = ConnectOptions<WishlistDetailMessages>;

/** Props of an item's Remove button. */
export interface WishlistRemoveButtonProps {
  /** DOM id: focus comes here from the item before it as that one goes, and back here if this remove is refused. */
  id: string;
  /** Not a submit. */
  type: "button";
  /** Disabled while its remove is queued or running. */
  disabled: boolean;
  /** Names the item and the list. */
  "aria-label": string;
  /** Removes the item, and moves focus to the next item's Remove (else the empty state). */
  onClick(event: EventLike): void;
}

/** Props of what the page says when the list is empty: where focus goes when the last item goes. */
export interface WishlistEmptyStateProps {
  /** DOM id. */
  id: string;
  /** Focusable by script only. */
  tabIndex: -1;
}

/** Props of the Add items to bag button. */
export interface WishlistBagButtonProps {
  /** DOM id. */
  id: string;
  /** Not a submit. */
  type: "button";
  /** Disabled when nothing on the list can be bought (it then reads 'Out of Stock'). */
  disabled: boolean;
  /** Set while an add runs (a press then merges into it). */
  "aria-busy": boolean;
  /** Adds the lines. */
  onClick(event: EventLike): void;
}

/** Props of the live region that announces removes and adds. */
export interface WishlistStatusProps {
  /** DOM id. */
  id: string;
  /** Polite announcements. */
  role: "status";
}

/** The item actions of a wishlist's detail page, as `connectWishlistDetail` returns them. */
export interface WishlistDetailActionsApi extends SliceState {
  /** Whether an add to bag runs. */
  readonly isAddingToBag: boolean;
  /** The announcement of the last remove, add or failure, else `null`. */
  readonly statusMessage: string | null;
  /** The last refused remove (the item is back), else `null`. */
  readonly removeFailure: WishlistRemoveFailure | null;
  /** Whether the last add was refused. */
  readonly bagFailed: boolean;
  /** Whether this item's remove is queued or running. */
  isRemoving(itemId: number): boolean;
  /** Removes an item from a list. */
  removeItem(listId: number, item: WishlistItem): void;
  /** Adds lines to the bag through the cart. */
  addToBag(lines: readonly WishlistBagLine[]): void;
  /**
   * An item's Remove button (`name` is the list's title). `next` is the item whose Remove takes
   * focus as this one goes (the one after it, else the one before; `connectWishlistPage` fills it
   * from the list's order); with none, focus goes to the empty state (`getEmptyStateProps`).
   */
  getRemoveButtonProps: <T extends object>(
    ref: { listId: number; item: WishlistItem; name: string; next?: WishlistItem | null },
    props?: T,
  ) => ReturnType<CustomerPropGetter<WishlistRemoveButtonProps>>;
  /** What the page says when the list is empty ('Your Wishlist is empty'). */
  getEmptyStateProps: CustomerPropGetter<WishlistEmptyStateProps>;
  /** The live region. */
  getStatusProps: CustomerPropGetter<WishlistStatusProps>;
}
