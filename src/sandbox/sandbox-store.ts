import type { SandboxPersistence, SandboxSavedParts } from "./persistence";
import {
  initialSandboxState,
  SANDBOX_STATE_PARTS,
  SANDBOX_STATE_VERSION,
  type SandboxState,
} from "./sandbox-state";
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

// The state of saved parts: every part there, each parsed, of this shape version.
function restore(parts: SandboxSavedParts | null): SandboxState | undefined {
  if (!parts || SANDBOX_STATE_PARTS.some((part) => parts[part] === undefined)) return undefined;
  try {
    const state = Object.fromEntries(
      SANDBOX_STATE_PARTS.map((part) => [part, JSON.parse(parts[part] ?? "")]),
    ) as unknown as SandboxState;
    return state.version === SANDBOX_STATE_VERSION ? state : undefined;
  } catch {
    // A corrupt save is discarded: the sandbox starts again from the seed.
    return undefined;
  }
}

/**
 * Creates the store over a world: restored from `persistence` when a compatible save exists,
 * otherwise seeded from the world; it follows what other tabs save (`persistence.watch`). A
 * change saves only the parts it changed.
 *
 * @example
 * ```ts
 * const store = createSandboxStore(world, memoryPersistence());
 * store.update((s) => s.inbox.push(message));
 * ```
 */
export function createSandboxStore(world: World, persistence: SandboxPersistence): SandboxStore {
  const loaded = persistence.load();
  const restored = restore(loaded);
  let state = restored ?? initialSandboxState(world);
  // What the persistence holds, part by part, as far as this store knows.
  let saved: SandboxSavedParts = restored && loaded ? loaded : {};
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const changed = () => {
    const parts = SANDBOX_STATE_PARTS.flatMap((part) => {
      const json = JSON.stringify(state[part]);
      return json === saved[part] ? [] : [[part, json] as const];
    });
    if (parts.length > 0) {
      const changedParts = Object.fromEntries(parts);
      persistence.save(changedParts);
      saved = { ...saved, ...changedParts };
    }
    notify();
  };
  // Another tab's change (a wishlist created there) is this tab's too, as on a shared service.
  persistence.watch?.((parts) => {
    saved = { ...saved, ...parts };
    const next = restore(saved);
    if (!next) return;
    state = next;
    notify();
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
      saved = {};
      state = initialSandboxState(world);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
