export type { LoyaltyCallGroup } from "./account-context";
export { ACCOUNT_STALE_TIME_MS, accountQueryClient } from "./account-query-client";
export { type UseAccountNavigationOptions, useAccountNavigation } from "./use-account-navigation";
export { type AccountQueryApi, useAccountQuery } from "./use-account-query";
export { type UseAddressFormOptions, useAddressForm } from "./use-address-form";
export { useAddresses } from "./use-addresses";
export { type UseDeleteAddressOptions, useDeleteAddress } from "./use-delete-address";
