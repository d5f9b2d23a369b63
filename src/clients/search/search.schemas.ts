import * as v from "valibot";

/** One product in a search response (`resultsFormat=native`). */
export const searchResultSchema = v.looseObject({
  id: v.string(),
  uid: v.string(),
  handle: v.string(),
  url: v.string(),
  name: v.string(),
  brand: v.optional(v.string(), ""),
  price: v.number(),
  msrp: v.optional(v.nullable(v.number()), null),
  imageUrl: v.optional(v.string(), ""),
  thumbnailImageUrl: v.optional(v.string(), ""),
});

/** Paging block of a search response. */
export const paginationSchema = v.object({
  totalResults: v.number(),
  totalPages: v.number(),
  currentPage: v.number(),
  perPage: v.number(),
  begin: v.number(),
  end: v.number(),
});

/** A search response. */
export const searchResponseSchema = v.looseObject({
  results: v.array(searchResultSchema),
  pagination: paginationSchema,
});

/** One product in a search response. */
export type SearchResult = v.InferOutput<typeof searchResultSchema>;
/** Paging block of a search response. */
export type Pagination = v.InferOutput<typeof paginationSchema>;
/** A search response. */
export type SearchResponse = v.InferOutput<typeof searchResponseSchema>;
