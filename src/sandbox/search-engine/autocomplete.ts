import { QUICK_RESULTS_PRODUCT_LIMIT } from "../../rules/constants";
import type { World } from "../world";
import { searchContentPages } from "./content-pages";
import { searchCatalogue } from "./search-catalogue";
import type { SearchRequest } from "./search-request";
import type { AutocompleteResponseBody } from "./wire";

/**
 * Answers `autocomplete.json`: page 1 of the search for the typed text (with the same
 * corrections and redirects), the correction reported as `autocomplete.correctedQuery`, and the
 * content pages matching the searched text in `pages`.
 *
 * @example
 * ```ts
 * const body = autocompleteCatalogue(world, { q: "snekers" });
 * body.autocomplete; // { query: "snekers", correctedQuery: "sneakers" }
 * ```
 */
export function autocompleteCatalogue(world: World, request: SearchRequest = {}): AutocompleteResponseBody {
  const body = searchCatalogue(world, {
    ...request,
    page: 1,
    resultsPerPage: request.resultsPerPage ?? QUICK_RESULTS_PRODUCT_LIMIT,
  });
  const typed = (request.q ?? "").trim();
  const searched = body.query?.string ?? typed;
  const corrected = body.query?.corrected;
  return {
    ...body,
    autocomplete: { query: typed, ...(corrected ? { correctedQuery: corrected } : {}) },
    pages: searchContentPages(world, searched),
  };
}
