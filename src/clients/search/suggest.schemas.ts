import * as v from "valibot";
import { optionalText } from "./wire.schemas";

const popularity = v.optional(v.number(), 0);

/** One suggested query. */
export const suggestionSchema = v.looseObject({
  text: v.string(),
  // `completed` when it completes the typed text, `suggested` when it is related.
  type: v.optional(v.string(), "completed"),
  // Where the suggestion came from, e.g. `product` or `query-log`.
  source: optionalText,
  popularity,
});

/**
 * A `suggest/query` response: the best completion (`suggested`) and further `alternatives`.
 * `correctedQuery` is set when the typed text was a typo the service corrected.
 */
export const suggestResponseSchema = v.looseObject({
  // The text the suggestions are for, as the service received it.
  query: v.string(),
  correctedQuery: v.optional(v.string()),
  suggested: v.optional(v.nullable(suggestionSchema), null),
  alternatives: v.optional(v.array(suggestionSchema), []),
});

/** One trending (popular) search. */
export const trendingQuerySchema = v.looseObject({
  searchQuery: v.string(),
  popularity,
});

/** A `suggest/trending` response: popular searches, most popular first. */
export const trendingResponseSchema = v.looseObject({
  trending: v.looseObject({ queries: v.array(trendingQuerySchema) }),
});

/** One suggested query. */
export type Suggestion = v.InferOutput<typeof suggestionSchema>;
/** A `suggest/query` response. */
export type SuggestResponse = v.InferOutput<typeof suggestResponseSchema>;
/** One trending search. */
export type TrendingQuery = v.InferOutput<typeof trendingQuerySchema>;
/** A `suggest/trending` response. */
export type TrendingResponse = v.InferOutput<typeof trendingResponseSchema>;
