/**
 * `solekit/machines` — the XState v5 machines and their framework-free `connect` functions, for
 * non-React hosts (Vue, vanilla).
 *
 * @packageDocumentation
 */
export * from "./account";
export * from "./account-modal";
export * from "./account-navigation";
export * from "./async-loader";
export * from "./book-a-fitting";
export * from "./carousel-scroll";
export * from "./cart";
export * from "./customer";
export * from "./customer-token";
export * from "./guest-wishlist";
export * from "./lightbox";
export * from "./logout";
export * from "./notice";
export * from "./orders";
export * from "./product-form";
export * from "./pwp-popup";
export * from "./quick-search";
export * from "./recommendations";
export * from "./result-tracking";
export * from "./rotator";
export * from "./search-grid";
export type {
  ChangeEventLike,
  CompositionEventLike,
  ConnectOptions,
  EventLike,
  FocusableDocument,
  FocusableElement,
  FocusEventLike,
  KeyboardEventLike,
  MergedProps,
  ModifierKeys,
  MouseEventLike,
  PointerEventLike,
  PropHandlers,
  SliceState,
  SliceStatus,
} from "./shared";
export * from "./sign-in";
export * from "./storefront-system";
export * from "./touch-navigation";
export * from "./update-details";
export * from "./visibility";
