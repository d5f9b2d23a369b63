import { type HttpHandler, HttpResponse } from "msw";
import { route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import {
  autocompleteCatalogue,
  listParam,
  parseSearchRequest,
  positiveIntParam,
  recommendProducts,
  recordQuery,
  requireSiteId,
  SearchRequestError,
  searchCatalogue,
  suggestQueries,
  trendingQueries,
} from "../search-engine";

/** Runs an engine call, turning a refused request into the service's 400 with a JSON message. */
function answer(run: () => unknown): Response {
  try {
    return HttpResponse.json(run() as never);
  } catch (error) {
    if (error instanceof SearchRequestError) throw new SandboxHttpError(400, { message: error.message });
    throw error;
  }
}

/**
 * The search service over the sandbox's engine: `search.json`, `autocomplete.json`,
 * `suggest/query`, `suggest/trending` and `boost/{site}/recommend`. A first-page search that
 * finds something is added to the query log in the sandbox state (unless it is the re-search of
 * a correction, which carries `oq`), so searches feed suggestions and trending searches.
 *
 * @example
 * ```ts
 * setupServer(...searchHandlers(context));
 * ```
 */
export function searchHandlers(ctx: SandboxContext): HttpHandler[] {
  const { world, store, faults } = ctx;
  const host = sandboxHosts.search;
  return [
    route(faults, { method: "get", path: `${host}/api/search/search.json` }, ({ url }) =>
      answer(() => {
        const request = parseSearchRequest(url.searchParams);
        const body = searchCatalogue(world, request);
        const searched = body.query?.string ?? "";
        if (searched && request.page === 1 && !request.oq && body.pagination.totalResults > 0) {
          store.update((draft) => {
            draft.queryLog = recordQuery(draft.queryLog, searched, Date.now());
          });
        }
        return body;
      }),
    ),
    route(faults, { method: "get", path: `${host}/api/search/autocomplete.json` }, ({ url }) =>
      answer(() => autocompleteCatalogue(world, parseSearchRequest(url.searchParams))),
    ),
    route(faults, { method: "get", path: `${host}/api/suggest/query` }, ({ url }) =>
      answer(() => {
        const params = url.searchParams;
        requireSiteId(params);
        const suggestionCount = positiveIntParam(params, "suggestionCount");
        positiveIntParam(params, "productCount");
        return suggestQueries(
          world,
          { q: params.get("q") ?? "", ...(suggestionCount ? { suggestionCount } : {}) },
          store.state.queryLog,
        );
      }),
    ),
    route(faults, { method: "get", path: `${host}/api/suggest/trending` }, ({ url }) =>
      answer(() => {
        requireSiteId(url.searchParams);
        return trendingQueries(world, positiveIntParam(url.searchParams, "limit"), store.state.queryLog);
      }),
    ),
    route(faults, { method: "get", path: `${host}/boost/:site/recommend` }, ({ url }) =>
      answer(() => {
        const params = url.searchParams;
        const tags = listParam(params, "tags");
        if (tags.length === 0) throw new SearchRequestError("tags is required");
        const limits = listParam(params, "limits").map((limit) => {
          const n = Number(limit);
          if (!/^\d+$/.test(limit)) throw new SearchRequestError("limits must be whole numbers");
          return n;
        });
        return recommendProducts(world, {
          tags,
          limits,
          products: listParam(params, "products"),
          lastViewed: listParam(params, "lastViewed"),
          cart: listParam(params, "cart"),
        });
      }),
    ),
  ];
}
