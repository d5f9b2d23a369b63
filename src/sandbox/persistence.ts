/**
 * The sandbox state as saved, part by part: each top-level key of the state (`customer`,
 * `carts`, `inbox` …) as JSON, so a change writes only the parts it changed.
 */
export type SandboxSavedParts = Readonly<Record<string, string>>;

/** Where the sandbox keeps its changed state between page loads. */
export interface SandboxPersistence {
  /** The saved parts, or null when nothing is saved. */
  load(): SandboxSavedParts | null;
  /** Saves the parts that changed; the others keep what was saved before. */
  save(changed: SandboxSavedParts): void;
  /** Forgets every saved part. */
  clear(): void;
  /**
   * Calls back with the parts another tab saved, so every tab's sandbox answers alike (the
   * shared service it stands for would). Returns an unsubscribe. @default none
   */
  watch?(onSaved: (changed: SandboxSavedParts) => void): () => void;
}

/**
 * No persistence: every sandbox starts from the seed (node tests).
 *
 * @example
 * ```ts
 * createSandbox({ persistence: memoryPersistence() });
 * ```
 */
export function memoryPersistence(): SandboxPersistence {
  let saved: SandboxSavedParts | null = null;
  return {
    load: () => saved,
    save: (changed) => {
      saved = { ...saved, ...changed };
    },
    clear: () => {
      saved = null;
    },
  };
}

/**
 * Persists to `localStorage`, one item per part under `{key}/{part}`, so a reload of the
 * reference UI loses nothing and a change writes only what it changed (a beacon batch, not the
 * demo customer's orders).
 *
 * @example
 * ```ts
 * createSandbox({ persistence: localStoragePersistence("solekit-sandbox") });
 * localStorage.getItem("solekit-sandbox/inbox"); // the inbox's messages, as JSON
 * ```
 */
export function localStoragePersistence(key: string): SandboxPersistence {
  const prefix = `${key}/`;
  const storage = () => globalThis.localStorage as Storage | undefined;
  const savedKeys = () => Object.keys(storage() ?? {}).filter((item) => item.startsWith(prefix));
  return {
    load() {
      // A save from before the parts (the whole state under `key`) is of an older shape.
      storage()?.removeItem(key);
      const parts = savedKeys().map((item) => [item.slice(prefix.length), storage()?.getItem(item) ?? ""]);
      return parts.length > 0 ? Object.fromEntries(parts) : null;
    },
    save(changed) {
      try {
        for (const [part, json] of Object.entries(changed)) storage()?.setItem(prefix + part, json);
      } catch {
        // Storage full or refused: the sandbox keeps working in memory for this page.
      }
    },
    clear() {
      for (const item of savedKeys()) storage()?.removeItem(item);
    },
    watch(onSaved) {
      if (typeof window === "undefined") return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key?.startsWith(prefix) && event.newValue !== null)
          onSaved({ [event.key.slice(prefix.length)]: event.newValue });
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}
