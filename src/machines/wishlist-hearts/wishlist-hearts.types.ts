import type { AccountMessageCatalogue } from "../../rules/messages";
import type { WishlistItemRef, WishlistMembershipList } from "../../rules/wishlist-membership";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";
import type { WishlistModalProduct } from "../wishlist-modal/wishlist-modal.types";

/** The messages the members' hearts use. */
export type WishlistHeartsMessages = Pick<
  AccountMessageCatalogue,
  | "wishlistHeartAdd"
  | "wishlistHeartRemove"
  | "wishlistHeartRemoveFailed"
  | "wishlistLinkLabel"
  | "wishlistLinkLabelOne"
>;

/** Input of the hearts machine. */
export interface WishlistHeartsInput {
  /** A signed-in member (a guest's hearts are the guest wishlist's). */
  member: boolean;
  /** Messages. */
  messages: WishlistHeartsMessages;
}

/** What `removeItems` is asked. */
export interface WishlistRemoveRequest {
  /** The product whose heart was pressed again. */
  readonly product: WishlistModalProduct;
  /** Its items on every list. */
  readonly refs: readonly WishlistItemRef[];
}

/** Context of the hearts machine. */
export interface WishlistHeartsContext {
  /** A signed-in member. */
  member: boolean;
  /** The member's lists, once read. */
  lists: WishlistMembershipList[] | null;
  /** Items being removed, hidden at once (`listId:itemId`). */
  hidden: string[];
  /** A heart pressed before the lists were read: handled when they arrive. */
  queued: WishlistModalProduct | null;
  /** The product the wishlist modal is open for. */
  modalProduct: WishlistModalProduct | null;
  /** The last failure. */
  error: SolekitError | null;
  /** Its message. */
  errorMessage: string | null;
  /** Removals spawned so far (their actor ids). */
  removals: number;
  /** Messages. */
  messages: WishlistHeartsMessages;
}

/** Events of the hearts machine. */
export type WishlistHeartsEvent =
  /** The member's lists as the account cache holds them now. */
  | { type: "lists.changed"; lists: WishlistMembershipList[] }
  /** They could not be read. */
  | { type: "lists.failed"; error: unknown }
  /** A heart was pressed. */
  | { type: "heart.toggle"; product: WishlistModalProduct }
  /** The wishlist modal closed. */
  | { type: "modal.close" }
  /** A removal landed. */
  | { type: "remove.done"; refs: readonly WishlistItemRef[] }
  /** A removal failed: its items show again. */
  | { type: "remove.failed"; refs: readonly WishlistItemRef[]; error: unknown };

/**
 * What the hearts emit. `heart.failed`: a heart's change failed and was rolled back; `message`
 * is the catalogue's (`wishlistHeartRemoveFailed`), for the page's notice.
 */
export type WishlistHeartsEmitted = {
  type: "heart.failed";
  /** What failed. */
  error: SolekitError;
  /** What the shopper reads. */
  message: string;
};

/** Options of `connectWishlistHearts`. */
export type WishlistHeartsConnectOptions = ConnectOptions<WishlistHeartsMessages>;

/** What a heart stands for. */
export interface WishlistHeartItem extends WishlistModalProduct {
  /**
   * The variant a guest's heart keeps when none is chosen (a card's first variant); a member's
   * modal still asks for the size.
   */
  readonly defaultVariantId?: string | number | null;
}

/** Our props of a heart button. */
export interface WishlistHeartProps {
  /** A plain button. */
  type: "button";
  /** Pressed when the product is on a list. */
  "aria-pressed": boolean;
  /** "Add {name} to wishlist" or "Remove {name} from wishlist". */
  "aria-label": string;
  /** Removes the product from every list, or opens the modal. */
  onClick(event: MouseEventLike): void;
}

/** The members' hearts (account-area §2 "Product cards", "headless wishlist button"). */
export interface WishlistHeartsApi extends SliceState {
  /** A signed-in member's hearts (false: use the guest wishlist). */
  readonly isMember: boolean;
  /** The lists have been read. */
  readonly isReady: boolean;
  /** Items on the member's lists (the header heart fills above 0). */
  readonly count: number;
  /** The header's wishlist link's accessible name: 'Wishlist, 1 item', 'Wishlist, {count} items'. */
  readonly countLabel: string;
  /** The product the wishlist modal is open for, else null. */
  readonly modalProduct: WishlistModalProduct | null;
  /** Whether a product is on any list. */
  isWishlisted(product: Pick<WishlistModalProduct, "productId" | "variantId">): boolean;
  /** Removes the product from every list when on one, otherwise opens the modal. */
  toggle(product: WishlistHeartItem): void;
  /** Closes the modal. */
  closeModal(): void;
  /** Props of a heart button. */
  getHeartProps<T extends object = object>(
    item: WishlistHeartItem,
    props?: T,
  ): MergedProps<WishlistHeartProps, T>;
}
