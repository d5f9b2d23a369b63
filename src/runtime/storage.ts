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

type CookieJar = Pick<StorageAdapter, "getCookie" | "setCookie" | "removeCookie">;

// Cookies on `document.cookie`, always with path `/` and `SameSite=Lax` (and `Secure` on https).
function documentCookies(doc: Document): CookieJar {
  const encode = encodeURIComponent;
  const setCookie: CookieJar["setCookie"] = (name, value, { days, expires } = {}) => {
    const until = expires ?? (days === undefined ? undefined : new Date(Date.now() + days * 86_400_000));
    const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
    doc.cookie = `${encode(name)}=${encode(value)}; path=/; SameSite=Lax${
      until ? `; expires=${until.toUTCString()}` : ""
    }${secure}`;
  };
  return {
    getCookie(name) {
      const prefix = `${encode(name)}=`;
      const hit = doc.cookie.split("; ").find((part) => part.startsWith(prefix));
      return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
    },
    setCookie,
    // An expiry in the past is how a cookie is deleted.
    removeCookie: (name) => setCookie(name, "", { expires: new Date(0) }),
  };
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
  const memory = createMemoryStorage();
  const local = usableLocalStorage();
  return {
    // Without a document (SSR, workers) cookies stay in memory, as items do without localStorage.
    ...memory,
    ...(typeof document === "undefined" ? {} : documentCookies(document)),
    // Memory holds only what localStorage refused, so it is read first.
    getItem: (key) => memory.getItem(key) ?? local?.getItem(key) ?? null,
    setItem(key, value) {
      try {
        if (local) {
          local.setItem(key, value);
          return memory.removeItem(key);
        }
      } catch {
        // Quota exceeded: keep the value for this page rather than lose the user's change.
      }
      memory.setItem(key, value);
    },
    removeItem(key) {
      local?.removeItem(key);
      memory.removeItem(key);
    },
  };
}
