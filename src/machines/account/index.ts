export {
  ACCOUNT_CACHE_KEYS,
  ACCOUNT_KEY_ROOT,
  type AccountCacheKey,
  type AccountKeys,
  type AccountQueryKey,
  accountKeys,
} from "./account-keys";
export { accountProfileQuery } from "./account-profile.queries";
export type { AccountQueryContext, AccountQueryOptions, InvalidateAccountKeys } from "./account-query";
