import type { Wishlist } from "../../clients/loyalty";
import type { GuestWishlistEntry } from "../../rules/guest-wishlist";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";

/** The messages of the guest sync (account-area §8 "Wishlist sync failures"). */
export type WishlistSyncMessages = Pick<
  AccountMessageCatalogue,
  | "firstWishlistName"
  | "wishlistSyncTagsFailed"
  | "wishlistSyncInvalidData"
  | "wishlistSyncProcessFailed"
  | "wishlistSyncCreateFailed"
  | "wishlistSyncInvalidResponse"
  | "wishlistSyncAddFailed"
  | "wishlistSyncTagsAfterSyncFailed"
>;

/** Input of the guest sync. */
export interface WishlistSyncInput {
  /** Messages. */
  messages: WishlistSyncMessages;
}

/** Context of the guest sync. */
export interface WishlistSyncContext {
  /** The profile's tags, once read. */
  tags: string[];
  /** The local entries to move. */
  entries: GuestWishlistEntry[];
  /** 'My First Wishlist', once found or created. */
  list: Wishlist | null;
  /** The failure, with the spec's message. */
  error: SolekitError | null;
  /** The spec's message of the step that failed. */
  errorMessage: string | null;
  /** Messages. */
  messages: WishlistSyncMessages;
}

/** Events of the guest sync. */
export type WishlistSyncEvent =
  /** This tab holds the sync lock. */
  { type: "lock.acquired" };

/** What the guest sync emits when it ends. */
export type WishlistSyncEmitted =
  | { type: "sync.done"; outcome: "skipped" | "tagged" | "synced"; listId: number | null }
  | { type: "sync.failed"; message: string };

/** What `addItems` is asked. */
export interface WishlistSyncAddRequest {
  /** The list to fill. */
  readonly list: Wishlist;
  /** The local entries. */
  readonly entries: readonly GuestWishlistEntry[];
}

/** What `tagProfile` is asked: every tag the profile should have. */
export interface WishlistSyncTagRequest {
  /** The tags, `wishlist-synced` included. */
  readonly tags: readonly string[];
}
