// Clears the wishlists' IndexedDB copy with the bare API (no idb-keyval), so the session's logout
// can call it on any page, storefront ones included, for a few bytes.
import { WISHLIST_CACHE_DATABASE, WISHLIST_CACHE_STORE } from "../../rules/keys";

/**
 * Empties the cached wishlists of every customer in this browser (logout, an ended session).
 * Creates nothing when the database does not exist; a no-op without IndexedDB (a server).
 * Resolves once the copy is gone (or there was none).
 *
 * @example
 * ```ts
 * await clearWishlistCacheDatabase();
 * ```
 */
export function clearWishlistCacheDatabase(
  idb: IDBFactory | undefined = typeof indexedDB === "undefined" ? undefined : indexedDB,
): Promise<void> {
  if (!idb) return Promise.resolve();
  return new Promise((resolve) => {
    const request = idb.open(WISHLIST_CACHE_DATABASE);
    // No database yet: nothing to clear, and none is made.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(WISHLIST_CACHE_STORE)) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction(WISHLIST_CACHE_STORE, "readwrite");
      tx.objectStore(WISHLIST_CACHE_STORE).clear();
      tx.oncomplete =
        tx.onerror =
        tx.onabort =
          () => {
            db.close();
            resolve();
          };
    };
  });
}
