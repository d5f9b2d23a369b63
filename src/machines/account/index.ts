export {
  ACCOUNT_CACHE_KEYS,
  ACCOUNT_KEY_ROOT,
  type AccountCacheKey,
  type AccountKeys,
  type AccountQueryKey,
  accountKeys,
} from "./account-keys";
export {
  type AccountQueryApi,
  type CombinablePart,
  type CombinedAccountQueries,
  combineAccountQueries,
} from "./account-queries-combined";
export {
  ACCOUNT_STALE_TIME_MS,
  type AccountQueryContext,
  type AccountQueryOptions,
  type InvalidateAccountKeys,
} from "./account-query";
