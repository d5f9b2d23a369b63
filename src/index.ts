/**
 * `solekit` — the React entry point: `SolekitProvider`, every hook and the public types.
 *
 * @packageDocumentation
 */

export type { Clock, CookieOptions, NavigateOptions, StorageAdapter, UrlAdapter } from "./clients/adapters";
export type { CustomerSession, SolekitConfig, SolekitConfigInput } from "./clients/config";
export { isSolekitError, SolekitError, type SolekitErrorKind } from "./clients/http";
export type { SearchResult } from "./clients/search";
export * from "./hooks/carousel";
export * from "./hooks/product-list";
export * from "./hooks/provider";
export * from "./hooks/quick-search";
export * from "./hooks/recommendations";
export * from "./hooks/search-grid";
export * from "./hooks/tracking";
export type { AsyncLoaderApi, AsyncLoaderStatus } from "./machines/async-loader";
export type {
  CollectionCarouselInput,
  RecommendationsApi,
  RecommendationsCommonInput,
  RecommendationsKind,
  RecommendationsSource,
  RecommendationsStatus,
  RecommendationsTab,
  RecommendInput,
  TabActivation,
  TabbedRecommendInput,
  TabKeyboardEvent,
  TabListName,
  TabListProps,
  TabPanelProps,
  TabProps,
} from "./machines/recommendations";
