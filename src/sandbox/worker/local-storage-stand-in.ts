// msw creates its cookie store as it loads, and the store insists on `localStorage` everywhere
// but node. A service worker has no `localStorage`; the sandbox's handlers set no cookies, so an
// in-memory stand-in, for this worker's lifetime, is all msw needs.

/**
 * Gives a worker that has no `localStorage` an in-memory one, before msw loads. Does nothing
 * where `localStorage` exists.
 *
 * @example
 * ```ts
 * installLocalStorageStandIn();
 * const { getResponse } = await import("msw");
 * ```
 */
export function installLocalStorageStandIn(scope: { localStorage?: Storage } = globalThis): void {
  if (scope.localStorage) return;
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  scope.localStorage = storage;
}
