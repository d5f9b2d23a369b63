export { ACCOUNT_STALE_TIME_MS, accountQueryClient } from "./account-query-client";
export { type UseAccountNavigationOptions, useAccountNavigation } from "./use-account-navigation";
export { type AccountQueryApi, useAccountQuery } from "./use-account-query";
export {
  type OrdersQueryApi,
  type UseOrdersOptions,
  useOrder,
  useOrders,
  useRecentOrders,
} from "./use-orders";
