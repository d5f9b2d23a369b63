export {
  type Pagination,
  paginationSchema,
  type SearchResponse,
  type SearchResult,
  searchResponseSchema,
  searchResultSchema,
} from "./search.schemas";
export { createSearchClient, type SearchClient, type SearchParams } from "./search-client";
