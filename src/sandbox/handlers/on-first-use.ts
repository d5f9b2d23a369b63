import { getResponse, type HttpHandler, http, type RequestHandler } from "msw";

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

/**
 * Handlers that stand in for ones built on first use: the first request to one of `routes` (msw
 * URL patterns) loads the real handlers (once, for all of them), and every request to them is
 * answered by those, as if they had been listed in their place. A request none of them answers
 * falls through to the handlers listed after, as it would have.
 *
 * @example
 * ```ts
 * const handlers = onFirstUse(["https://api.example.test/*"], async () => {
 *   const { apiHandlers } = await import("./api-handlers");
 *   return apiHandlers(context);
 * });
 * ```
 */
export function onFirstUse(routes: readonly string[], load: () => Promise<RequestHandler[]>): HttpHandler[] {
  const handlers = loadOnce(load);
  return routes.map((path) => http.all(path, async ({ request }) => getResponse(await handlers(), request)));
}
