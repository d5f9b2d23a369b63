import type { SandboxPersistence } from "./persistence";
import { initialSandboxState, SANDBOX_STATE_VERSION, type SandboxState } from "./sandbox-state";
import type { World } from "./world";

/** The sandbox's changeable state, persisted after every change. */
export interface SandboxStore {
  /** The current state. Read it freely; change it only through {@link SandboxStore.update}. */
  readonly state: SandboxState;
  /** Applies a change and persists it. If `mutate` throws, the state is left as it was. */
  update<T>(mutate: (draft: SandboxState) => T): T;
  /** Returns to the seeded state and forgets what was saved. */
  reset(): void;
  /** Calls `listener` after every change; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

function restore(json: string | null): SandboxState | undefined {
  if (!json) return undefined;
  try {
    const parsed = JSON.parse(json) as Partial<SandboxState>;
    return parsed.version === SANDBOX_STATE_VERSION ? (parsed as SandboxState) : undefined;
  } catch {
    // A corrupt save is discarded: the sandbox starts again from the seed.
    return undefined;
  }
}

/**
 * Creates the store over a world: restored from `persistence` when a compatible save exists,
 * otherwise seeded from the world; it follows what other tabs save (`persistence.watch`).
 *
 * @example
 * ```ts
 * const store = createSandboxStore(world, memoryPersistence());
 * store.update((s) => s.inbox.push(message));
 * ```
 */
export function createSandboxStore(world: World, persistence: SandboxPersistence): SandboxStore {
  let state = restore(persistence.load()) ?? initialSandboxState(world);
  const listeners = new Set<() => void>();
  const changed = () => {
    persistence.save(JSON.stringify(state));
    for (const listener of listeners) listener();
  };
  // Another tab's change (a wishlist created there) is this tab's too, as on a shared service.
  persistence.watch?.((json) => {
    const saved = restore(json);
    if (!saved) return;
    state = saved;
    for (const listener of listeners) listener();
  });
  return {
    get state() {
      return state;
    },
    update(mutate) {
      // Work on a copy so a handler that fails half-way leaves nothing half-changed.
      const draft = structuredClone(state);
      const result = mutate(draft);
      state = draft;
      changed();
      return result;
    },
    reset() {
      persistence.clear();
      state = initialSandboxState(world);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
