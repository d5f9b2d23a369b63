/**
 * `solekit/machines` — the XState v5 machines and their framework-free `connect` functions, for
 * non-React hosts (Vue, vanilla).
 *
 * @packageDocumentation
 */
export * from "./account";
export * from "./account-modal";
export * from "./account-navigation";
export * from "./address-delete";
export * from "./address-form";
export * from "./addresses";
export * from "./async-loader";
export * from "./book-a-fitting";
export * from "./bookings";
export * from "./carousel-scroll";
export * from "./cart";
export * from "./children";
export * from "./customer";
export * from "./customer-token";
export * from "./dashboard";
export * from "./guest-wishlist";
export * from "./lightbox";
export * from "./logout";
export * from "./marketing-preferences";
export * from "./membership-card";
export * from "./notice";
export * from "./offers";
export * from "./orders";
export * from "./product-form";
export * from "./profile";
export * from "./profile-details";
export * from "./pwp-popup";
export * from "./quick-search";
export * from "./recommendations";
export * from "./result-tracking";
export * from "./rewards";
export * from "./rotator";
export * from "./search-grid";
export type {
  ChangeEventLike,
  CompositionEventLike,
  ConnectOptions,
  DomIds,
  ErrorSummaryLinkProps,
  ErrorSummaryParts,
  ErrorSummaryProps,
  ErrorSummaryTitleProps,
  EventLike,
  FocusableDocument,
  FocusableElement,
  FocusEventLike,
  FocusSource,
  FocusTarget,
  FollowFocusDocument,
  FollowFocusOptions,
  KeyboardEventLike,
  MergedProps,
  ModifierKeys,
  MouseEventLike,
  PointerEventLike,
  PropHandlers,
  SliceState,
  SliceStatus,
} from "./shared";
export { errorSummaryParts, followFocus } from "./shared";
export * from "./sign-in";
export * from "./storefront-system";
export * from "./touch-navigation";
export * from "./unassigned-shoes";
export * from "./update-details";
export * from "./visibility";
// Wishlist modal, hearts, Edit Item and guest sync (issue 22).
export * from "./wishlist-hearts";
export * from "./wishlist-item";
export * from "./wishlist-modal";
export * from "./wishlist-size";
export * from "./wishlist-sync";
export * from "./wishlists";
