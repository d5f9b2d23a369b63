export {
  ACCOUNT_CACHE_KEYS,
  ACCOUNT_KEY_ROOT,
  type AccountCacheKey,
  type AccountKeys,
  type AccountQueryKey,
  accountKeys,
} from "./account-keys";
export {
  ACCOUNT_STALE_TIME_MS,
  type AccountQueryContext,
  type AccountQueryOptions,
  accountQueryDefaults,
  type InvalidateAccountKeys,
  isTransientAccountFailure,
} from "./account-query";
export {
  type AccountQueryApi,
  type AccountQueryResult,
  accountQueryState,
  type CombinablePart,
  type CombinedAccountQueries,
  combineAccountQueries,
} from "./account-query-state";
