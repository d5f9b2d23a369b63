import * as v from "valibot";
import { searchResultSchema } from "./search-result.schemas";
import { optionalText } from "./wire.schemas";

/** The recommendation profile a list of results belongs to. */
export const recommendProfileSchema = v.looseObject({
  // The profile's tag, e.g. `popular` or `similar`.
  tag: v.string(),
  // Where the merchandiser meant it to show, e.g. `product-page`.
  placement: optionalText,
  // The carousel heading the merchandiser gave it.
  title: optionalText,
});

/** One profile's recommendations. */
export const recommendationSchema = v.looseObject({
  profile: recommendProfileSchema,
  results: v.array(searchResultSchema),
});

/** A `boost/{site}/recommend` response: one entry per requested profile, in request order. */
export const recommendResponseSchema = v.array(recommendationSchema);

/** The recommendation profile a list of results belongs to. */
export type RecommendProfile = v.InferOutput<typeof recommendProfileSchema>;
/** One profile's recommendations. */
export type Recommendation = v.InferOutput<typeof recommendationSchema>;
/** A `boost/{site}/recommend` response. */
export type RecommendResponse = v.InferOutput<typeof recommendResponseSchema>;
