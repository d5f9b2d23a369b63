/** Options for writing a cookie. */
export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number;
  /** Absolute expiry; wins over `days`. */
  expires?: Date;
}

/**
 * Where solekit keeps what must survive a reload: guest wishlist, tracking ids, tokens' expiry,
 * pwp mutes. Replace it to use another store (e.g. server-side cookies during SSR).
 */
export interface StorageAdapter {
  /** Reads a local-storage item. */
  getItem(key: string): string | null;
  /** Writes a local-storage item. */
  setItem(key: string, value: string): void;
  /** Removes a local-storage item. */
  removeItem(key: string): void;
  /** Reads a cookie. */
  getCookie(name: string): string | undefined;
  /** Writes a cookie (path `/`, `SameSite=Lax`). */
  setCookie(name: string, value: string, options?: CookieOptions): void;
  /** Removes a cookie. */
  removeCookie(name: string): void;
}

/**
 * A storage adapter that lives in memory: for tests, SSR and browsers that refuse storage.
 *
 * @example
 * ```ts
 * const storage = createMemoryStorage({ "customer-wishlist-SS": '["1:2"]' });
 * storage.getItem("customer-wishlist-SS"); // '["1:2"]'
 * ```
 */
export function createMemoryStorage(
  items: Readonly<Record<string, string>> = {},
  cookies: Readonly<Record<string, string>> = {},
): StorageAdapter {
  const itemMap = new Map(Object.entries(items));
  const cookieMap = new Map(Object.entries(cookies));
  return {
    getItem: (key) => itemMap.get(key) ?? null,
    setItem: (key, value) => void itemMap.set(key, value),
    removeItem: (key) => void itemMap.delete(key),
    getCookie: (name) => cookieMap.get(name),
    setCookie: (name, value) => void cookieMap.set(name, value),
    removeCookie: (name) => void cookieMap.delete(name),
  };
}

function usableLocalStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    const probe = "__solekit_probe__";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    // Private modes and SSR throw or lack localStorage; fall back to memory below.
    return undefined;
  }
}

/**
 * The default storage: `localStorage` and `document.cookie`, falling back to memory where the
 * browser refuses them. Call it only in the browser (the provider does so lazily).
 *
 * @example
 * ```ts
 * const storage = createBrowserStorage();
 * storage.setCookie("ssShopperId", id, { days: 365 });
 * ```
 */
export function createBrowserStorage(): StorageAdapter {
  const local = usableLocalStorage();
  const memory = createMemoryStorage();
  const doc = typeof document === "undefined" ? undefined : document;
  return {
    getItem: (key) => (local ? local.getItem(key) : memory.getItem(key)),
    setItem: (key, value) => {
      try {
        local ? local.setItem(key, value) : memory.setItem(key, value);
      } catch {
        // Quota exceeded: keep the value for this page rather than lose the user's change.
        memory.setItem(key, value);
      }
    },
    removeItem: (key) => {
      local?.removeItem(key);
      memory.removeItem(key);
    },
    getCookie: (name) => {
      if (!doc) return memory.getCookie(name);
      const prefix = `${encodeURIComponent(name)}=`;
      const hit = doc.cookie.split("; ").find((part) => part.startsWith(prefix));
      return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
    },
    setCookie: (name, value, options = {}) => {
      if (!doc) return memory.setCookie(name, value, options);
      const expires =
        options.expires ??
        (options.days === undefined ? undefined : new Date(Date.now() + options.days * 86_400_000));
      const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${
        expires ? `; expires=${expires.toUTCString()}` : ""
      }${secure}`;
    },
    removeCookie: (name) => {
      if (!doc) return memory.removeCookie(name);
      doc.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    },
  };
}
