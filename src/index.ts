/**
 * `solekit` — the React entry point: `SolekitProvider`, every hook and the public types.
 *
 * @packageDocumentation
 */

export type { SearchResult } from "./clients/search";
export * from "./hooks/account";
export * from "./hooks/badges";
export * from "./hooks/book-a-fitting";
export * from "./hooks/carousel";
export * from "./hooks/cart";
export * from "./hooks/customer";
export * from "./hooks/guest-wishlist";
export * from "./hooks/lightbox";
export * from "./hooks/logout";
export * from "./hooks/notice";
export * from "./hooks/product-form";
export * from "./hooks/product-list";
export * from "./hooks/provider";
export * from "./hooks/pwp-popup";
export * from "./hooks/quick-search";
export * from "./hooks/recommendations";
export * from "./hooks/rotator";
export * from "./hooks/search-grid";
export * from "./hooks/sign-in";
export * from "./hooks/stored-keys";
export * from "./hooks/touch-navigation";
export * from "./hooks/tracking";
export * from "./hooks/visibility";
export * from "./hooks/wishlist";
export type {
  AccountModalApi,
  AccountModalCloseButtonProps,
  AccountModalDialogProps,
  AccountModalPropGetter,
  AccountModalTitleProps,
  AccountModalTriggerProps,
} from "./machines/account-modal";
export type {
  AccountBreadcrumbStep,
  AccountNavigationApi,
  AccountNavigationItem,
} from "./machines/account-navigation";
export type {
  AddressConfirmButtonProps,
  AddressConfirmDialogProps,
  AddressConfirmPartProps,
  AddressDeleteApi,
  AddressDeleteButtonProps,
  AddressDeleteFailure,
} from "./machines/address-delete";
export type {
  AddressCloseButtonProps,
  AddressDialogProps,
  AddressFormApi,
  AddressFormTextField,
  AddressFormValues,
  AddressPrimaryCheckboxProps,
  AddressSummaryItem,
  AddressSummaryLinkProps,
  AddressSummaryProps,
  AddressTitleProps,
} from "./machines/address-form";
export type {
  AssignCloseButtonProps,
  AssignDialogProps,
  AssignSelectProps,
  AssignShoeRow,
  AssignShoesApi,
  AssignTitleProps,
} from "./machines/assign-shoes";
export type { AsyncLoaderApi } from "./machines/async-loader";
// The product form's parts (issue 19): `useBackInStockForm`, `useGiftCardForm`.
export type {
  BackInStockEmailProps,
  BackInStockErrorProps,
  BackInStockFormApi,
  BackInStockFormProps,
  BackInStockSubscribedMessageProps,
} from "./machines/back-in-stock-form";
export type {
  BookAFittingApi,
  BookingFallbackLinkProps,
  BookingLinkProps,
  BookingWidget,
} from "./machines/book-a-fitting";
export type { BookingManagerSettings, BookingsBanner } from "./machines/bookings";
// Kids' profiles (issue 21): the child form, measurements and favourites pickers.
export type {
  ChildAvatarProps,
  ChildButtonProps,
  ChildFormApi,
  ChildFormField,
  ChildFormOption,
  ChildFormSelectField,
  ChildFormTextField,
  ChildSaveButtonProps,
  ChildSelectProps,
} from "./machines/child-form";
export type {
  ClaimField,
  ClaimSelectProps,
  ClaimStoreOption,
  ClaimTransactionApi,
} from "./machines/claim-transaction";
export type { CustomerApi } from "./machines/customer";
export type {
  CustomerErrorProps,
  CustomerFieldPropGetter,
  CustomerFormProps,
  CustomerInputProps,
  CustomerLabelProps,
  CustomerPropGetter,
  CustomerSubmitButtonProps,
  CustomerTokenApi,
  CustomerTokenField,
} from "./machines/customer-token";
export type {
  DashboardChecklist,
  DashboardChecklistItem,
  KidsProfilePrompt,
  MemberOffersLink,
  RewardExpiry,
  RewardsSummary,
  UnassignedShoePreview,
  UnassignedShoesSummary,
} from "./machines/dashboard";
export type {
  FavouriteOptionProps,
  FavouritesButtonProps,
  FavouritesDialogProps,
  FavouritesHandle,
  FavouritesPickerApi,
} from "./machines/favourites-picker";
export type {
  GiftCardErrorProps,
  GiftCardField,
  GiftCardFieldProps,
  GiftCardFields,
  GiftCardFormApi,
} from "./machines/gift-card-form";
export type { GuestWishlistApi, GuestWishlistHeartProps, GuestWishlistItem } from "./machines/guest-wishlist";
export type {
  GuestWishlistListProps,
  GuestWishlistPageApi,
  GuestWishlistPageGoneItem,
  GuestWishlistPageItem,
  GuestWishlistPageLabels,
  GuestWishlistPageMessages,
  GuestWishlistPageProductItem,
  GuestWishlistRemoveButtonProps,
  GuestWishlistRetryButtonProps,
  GuestWishlistStatusProps,
  GuestWishlistTitleProps,
} from "./machines/guest-wishlist-page";
export type {
  LightboxApi,
  LightboxDialogProps,
  LightboxStageProps,
  LightboxTriggerProps,
} from "./machines/lightbox";
export type { LogoutApi, LogoutButtonProps } from "./machines/logout";
export type {
  MarketingPreferencesApi,
  MarketingPreferencesCheckboxProps,
  MarketingPreferencesFormProps,
  MarketingPreferencesLabelProps,
  MarketingPreferencesStatusProps,
  MarketingPreferencesSubmitButtonProps,
  MarketingPreferencesSwitch,
} from "./machines/marketing-preferences";
export type {
  MeasurementDeleteApi,
  MeasurementDeleteButtonProps,
  MeasurementDeleteFailure,
} from "./machines/measurement-delete";
export type {
  MeasurementCloseButtonProps,
  MeasurementDialogProps,
  MeasurementField,
  MeasurementFormApi,
  MeasurementOption,
  MeasurementSelectProps,
  MeasurementSubmitButtonProps,
} from "./machines/measurement-form";
export type {
  MembershipCardApi,
  MembershipCardBarcodeProps,
  WalletPassApi,
  WalletPassLinkProps,
} from "./machines/membership-card";
export type { OfferBannerView, OfferLink, OfferPanelView } from "./machines/offers";
export type {
  OnboardingApi,
  OnboardingAvatar,
  OnboardingAvatarRadioProps,
  OnboardingBrandProps,
  OnboardingButtonProps,
  OnboardingChildSummary,
  OnboardingDialogProps,
  OnboardingEntry,
  OnboardingErrorProps,
  OnboardingHeadingProps,
  OnboardingHelpLinkProps,
  OnboardingHintProps,
  OnboardingInputProps,
  OnboardingLabelProps,
  OnboardingOptionItem,
  OnboardingOptionProps,
  OnboardingProgressProps,
  OnboardingRadioGroupProps,
  OnboardingSelectField,
  OnboardingSelectProps,
  OnboardingStepName,
  OnboardingTextField,
} from "./machines/onboarding";
export type {
  OrderBadge,
  OrderCardData,
  OrderDetailData,
  OrderImage,
  OrderLine,
  OrderRewardEntry,
  OrdersPageData,
  OrdersQueryState,
  OrdersType,
  OrderTracking,
} from "./machines/orders";
export type {
  ProductFormAddButtonProps,
  ProductFormAddRequest,
  ProductFormApi,
  ProductFormGroupProps,
  ProductFormRadioProps,
  ProductFormSize,
  ProductFormStepButtonProps,
  ProductFormVariant,
} from "./machines/product-form";
export type {
  ProfileDetailsApi,
  ProfileDetailsEditableField,
  ProfileDetailsErrorProps,
  ProfileDetailsField,
  ProfileDetailsFormProps,
  ProfileDetailsHintProps,
  ProfileDetailsInputProps,
  ProfileDetailsLabelProps,
  ProfileDetailsStatusProps,
  ProfileDetailsSubmitButtonProps,
  ProfileDetailsSummaryItem,
  ProfileDetailsSummaryLinkProps,
  ProfileDetailsSummaryProps,
  ProfileDetailsSummaryTitleProps,
} from "./machines/profile-details";
export type { QuantityInputProps, QuantityStepButtonProps } from "./machines/quantity-stepper";
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
  RewardRow,
  RewardsHistoryApi,
  RewardsPageButtonProps,
  RewardsTab,
  RewardsTabListProps,
  RewardsTabPanelProps,
  RewardsTabProps,
} from "./machines/rewards-history";
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
  SignInApi,
  SignInButtonProps,
  SignInCard,
  SignInCheckboxProps,
  SignInDetails,
  SignInDetailsField,
  SignInErrorProps,
  SignInFieldPropGetter,
  SignInFormProps,
  SignInHeadingProps,
  SignInInputProps,
  SignInLabelProps,
  SignInMessageField,
  SignInMessages,
  SignInPropGetter,
} from "./machines/sign-in";
export type {
  TapEventLike,
  TouchNavigationApi,
  TouchNavigationLinkProps,
  TouchNavigationProps,
  TouchNavigationSubmenuProps,
} from "./machines/touch-navigation";
export type {
  UpdateDetailsApi,
  UpdateDetailsCheckboxProps,
  UpdateDetailsField,
  UpdateDetailsTextField,
  UpdateDetailsValues,
} from "./machines/update-details";
export type {
  VisibilityApi,
  VisibilityCloseButtonProps,
  VisibilityContentProps,
  VisibilityTriggerProps,
} from "./machines/visibility";
// Wishlist screens (issue 22).
export type {
  WishlistBagButtonProps,
  WishlistBagLine,
  WishlistDetailActionsApi,
  WishlistEmptyStateProps,
  WishlistRemoveButtonProps,
  WishlistRemoveFailure,
  WishlistStatusProps,
} from "./machines/wishlist-detail";
export type {
  EditableWishlist,
  WishlistEditorApi,
  WishlistEditorButtonProps,
  WishlistEditorDialogProps,
  WishlistEditorErrorProps,
  WishlistEditorFormProps,
  WishlistEditorInputProps,
  WishlistEditorLabelProps,
  WishlistEditorPartProps,
} from "./machines/wishlist-editor";
// Wishlist modal, hearts, Edit Item (issue 22).
export type { WishlistHeartItem, WishlistHeartProps, WishlistHeartsApi } from "./machines/wishlist-hearts";
export type { WishlistItemApi } from "./machines/wishlist-item";
export type {
  WishlistModalApi,
  WishlistModalList,
  WishlistModalMode,
  WishlistModalProduct,
} from "./machines/wishlist-modal";
export type { WishlistSizeApi, WishlistSizeChoice, WishlistSizeOption } from "./machines/wishlist-size";
export type {
  WishlistCard,
  WishlistDetailItem,
  WishlistDetailView,
  WishlistTile,
} from "./machines/wishlists";
export type {
  BookingsConfig,
  Clock,
  CookieOptions,
  CustomerSession,
  NavigateOptions,
  SolekitConfig,
  SolekitConfigInput,
  StorageAdapter,
  UrlAdapter,
} from "./runtime";
export {
  hasConfigSection,
  isSolekitError,
  type OptionalConfigSection,
  SolekitConfigError,
  SolekitError,
  type SolekitErrorKind,
} from "./runtime";
