/**
 * `load`, called once: every call shares the first call's promise. A failed load is tried again
 * on the next call (a browser keeps a module that failed to download as failed until the page
 * reloads; a load that failed for another reason can succeed).
 *
 * @example
 * ```ts
 * const services = loadOnce(() => import("./services").then((module) => module.build()));
 * ```
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
