export { ACCOUNT_STALE_TIME_MS, accountQueryClient } from "./account-query-client";
export { type UseAccountNavigationOptions, useAccountNavigation } from "./use-account-navigation";
export { type AccountQueryApi, type UseAccountQueryOptions, useAccountQuery } from "./use-account-query";
export { type UseMarketingPreferencesOptions, useMarketingPreferences } from "./use-marketing-preferences";
export { type UseMembershipCardOptions, useMembershipCard } from "./use-membership-card";
export { useProfile } from "./use-profile";
export { type UseProfileDetailsOptions, useProfileDetails } from "./use-profile-details";
export { useWalletPass } from "./use-wallet-pass";
