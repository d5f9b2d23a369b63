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
export * from "./assign-shoes";
export * from "./async-loader";
export * from "./back-in-stock-form";
export * from "./book-a-fitting";
export * from "./bookings";
export * from "./carousel-scroll";
export * from "./cart";
export * from "./child-form";
export * from "./children";
export * from "./claim-transaction";
export * from "./customer";
export * from "./customer-token";
export * from "./dashboard";
// Kids' profiles (issue 21).
export * from "./favourites-picker";
export * from "./gift-card-form";
export * from "./guest-wishlist";
// The guest wishlist page: what a guest hearted, loaded from the storefront.
export * from "./guest-wishlist-page";
export * from "./lightbox";
export * from "./logout";
export * from "./marketing-preferences";
export * from "./measurement-delete";
export * from "./measurement-form";
export * from "./measurements";
export * from "./membership-card";
export * from "./notice";
export * from "./offers";
export * from "./onboarding";
export * from "./orders";
export * from "./product-form";
export * from "./product-loader";
export * from "./profile";
export * from "./profile-details";
export * from "./pwp-popup";
export * from "./quantity-stepper";
export * from "./quick-search";
export * from "./recommendations";
export * from "./result-tracking";
export * from "./rewards";
export * from "./rewards-history";
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
  SpreadProps,
} from "./shared";
export {
  bindProps,
  domEventName,
  errorSummaryParts,
  followFocus,
  toVueProps,
  trapTab,
  unbindProps,
} from "./shared";
export * from "./sign-in";
export * from "./size-radio-group";
export * from "./storefront-system";
export * from "./touch-navigation";
export * from "./unassigned-shoes";
export * from "./update-details";
export * from "./visibility";
// Wishlist screens: the create / edit popover and a list's item actions (issue 22).
export * from "./wishlist-detail";
export * from "./wishlist-editor";
// Wishlist modal, hearts, Edit Item and guest sync (issue 22).
export * from "./wishlist-hearts";
export * from "./wishlist-item";
export * from "./wishlist-modal";
export * from "./wishlist-size";
export * from "./wishlist-sync";
export * from "./wishlists";
