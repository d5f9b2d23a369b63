// The engine answers in the search service's wire format. Typing it as the client schemas'
// *input* means a sandbox response that the client could not parse fails to compile.
import type * as v from "valibot";
import type { recommendResponseSchema } from "../../clients/search/recommend.schemas";
import type { autocompleteResponseSchema, searchResponseSchema } from "../../clients/search/search.schemas";
import type { searchResultSchema } from "../../clients/search/search-result.schemas";
import type { suggestResponseSchema, trendingResponseSchema } from "../../clients/search/suggest.schemas";

/** A `search.json` body. */
export type SearchResponseBody = v.InferInput<typeof searchResponseSchema>;
/** An `autocomplete.json` body. */
export type AutocompleteResponseBody = v.InferInput<typeof autocompleteResponseSchema>;
/** One result product as sent. */
export type SearchResultBody = v.InferInput<typeof searchResultSchema>;
/** One facet as sent. */
export type FacetBody = NonNullable<SearchResponseBody["facets"]>[number];
/** One filter-summary entry as sent. */
export type FilterSummaryBody = NonNullable<SearchResponseBody["filterSummary"]>[number];
/** Merchandising content as sent. */
export type ContentBody = NonNullable<NonNullable<SearchResponseBody["merchandising"]>["content"]>;
/** A `suggest/query` body. */
export type SuggestResponseBody = v.InferInput<typeof suggestResponseSchema>;
/** A `suggest/trending` body. */
export type TrendingResponseBody = v.InferInput<typeof trendingResponseSchema>;
/** A `boost/{site}/recommend` body. */
export type RecommendResponseBody = v.InferInput<typeof recommendResponseSchema>;
