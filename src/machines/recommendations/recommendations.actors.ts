import type { PromiseActorLogic } from "xstate";
import type { SearchClient } from "../../clients/search";
import { fromRequest } from "../shared/request";
import type { RecommendationsPage, RecommendationsRequest } from "./recommendations.types";

async function load(
  search: Pick<SearchClient, "recommend" | "search">,
  { source, fetchLimit, products }: RecommendationsRequest,
  signal: AbortSignal,
): Promise<RecommendationsPage> {
  if (source.type === "collection") {
    const page = await search.search(
      { collection: source.collection, resultsPerPage: fetchLimit },
      { signal },
    );
    return { results: page.results };
  }
  const [recommendation] = await search.recommend(
    { tags: [source.profile], limits: fetchLimit, products },
    { signal },
  );
  return {
    results: recommendation?.results ?? [],
    ...(recommendation?.profile.title ? { title: recommendation.profile.title } : {}),
  };
}

/**
 * The recommendations machine's `load` actor over the search client: a profile through
 * `boost/{site}/recommend` (with `limits` = limit + 3 and the page's products as context), a
 * collection through `search.json` (`bgfilter.collection_handle`, which any search service
 * answers without a merchandiser setting up a profile). The machine's `AbortSignal` reaches the
 * request, so a superseded tab's request is cancelled, not merely ignored.
 *
 * @example
 * ```ts
 * const machine = recommendationsMachine.provide({ actors: createRecommendationsActors(searchClient) });
 * ```
 */
export function createRecommendationsActors(search: Pick<SearchClient, "recommend" | "search">): {
  load: PromiseActorLogic<RecommendationsPage, RecommendationsRequest>;
} {
  return {
    load: fromRequest((input: RecommendationsRequest, signal) => load(search, input, signal)),
  };
}
