// Render-as-you-fetch: a request started before the UI's code has loaded, handed over to the
// first call that asks the same (the grid's first search, the cart's first read).
import { type Clock, SolekitError, systemClock } from "../../runtime";

/** How long a prefetched answer waits for the call that takes it over. */
export const PREFETCH_MAX_AGE_MS = 10_000;

/** Options of {@link createPrefetch}. */
export interface PrefetchOptions {
  /** Older requests are not handed over. @default PREFETCH_MAX_AGE_MS (10 s) */
  maxAgeMs?: number;
  /** Time source. @default Date.now */
  clock?: Clock;
}

/**
 * Requests started ahead of the UI, each handed over once to the first call with the same key.
 * Give the same one to the clients that prefetch (`createSearchClient(config, { prefetch })`,
 * `createCartClient(config, { prefetch })`) and to the provider
 * (`<SolekitProvider prefetch={prefetch}>`), whose clients then take the answers over.
 */
export interface Prefetch {
  /** Starts `request` now and keeps it for {@link Prefetch.take} under `key`. */
  keep<T>(key: string, request: (signal: AbortSignal) => Promise<T>): void;
  /**
   * The request kept under `key`, taken over by the caller: once, only while it is younger than
   * `maxAgeMs`, and never one that already failed (the caller asks afresh instead). Aborting
   * `signal` rejects with a `SolekitError` of kind `aborted`, as the call it stands in for would,
   * and aborts the request unless the same key is taken again within the same task (a remount).
   * `undefined` when there is none to take.
   */
  take<T>(key: string, signal?: AbortSignal): Promise<T> | undefined;
  /** Drops and aborts the request kept under `key`: a change was sent, so its answer is stale. */
  forget(key: string): void;
}

interface Kept {
  promise: Promise<unknown>;
  controller: AbortController;
  startedAt: number;
  failed: boolean;
}

const aborted = () => new SolekitError({ kind: "aborted", message: "Request aborted" });

/**
 * Creates the store of prefetched requests (see {@link Prefetch}).
 *
 * @example
 * ```tsx
 * const prefetch = createPrefetch();
 * createSearchClient(config, { storage, prefetch }).prefetch({ q: "boots", page: 1 });
 * createCartClient(config, { prefetch }).prefetch();
 * // …the UI's code loads; the grid's first search.json and the cart's first read are the ones
 * // already in flight:
 * root.render(<SolekitProvider config={config} prefetch={prefetch}><App /></SolekitProvider>);
 * ```
 */
export function createPrefetch(options: PrefetchOptions = {}): Prefetch {
  const { maxAgeMs = PREFETCH_MAX_AGE_MS, clock = systemClock } = options;
  const kept = new Map<string, Kept>();
  return {
    keep(key, request) {
      kept.get(key)?.controller.abort();
      const controller = new AbortController();
      const entry: Kept = {
        promise: request(controller.signal),
        controller,
        startedAt: clock.now(),
        failed: false,
      };
      // A failure waits for no one: it is only remembered, so no call takes it over.
      entry.promise.catch(() => {
        entry.failed = true;
      });
      kept.set(key, entry);
    },
    forget(key) {
      kept.get(key)?.controller.abort();
      kept.delete(key);
    },
    take<T>(key: string, signal?: AbortSignal) {
      const entry = kept.get(key);
      kept.delete(key);
      if (!entry || entry.failed || clock.now() - entry.startedAt > maxAgeMs) {
        entry?.controller.abort();
        return undefined;
      }
      if (signal?.aborted) {
        entry.controller.abort();
        return Promise.reject(aborted());
      }
      return new Promise<T>((resolve, reject) => {
        // The caller gave it up. It goes back for one task, so the same call made again at once
        // (a component remounted, as React's StrictMode does) takes it over; then it is aborted.
        const onAbort = () => {
          reject(aborted());
          kept.set(key, entry);
          setTimeout(() => {
            if (kept.get(key) !== entry) return;
            kept.delete(key);
            entry.controller.abort();
          });
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        entry.promise.then(
          (value) => {
            signal?.removeEventListener("abort", onAbort);
            resolve(value as T);
          },
          (error: unknown) => {
            signal?.removeEventListener("abort", onAbort);
            reject(error);
          },
        );
      });
    },
  };
}

/**
 * The store a client's `prefetch()` keeps its request in: the one the client was given. A client
 * carries no store of its own, so an app that never prefetches ships none of this file but the
 * lookup.
 *
 * @example
 * ```ts
 * prefetchStore(options.prefetch, "createSearchClient").keep(key, request);
 * ```
 */
export function prefetchStore(store: Prefetch | undefined, factory: string): Prefetch {
  if (store) return store;
  throw new Error(`${factory}(config, { prefetch: createPrefetch() }) is needed to call prefetch()`);
}
