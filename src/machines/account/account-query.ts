import type { LoyaltyClient } from "../../clients/loyalty";
import { isSolekitError } from "../../runtime/solekit-error";
import type { AccountCacheKey, AccountKeys, AccountQueryKey } from "./account-keys";

/**
 * What a `<feature>.queries.ts` factory builds from: the signed-in customer's key factory and
 * the loyalty calls it makes — the whole client, or (typed `AccountQueryContext<AddressCalls>`)
 * only the group of calls the section uses, so its page carries only those. Framework-free, so a
 * Vue host builds the same options for its own adapter.
 */
export interface AccountQueryContext<TCalls = LoyaltyClient> {
  /** The customer's key factory ({@link accountKeys}). */
  readonly keys: AccountKeys;
  /** The loyalty calls (no request starts until a query runs). */
  readonly loyalty: TCalls;
}

/**
 * Query options as TanStack Query's `useQuery`, `ensureQueryData` and the Vue adapter take them
 * (a structural subset, so `solekit/machines` does not import TanStack Query). `queryFn` passes
 * the query's `signal` to the client, so a superseded or cancelled query aborts its request.
 */
export interface AccountQueryOptions<TData> {
  /** The cache key, from {@link AccountKeys.of}. */
  readonly queryKey: AccountQueryKey;
  /** Fetches the data. */
  readonly queryFn: (context: { readonly signal: AbortSignal }) => Promise<TData>;
  /** Milliseconds the data counts as fresh. @default the query client's */
  readonly staleTime?: number;
}

/**
 * How long account data counts as fresh before a section shown again refetches it: the hooks'
 * query client's `staleTime`, for a host's own client to match.
 *
 * @example
 * ```ts
 * const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: ACCOUNT_STALE_TIME_MS } } });
 * ```
 */
export const ACCOUNT_STALE_TIME_MS = 30_000;

/** Something that drops cached account data by cache-key name: a flow's way to refresh what it changed. */
export type InvalidateAccountKeys = (names: readonly AccountCacheKey[]) => Promise<void>;

/**
 * Whether a failed account call is worth asking again: the network, a timeout or the service's
 * own 5xx. A refusal (4xx), a bad answer or a missing configuration is not.
 *
 * @example
 * ```ts
 * isTransientAccountFailure(new SolekitError({ kind: "timeout", message: "Timed out" })); // true
 * ```
 */
export function isTransientAccountFailure(error: unknown): boolean {
  if (!isSolekitError(error)) return false;
  return (
    error.kind === "network" ||
    error.kind === "timeout" ||
    (error.kind === "http" && (error.status ?? 0) >= 500)
  );
}

/**
 * The query defaults of the client the account hooks make when the host passes none: data fresh
 * for {@link ACCOUNT_STALE_TIME_MS}, a transient failure asked twice more. A Vue or vanilla host
 * gives its own client the same, so its sections refetch and retry as the hooks' do.
 *
 * @example
 * ```ts
 * const queryClient = new QueryClient({ defaultOptions: { queries: accountQueryDefaults } });
 * ```
 */
export const accountQueryDefaults = {
  /** Milliseconds account data counts as fresh: {@link ACCOUNT_STALE_TIME_MS}. */
  staleTime: ACCOUNT_STALE_TIME_MS,
  /** Asks again, twice at most, only a failure {@link isTransientAccountFailure} calls transient. */
  retry: (failures: number, error: unknown): boolean => failures < 2 && isTransientAccountFailure(error),
};
