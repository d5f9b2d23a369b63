// The wishlists' local copy (account-area §7: "wishlists cached in a local database"): IndexedDB
// through idb-keyval, one entry per customer id. Framework-free, so a Vue host follows the same
// cache; only account pages load it.
import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";
import type { Wishlist } from "../../clients/loyalty";
import { WISHLIST_CACHE_DATABASE, WISHLIST_CACHE_STORE, WISHLIST_UPDATE_EVENT } from "../../rules/keys";

/** The local copy of the wishlists, one entry per customer id. */
export interface WishlistLocalStore {
  /** The customer's cached lists, or `undefined`. */
  read(customerId: string): Promise<Wishlist[] | undefined>;
  /** Keeps the customer's lists. */
  write(customerId: string, lists: readonly Wishlist[]): Promise<void>;
  /** Drops every customer's copy but this one's (a copy left by someone else on this browser). */
  keepOnly(customerId: string): Promise<void>;
}

/**
 * The IndexedDB copy of the wishlists (`solekit-wishlists`, store `lists`), opened on first use;
 * `null` without IndexedDB (a server, a private mode that refuses it).
 *
 * @example
 * ```ts
 * const store = createWishlistLocalStore();
 * await store?.write("cust-1", lists);
 * ```
 */
export function createWishlistLocalStore(): WishlistLocalStore | null {
  // idb-keyval opens the page's own `indexedDB`.
  if (typeof indexedDB === "undefined") return null;
  let opened: UseStore | null = null;
  const store = () => {
    opened ??= createStore(WISHLIST_CACHE_DATABASE, WISHLIST_CACHE_STORE);
    return opened;
  };
  return {
    read: (customerId) => get<Wishlist[]>(customerId, store()),
    write: (customerId, lists) => set(customerId, lists, store()),
    async keepOnly(customerId) {
      const stored = await keys(store());
      await Promise.all(stored.filter((key) => key !== customerId).map((key) => del(key, store())));
    },
  };
}

/** The `Wishlists` query entry as the local cache follows it (the hook adapts its query client). */
export interface WishlistQueryEntry {
  /** The lists cached in memory, if any. */
  read(): readonly Wishlist[] | undefined;
  /** Shows lists from the local copy at once, as stale data the query refetches. */
  seed(lists: readonly Wishlist[]): void;
  /** Calls back with each list the query settles on (fetched or edited). */
  subscribe(onLists: (lists: readonly Wishlist[]) => void): () => void;
  /** Refetches the lists (another tab changed them). */
  invalidate(): void;
}

/** The browser the local cache tells the other tabs through. */
export interface WishlistCacheBrowser {
  /** Window events: `omneo:wishlist:update` (this tab changed them), `storage` (the fallback). */
  addEventListener(type: string, listener: (event: Event) => void): void;
  /** Removes a listener. */
  removeEventListener(type: string, listener: (event: Event) => void): void;
  /** Storage, for the fallback signal when BroadcastChannel is missing. */
  readonly localStorage?: Pick<Storage, "setItem">;
}

/** Options of {@link followWishlistLocalCache}. */
export interface FollowWishlistLocalCacheOptions {
  /** The signed-in customer's id. */
  readonly customerId: string;
  /** The local copy; `null` leaves only the cross-tab signal. */
  readonly store: WishlistLocalStore | null;
  /** The query entry. */
  readonly query: WishlistQueryEntry;
  /** The window; undefined on a server (nothing to follow). */
  readonly browser?: WishlistCacheBrowser;
  /** Makes the channel to the other tabs. @default `new BroadcastChannel(name)` when available */
  readonly channel?: (name: string) => Pick<BroadcastChannel, "postMessage" | "close" | "addEventListener">;
}

/** The BroadcastChannel name and the storage key of the fallback signal. */
export const WISHLIST_CHANNEL = "solekit-wishlists";

/**
 * Keeps the `Wishlists` query and its IndexedDB copy together, and the browser's tabs in step:
 * the copy is read first and shown at once when the query has nothing yet (stale, so it is
 * refetched); every list the query settles on is written back; a copy another customer left on
 * this browser is dropped. When this tab changes a wishlist (`omneo:wishlist:update`), the
 * other tabs are told (BroadcastChannel, else a `storage` write) and refetch theirs. Returns the
 * function that stops it.
 *
 * @example
 * ```ts
 * const stop = followWishlistLocalCache({
 *   customerId: config.customer.id,
 *   store: createWishlistLocalStore(),
 *   query: { read, seed, subscribe, invalidate },
 *   browser: window,
 * });
 * ```
 */
export function followWishlistLocalCache(options: FollowWishlistLocalCacheOptions): () => void {
  const { customerId, store, query, browser } = options;
  let stopped = false;
  if (store) {
    void store
      .keepOnly(customerId)
      .then(() => store.read(customerId))
      .then((lists) => {
        if (!stopped && lists && query.read() === undefined) query.seed(lists);
      })
      // A refused or broken local copy only costs the head start: the query fetches as usual.
      .catch(() => undefined);
  }
  const unsubscribe = query.subscribe((lists) => {
    if (store && !stopped) void store.write(customerId, lists).catch(() => undefined);
  });
  if (!browser)
    return () => {
      stopped = true;
      unsubscribe();
    };
  const makeChannel =
    options.channel ??
    (typeof BroadcastChannel === "undefined" ? undefined : (name: string) => new BroadcastChannel(name));
  const channel = makeChannel?.(WISHLIST_CHANNEL);
  const fromOtherTab = (customer: unknown) => {
    if (customer === customerId) query.invalidate();
  };
  const onMessage = (event: Event) => fromOtherTab((event as MessageEvent).data);
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === WISHLIST_CHANNEL && newValue) fromOtherTab(newValue.split(":")[0]);
  };
  const onLocalChange = () => {
    if (channel) channel.postMessage(customerId);
    else browser.localStorage?.setItem(WISHLIST_CHANNEL, `${customerId}:${Date.now()}`);
  };
  channel?.addEventListener("message", onMessage);
  if (!channel) browser.addEventListener("storage", onStorage);
  browser.addEventListener(WISHLIST_UPDATE_EVENT, onLocalChange);
  return () => {
    stopped = true;
    unsubscribe();
    browser.removeEventListener(WISHLIST_UPDATE_EVENT, onLocalChange);
    browser.removeEventListener("storage", onStorage);
    channel?.close();
  };
}
