export {
  type CombinablePart,
  type CombinedAccountQueries,
  combineAccountQueries,
} from "../../machines/account/account-query-state";
export type { LoyaltyCallGroup } from "./account-context";
export { ACCOUNT_STALE_TIME_MS, accountQueryClient } from "./account-query-client";
export { type UseAccountNavigationOptions, useAccountNavigation } from "./use-account-navigation";
export { type AccountQueryApi, type UseAccountQueryOptions, useAccountQuery } from "./use-account-query";
export { type UseAddressFormOptions, useAddressForm } from "./use-address-form";
export { useAddresses } from "./use-addresses";
export { type UseAssignShoesOptions, useAssignShoes } from "./use-assign-shoes";
export {
  type BookingsApi,
  type BookingWidgetProps,
  type LearnMoreLinkProps,
  useBookings,
} from "./use-bookings";
export { type ChecklistApi, useChecklist } from "./use-checklist";
export { type UseChildFormOptions, useChildForm } from "./use-child-form";
// Kids' profiles (issue 21).
export { type ChildListItemsApi, useChildWardrobe, useChildWishlistItems } from "./use-child-lists";
export { useChildren } from "./use-children";
export { type UseClaimTransactionOptions, useClaimTransaction } from "./use-claim-transaction";
export { type DashboardApi, useDashboard } from "./use-dashboard";
export { type UseDeleteAddressOptions, useDeleteAddress } from "./use-delete-address";
export { type UseDeleteMeasurementOptions, useDeleteMeasurement } from "./use-delete-measurement";
export {
  type FavouritesPickerHookApi,
  type UseFavouritesPickerOptions,
  useFavouritesPicker,
} from "./use-favourites-picker";
export { type UseMarketingPreferencesOptions, useMarketingPreferences } from "./use-marketing-preferences";
export { type UseMeasurementFormOptions, useMeasurementForm } from "./use-measurement-form";
export { type MeasurementsApi, useLatestMeasurement, useMeasurements } from "./use-measurements";
export { type UseMembershipCardOptions, useMembershipCard } from "./use-membership-card";
export { type OffersApi, type UseOffersOptions, useOffers } from "./use-offers";
export { type UseOnboardingOptions, useOnboarding } from "./use-onboarding";
export {
  type OrdersQueryApi,
  type UseOrdersOptions,
  useOrder,
  useOrders,
  useRecentOrders,
} from "./use-orders";
export { useProfile } from "./use-profile";
export { type UseProfileDetailsOptions, useProfileDetails } from "./use-profile-details";
export { useRewardBalance, useRewards } from "./use-rewards";
export { useRewardsHistory } from "./use-rewards-history";
export { type UnassignedShoesApi, useUnassignedShoes } from "./use-unassigned-shoes";
export { useWalletPass } from "./use-wallet-pass";
// Wishlist screens: overview, detail, create / edit popover (issue 22).
export { useWishlist, type WishlistApi } from "./use-wishlist";
export { type UseWishlistEditorOptions, useWishlistEditor } from "./use-wishlist-editor";
// Wishlist modal and Edit Item (issue 22).
export {
  type UseWishlistItemEditOptions,
  useWishlistItemEdit,
  type WishlistItemEditApi,
} from "./use-wishlist-item-edit";
export {
  type UseWishlistModalOptions,
  useWishlistModal,
  type WishlistModalWithSizeApi,
} from "./use-wishlist-modal";
export { useWishlists, type WishlistsApi } from "./use-wishlists";
