import { fromCallback } from "xstate";
import type { ListCalls, ListItemCalls, ProfileCalls, Wishlist } from "../../clients/loyalty";
import { type GuestWishlistEntry, parseGuestWishlist } from "../../rules/guest-wishlist";
import { GUEST_WISHLIST_STORAGE_KEY } from "../../rules/keys";
import { entriesToSync } from "../../rules/wishlist-membership";
import { fromRequest } from "../shared/request";
import { holdSyncLock, type SyncLockBrowser } from "./wishlist-sync.lock";
import type {
  WishlistSyncAddRequest,
  WishlistSyncEvent,
  WishlistSyncTagRequest,
} from "./wishlist-sync.types";

/** What the guest sync's actors call. */
export interface WishlistSyncServices {
  /** Reading the profile's tags and setting them. */
  readonly profile: Pick<ProfileCalls, "getProfile" | "updateProfile">;
  /** Finding and creating 'My First Wishlist'. */
  readonly lists: Pick<ListCalls, "getLists" | "createList">;
  /** Adding the items. */
  readonly items: Pick<ListItemCalls, "addListItem">;
  /** Where the guest wishlist is kept (`customer-wishlist-SS`). */
  readonly storage: {
    /** Reads an item. */
    getItem(key: string): string | null;
    /** Removes one. */
    removeItem(key: string): void;
  };
  /** The browser's locks and storage, for the sync lock; none on a server. */
  readonly browser?: SyncLockBrowser;
}

/**
 * Reads the guest wishlist for the sync: no stored list is no entries; stored text that is not a
 * JSON array is refused ('Invalid wishlist data format' — it stays where it is).
 *
 * @example
 * ```ts
 * readGuestEntriesForSync('["1:10"]'); // [{ productId: "1", variantId: "10" }]
 * ```
 */
export function readGuestEntriesForSync(stored: string | null): GuestWishlistEntry[] {
  if (stored === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    throw new TypeError("guest wishlist is not JSON");
  }
  if (!Array.isArray(data)) throw new TypeError("guest wishlist is not an array");
  return parseGuestWishlist(stored);
}

/**
 * The guest sync's side effects (account-area §4, §7): `GET /profile` for the tags, the local
 * guest wishlist, `GET /profile/lists` to find a 'My First Wishlist' an earlier attempt made,
 * `POST /profile/lists`, `POST /profile/lists/{id}/items` for each entry not on it yet (one at a
 * time, so a retry resumes where it stopped), `PUT /profile` with the tag, and the local copy
 * removed last. The lock is Web Locks or a storage lease ({@link holdSyncLock}).
 *
 * @example
 * ```ts
 * const actors = createWishlistSyncActors({ profile, lists, items, storage, browser: { locks: navigator.locks, localStorage } });
 * ```
 */
export function createWishlistSyncActors(services: WishlistSyncServices) {
  return {
    holdLock: fromCallback<WishlistSyncEvent>(({ sendBack }) =>
      holdSyncLock(services.browser, () => sendBack({ type: "lock.acquired" })),
    ),
    loadTags: fromRequest<string[]>(async (_, signal) => [
      ...(await services.profile.getProfile({ signal })).tags,
    ]),
    readLocal: fromRequest<GuestWishlistEntry[]>(async () =>
      readGuestEntriesForSync(services.storage.getItem(GUEST_WISHLIST_STORAGE_KEY)),
    ),
    findList: fromRequest<Wishlist | null, { name: string }>(async ({ name }, signal) => {
      const lists = await services.lists.getLists({ handle: "wishlist" }, { signal });
      return lists.find((list) => list.profile === null && list.name === name) ?? null;
    }),
    createList: fromRequest<Wishlist, { name: string }>(({ name }) => services.lists.createList({ name })),
    addItems: fromRequest<void, WishlistSyncAddRequest>(async ({ list, entries }) => {
      for (const entry of entriesToSync(entries, list.items)) {
        await services.items.addListItem(list.id, { productId: entry.productId, variantId: entry.variantId });
      }
    }),
    tagProfile: fromRequest<void, WishlistSyncTagRequest>(async ({ tags }) => {
      await services.profile.updateProfile({ tags: [...new Set(tags)] });
    }),
    clearLocal: fromRequest<void>(async () => services.storage.removeItem(GUEST_WISHLIST_STORAGE_KEY)),
  };
}
