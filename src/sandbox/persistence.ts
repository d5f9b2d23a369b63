/** Where the sandbox keeps its changed state between page loads. */
export interface SandboxPersistence {
  /** The saved state as JSON, or null when nothing is saved. */
  load(): string | null;
  /** Saves the state as JSON. */
  save(json: string): void;
  /** Forgets the saved state. */
  clear(): void;
  /**
   * Calls back with the state another tab saved, so every tab's sandbox answers alike (the
   * shared service it stands for would). Returns an unsubscribe. @default none
   */
  watch?(onSaved: (json: string) => void): () => void;
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
  let saved: string | null = null;
  return {
    load: () => saved,
    save: (json) => {
      saved = json;
    },
    clear: () => {
      saved = null;
    },
  };
}

/**
 * Persists to `localStorage` under `key`, so a reload of the reference UI loses nothing.
 *
 * @example
 * ```ts
 * createSandbox({ persistence: localStoragePersistence("solekit-sandbox") });
 * ```
 */
export function localStoragePersistence(key: string): SandboxPersistence {
  return {
    load: () => globalThis.localStorage?.getItem(key) ?? null,
    save: (json) => {
      try {
        globalThis.localStorage?.setItem(key, json);
      } catch {
        // Storage full or refused: the sandbox keeps working in memory for this page.
      }
    },
    clear: () => globalThis.localStorage?.removeItem(key),
    watch(onSaved) {
      if (typeof window === "undefined") return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key && event.newValue) onSaved(event.newValue);
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}
