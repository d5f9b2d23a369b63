/**
 * `solekit` — the React entry point: `SolekitProvider`, every hook and the public types.
 *
 * @packageDocumentation
 */

export type { SearchResult } from "./clients/search";
export * from "./hooks/book-a-fitting";
export * from "./hooks/carousel";
export * from "./hooks/product-list";
export * from "./hooks/provider";
export * from "./hooks/quick-search";
export * from "./hooks/recommendations";
export * from "./hooks/rotator";
export * from "./hooks/search-grid";
export * from "./hooks/stored-keys";
export * from "./hooks/touch-navigation";
export * from "./hooks/tracking";
export * from "./hooks/visibility";
export type { AsyncLoaderApi } from "./machines/async-loader";
export type {
  BookAFittingApi,
  BookingFallbackLinkProps,
  BookingLinkProps,
  BookingWidget,
} from "./machines/book-a-fitting";
export type {
  CollectionCarouselInput,
  RecommendationsApi,
  RecommendationsCommonInput,
  RecommendationsKind,
  RecommendationsSource,
  RecommendationsTab,
  RecommendInput,
  TabActivation,
  TabbedRecommendInput,
  TabListName,
  TabListProps,
  TabPanelProps,
  TabProps,
} from "./machines/recommendations";
export type {
  RotatorApi,
  RotatorItemProps,
  RotatorMode,
  RotatorPauseButtonProps,
  RotatorRootProps,
  RotatorTrackProps,
  RotatorViewportProps,
} from "./machines/rotator";
export type {
  ChangeEventLike,
  CompositionEventLike,
  ConnectOptions,
  EventLike,
  FocusEventLike,
  KeyboardEventLike,
  MergedProps,
  ModifierKeys,
  MouseEventLike,
  PointerEventLike,
  PropHandlers,
  SliceState,
  SliceStatus,
} from "./machines/shared";
export type {
  TapEventLike,
  TouchNavigationApi,
  TouchNavigationLinkProps,
  TouchNavigationProps,
  TouchNavigationSubmenuProps,
} from "./machines/touch-navigation";
export type {
  VisibilityApi,
  VisibilityCloseButtonProps,
  VisibilityContentProps,
  VisibilityTriggerProps,
} from "./machines/visibility";
export type {
  Clock,
  CookieOptions,
  CustomerSession,
  NavigateOptions,
  SolekitConfig,
  SolekitConfigInput,
  StorageAdapter,
  UrlAdapter,
} from "./runtime";
export { isSolekitError, SolekitError, type SolekitErrorKind } from "./runtime";
