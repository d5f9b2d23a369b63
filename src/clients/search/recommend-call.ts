import { type RecommendResponse, recommendResponseSchema } from "./recommend.schemas";
import type { SearchCallOptions, SearchTransport } from "./search-client";
import { type RecommendParams, recommendQuery } from "./search-params";

/**
 * The search client's `recommend` (`boost/{site}/recommend`): apart from the other calls, so a
 * page without carousels carries neither its schema nor its parameters.
 *
 * @internal
 * @example
 * ```ts
 * const recommend = recommendCall(transport);
 * const [popular] = await recommend({ tags: ["popular"] });
 * ```
 */
export function recommendCall({ siteId, ids, get, personal }: SearchTransport) {
  return (params: RecommendParams = {}, call?: SearchCallOptions): Promise<RecommendResponse> =>
    get(
      `/boost/${encodeURIComponent(siteId)}/recommend`,
      recommendResponseSchema,
      { ...recommendQuery(personal(params)), shopper: ids.shopperId() },
      call,
    );
}
