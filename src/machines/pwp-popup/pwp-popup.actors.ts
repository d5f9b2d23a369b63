import type { PromiseActorLogic } from "xstate";
import type { SearchClient, SearchResult } from "../../clients/search";
import { fromRequest } from "../shared/request";
import type { PwpUpsellRequest } from "./pwp-popup.types";

async function loadUpsells(
  search: Pick<SearchClient, "search">,
  { rule, limit }: PwpUpsellRequest,
  signal: AbortSignal,
): Promise<readonly SearchResult[]> {
  if (rule.upsellCollection) {
    const page = await search.search(
      { collection: rule.upsellCollection, resultsPerPage: limit },
      { signal },
    );
    return page.results.slice(0, limit);
  }
  const handles = (rule.upsellProducts ?? []).map(String);
  if (handles.length === 0) return [];
  const page = await search.search({ handles, resultsPerPage: limit }, { signal });
  return page.results.slice(0, limit);
}

/**
 * The pwp popup's `loadUpsells` actor over the search client: the rule's upsell collection
 * (`bgfilter.collection_handle`), else its upsell products, given as product handles
 * (`bgfilter.handle`), at most `productsToShow`.
 *
 * @example
 * ```ts
 * const machine = pwpPopupMachine.provide({ actors: createPwpPopupActors(searchClient) });
 * ```
 */
export function createPwpPopupActors(search: Pick<SearchClient, "search">): {
  loadUpsells: PromiseActorLogic<readonly SearchResult[], PwpUpsellRequest>;
} {
  return {
    loadUpsells: fromRequest((request: PwpUpsellRequest, signal) => loadUpsells(search, request, signal)),
  };
}
