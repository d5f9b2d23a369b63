import type { UrlAdapter } from "../../src/runtime";

const ORIGIN = "https://shop.solekit.test";

/**
 * A memory history with Back and Forward behind a URL adapter, as `window.history` keeps it: a push
 * drops the entries after the current one. Counts every write (pushes and replaces).
 *
 * @example
 * ```ts
 * const history = testHistory("/search?query=boots");
 * syncSearchGridUrl(actor, { url: history.url });
 * history.back();
 * ```
 */
export function testHistory(path: string) {
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(path, ORIGIN), state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const entry = () => entries[index] ?? { url: new URL(ORIGIN), state: null };
  let writes = 0;
  const adapter: UrlAdapter = {
    current: () => new URL(entry().url),
    state: () => entry().state,
    navigate(to, options = {}) {
      writes++;
      const next = { url: new URL(to, entry().url), state: options.state ?? null };
      if (options.replace) entries[index] = next;
      else {
        entries.splice(index + 1, entries.length, next);
        index = entries.length - 1;
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    url: adapter,
    /** Every history write: pushes and replaces. */
    writes: () => writes,
    length: () => entries.length,
    /** The entries' URLs, path and search, first to last. */
    urls: () => entries.map((held) => `${held.url.pathname}${held.url.search}`),
    /** The current entry's position (0 for the first). */
    index: () => index,
    back() {
      index = Math.max(0, index - 1);
      notify();
    },
    forward() {
      index = Math.min(entries.length - 1, index + 1);
      notify();
    },
    search: () => adapter.current().search,
  };
}
