import { clear, createStore, entries, setMany } from "idb-keyval";
import type { SandboxPersistence, SandboxSavedParts } from "../persistence";

/** {@link SandboxPersistence} over IndexedDB, with a way to wait for its writes. */
export interface IndexedDbPersistence extends SandboxPersistence {
  /** Resolves once every save and clear asked for so far is written (or has failed). */
  settled(): Promise<void>;
}

/**
 * Persists the sandbox's state in IndexedDB, one entry per part in the database `key`: where a
 * service worker, which has no `localStorage`, keeps it between its restarts. Reads what is saved
 * first (IndexedDB only reads asynchronously), so the store restores it as it starts. Writes go
 * in order, one after another; a failed write leaves the sandbox working in memory.
 *
 * @example
 * ```ts
 * const persistence = await indexedDbPersistence("solekit-sandbox:1:2000");
 * const sandbox = createSandbox({ persistence });
 * ```
 */
export async function indexedDbPersistence(key: string): Promise<IndexedDbPersistence> {
  const database = createStore(key, "parts");
  let saved: SandboxSavedParts | null = null;
  try {
    const parts = await entries<string, string>(database);
    saved = parts.length > 0 ? Object.fromEntries(parts) : null;
  } catch {
    // IndexedDB refused (private mode, storage off): the sandbox starts from the seed.
  }
  let writing: Promise<void> = Promise.resolve();
  const enqueue = (write: () => Promise<void>) => {
    writing = writing.then(write).catch(() => undefined);
  };
  return {
    load: () => saved,
    save: (changed) => enqueue(() => setMany(Object.entries(changed), database)),
    clear: () => enqueue(() => clear(database)),
    settled: () => writing,
  };
}
