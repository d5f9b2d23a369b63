// One key factory for every cached copy of the account area's server state, rooted at the
// customer id so two customers never share an entry (docs/architecture.md, "Account server state").

/**
 * The account area's cache keys, named after the spec's (account-area §7), plus `Addresses`,
 * which the spec's address form refetches without naming a key, and `Wishlists`, the member's
 * lists (the spec keeps them in a local database; the query layer is where they are read).
 */
export const ACCOUNT_CACHE_KEYS = [
  "Profiles",
  "Rewards",
  "Balance",
  "ProfileConnections",
  "Orders",
  "ShopifyTransactions",
  "Transactions",
  "UnassignedItems",
  "UnexpiredUnassignedItems",
  "Addresses",
  "Wishlists",
] as const;

/** One of {@link ACCOUNT_CACHE_KEYS}. */
export type AccountCacheKey = (typeof ACCOUNT_CACHE_KEYS)[number];

/** The first part of every account query key: everything cached for one customer starts with it. */
export const ACCOUNT_KEY_ROOT = "solekit-account";

/** A query key: the root, the customer id, the cache key's name, then what narrows it (a page, an id). */
export type AccountQueryKey = readonly [typeof ACCOUNT_KEY_ROOT, string, AccountCacheKey?, ...unknown[]];

/** The key factory of one customer's cache; see {@link accountKeys}. */
export interface AccountKeys {
  /** Every entry of this customer: what logout and a customer change clear. */
  readonly all: AccountQueryKey;
  /**
   * The key of one cache entry, or (without `detail`) the prefix of all entries of that name,
   * which is what an invalidation names.
   */
  of(name: AccountCacheKey, ...detail: readonly unknown[]): AccountQueryKey;
}

/**
 * The key factory of a customer's account cache. A hook never builds a key itself: each
 * `<feature>.queries.ts` asks this factory, and a flow invalidates by name.
 *
 * @example
 * ```ts
 * const keys = accountKeys("cust-1");
 * keys.of("Orders", { page: 2 }); // ["solekit-account", "cust-1", "Orders", { page: 2 }]
 * queryClient.invalidateQueries({ queryKey: keys.of("Orders") }); // every page
 * queryClient.removeQueries({ queryKey: keys.all }); // logout
 * ```
 */
export function accountKeys(customerId: string): AccountKeys {
  const all: AccountQueryKey = [ACCOUNT_KEY_ROOT, customerId];
  return {
    all,
    of: (name, ...detail) => [ACCOUNT_KEY_ROOT, customerId, name, ...detail],
  };
}
