// The grid's first request, known before the grid exists: what a host prefetches.
import type { SearchParams } from "../../clients/search";
import { gridScopeOf, isRestorable, searchGridParams } from "./search-grid.selectors";
import type { SearchGridInput } from "./search-grid.types";

/**
 * The search a grid started with `input` sends first, or `null` when it starts from a grid saved
 * for this history entry (after Back) and sends none. Prefetch it with the search client before
 * the UI has loaded, and the grid's first load takes the answer over (render-as-you-fetch).
 *
 * @example
 * ```ts
 * const first = searchGridFirstRequest(searchGridInput(createHistoryUrl(), { collection: "sale" }));
 * if (first) createSearchClient(config, { storage, prefetch }).prefetch(first);
 * ```
 */
export function searchGridFirstRequest(input: SearchGridInput): SearchParams | null {
  const scope = gridScopeOf(input);
  if (isRestorable(input.restore, input.request, scope)) return null;
  return searchGridParams(input.request, input.request.page, scope);
}
