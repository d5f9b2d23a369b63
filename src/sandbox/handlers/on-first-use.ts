import { getResponse, type HttpHandler, http, type RequestHandler } from "msw";
import { loadOnce } from "../load-once";

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
