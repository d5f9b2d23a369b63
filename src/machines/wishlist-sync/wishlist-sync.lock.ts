// The lock that makes two tabs signing in at once sync the guest wishlist once: Web Locks where
// the browser has them, else a lease in local storage. Framework-free.

/** The browser parts the lock uses. */
export interface SyncLockBrowser {
  /** `navigator.locks`, where the browser has Web Locks. */
  readonly locks?: {
    /** Runs `callback` while holding the named lock. */
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
  };
  /** Local storage, for the lease when Web Locks are missing. */
  readonly localStorage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

/** Name of the lock (and of the storage lease's key). */
export const WISHLIST_SYNC_LOCK = "solekit-wishlist-sync";

/** How long a storage lease lasts if its tab dies holding it. */
export const WISHLIST_SYNC_LEASE_MS = 30_000;

/** How often a tab waiting for a storage lease looks again. */
export const WISHLIST_SYNC_RETRY_MS = 250;

let owners = 0;

/**
 * Waits for the sync lock, calls `onAcquired` once this tab holds it, and returns the function
 * that releases it (or stops waiting). Without Web Locks a lease is written to local storage,
 * read back after a moment (the last writer wins) and expires after 30 s; with neither, the lock
 * is granted at once (a server, a test).
 *
 * @example
 * ```ts
 * const release = holdSyncLock({ locks: navigator.locks, localStorage }, () => runSync().finally(release));
 * ```
 */
export function holdSyncLock(
  browser: SyncLockBrowser | undefined,
  onAcquired: () => void,
  now: () => number = Date.now,
): () => void {
  if (browser?.locks) {
    const controller = new AbortController();
    let release: (() => void) | undefined;
    browser.locks
      .request(WISHLIST_SYNC_LOCK, { signal: controller.signal }, () => {
        if (controller.signal.aborted) return Promise.resolve();
        return new Promise<void>((resolve) => {
          release = resolve;
          onAcquired();
        });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      release?.();
    };
  }
  const storage = browser?.localStorage;
  if (!storage) {
    onAcquired();
    return () => undefined;
  }
  owners += 1;
  const me = `${now().toString(36)}-${owners}-${Math.random().toString(36).slice(2)}`;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const leaseHolder = () => {
    try {
      const lease = JSON.parse(storage.getItem(WISHLIST_SYNC_LOCK) ?? "null") as {
        owner?: string;
        until?: number;
      } | null;
      return lease && typeof lease.until === "number" && lease.until > now() ? (lease.owner ?? null) : null;
    } catch {
      return null;
    }
  };
  const attempt = () => {
    const holder = leaseHolder();
    if (holder === null) {
      storage.setItem(
        WISHLIST_SYNC_LOCK,
        JSON.stringify({ owner: me, until: now() + WISHLIST_SYNC_LEASE_MS }),
      );
      // Another tab may have written at the same moment: the lease read back decides.
      timer = setTimeout(() => {
        if (leaseHolder() === me) {
          held = true;
          onAcquired();
        } else {
          timer = setTimeout(attempt, WISHLIST_SYNC_RETRY_MS);
        }
      }, 50);
      return;
    }
    timer = setTimeout(attempt, WISHLIST_SYNC_RETRY_MS);
  };
  attempt();
  return () => {
    if (timer) clearTimeout(timer);
    if (held && leaseHolder() === me) storage.removeItem(WISHLIST_SYNC_LOCK);
  };
}
