export type { LoyaltyCallGroup } from "./account-context";
export { ACCOUNT_STALE_TIME_MS, accountQueryClient } from "./account-query-client";
export { type UseAccountNavigationOptions, useAccountNavigation } from "./use-account-navigation";
export { type AccountQueryApi, useAccountQuery } from "./use-account-query";
