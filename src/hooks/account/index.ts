export type { LoyaltyCallGroup } from "./account-context";
export { ACCOUNT_STALE_TIME_MS, accountQueryClient } from "./account-query-client";
export {
  type CombinablePart,
  type CombinedAccountQueries,
  combineAccountQueries,
} from "./combine-account-queries";
export { type UseAccountNavigationOptions, useAccountNavigation } from "./use-account-navigation";
export { type AccountQueryApi, type UseAccountQueryOptions, useAccountQuery } from "./use-account-query";
export { type UseAddressFormOptions, useAddressForm } from "./use-address-form";
export { useAddresses } from "./use-addresses";
export {
  type BookingsApi,
  type BookingWidgetProps,
  type LearnMoreLinkProps,
  useBookings,
} from "./use-bookings";
export { type ChecklistApi, useChecklist } from "./use-checklist";
export { useChildren } from "./use-children";
export { type DashboardApi, useDashboard } from "./use-dashboard";
export { type UseDeleteAddressOptions, useDeleteAddress } from "./use-delete-address";
export { type UseMarketingPreferencesOptions, useMarketingPreferences } from "./use-marketing-preferences";
export { type UseMembershipCardOptions, useMembershipCard } from "./use-membership-card";
export { type OffersApi, type UseOffersOptions, useOffers } from "./use-offers";
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
export { type UnassignedShoesApi, useUnassignedShoes } from "./use-unassigned-shoes";
export { useWalletPass } from "./use-wallet-pass";
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
