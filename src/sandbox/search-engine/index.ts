// The sandbox's search engine: pure functions over a world, no msw. The handlers in
// `../handlers/search.ts` put it behind the search service's endpoints.
export { autocompleteCatalogue } from "./autocomplete";
export { type ContentPageBody, searchContentPages } from "./content-pages";
export { LIST_FACETS, ON_SALE_FIELD, PRICE_FIELD, PRICE_STEP } from "./facet-definitions";
export { CAMPAIGNS, LANDING_PAGES } from "./merchandising";
export { QUERY_LOG_LIMIT, recordQuery, type SandboxQueryLogEntry } from "./query-log";
export {
  COLLECTION_PROFILE_PREFIX,
  MAX_RECOMMEND_LIMIT,
  RECOMMEND_PROFILES,
  type RecommendRequest,
  recommendProducts,
} from "./recommend";
export { searchCatalogue } from "./search-catalogue";
export { productSku, type SearchIndex, searchIndexFor, warmSearchIndex } from "./search-index";
export {
  DEFAULT_RESULTS_PER_PAGE,
  listParam,
  MAX_RESULTS_PER_PAGE,
  parseSearchRequest,
  positiveIntParam,
  type RequestedRange,
  requireSiteId,
  type SearchRequest,
  SearchRequestError,
} from "./search-request";
export { SORT_OPTIONS } from "./sorting";
export { editDistance } from "./spelling";
export { suggestQueries, trendingQueries } from "./suggest";
export { queryTerms, tokenize } from "./tokenize";
