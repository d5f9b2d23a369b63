// Account server state in the consumer contract, framework-free: the shape every account hook's
// query returns, a TanStack Query result (React's, Vue's or query-core's) read as that shape, and
// several read as one (what a panel built from more than one query shows).
import type { SolekitError } from "../../runtime/solekit-error";
import { asError } from "../shared/as-error";
import type { SliceState } from "../shared/connect";

/**
 * One piece of account server state as a hook returns it (`docs/architecture.md`, "The consumer
 * contract").
 */
export interface AccountQueryApi<TData> extends SliceState {
  /** The data, once loaded (kept while a refetch runs or after a refetch fails). */
  readonly data: TData | undefined;
  /** Whether a refetch of data already shown is running. */
  readonly isRefreshing: boolean;
  /** Fetches again (a Try again button). */
  refetch(): void;
}

/**
 * What {@link accountQueryState} reads of a TanStack Query result: React's `useQuery`, Vue's
 * (unwrapped) and query-core's `QueryObserver.getCurrentResult()` all have it.
 */
export interface AccountQueryResult<TData> {
  /** The data, once loaded. */
  readonly data: TData | undefined;
  /** The last failure, if the query failed. */
  readonly error: unknown;
  /** Whether the query has data. */
  readonly isSuccess: boolean;
  /** Whether a fetch is running (a first load or a refetch). */
  readonly isFetching: boolean;
  /** `"fetching"`, `"paused"` or `"idle"`. */
  readonly fetchStatus: string;
  /** Fetches again. */
  refetch(): unknown;
}

/**
 * Reads a TanStack Query result as the account hooks return it (`docs/architecture.md`, "The
 * consumer contract"): `error` with `errorMessage` once the call failed (or the configuration
 * has no `loyalty` section: `configError`), `success` with data, `loading` while the first
 * fetch runs, else `idle` (no customer, a query held back); `isRefreshing` while data shown is
 * fetched again.
 *
 * @example
 * ```ts
 * const observer = new QueryObserver(queryClient, addressesQuery(context));
 * observer.subscribe((result) => {
 *   const addresses = accountQueryState(result, { errorMessage: "Something went wrong" });
 *   render(addresses.status, addresses.data);
 * });
 * ```
 */
export function accountQueryState<TData>(
  result: AccountQueryResult<TData>,
  options: { readonly errorMessage: string; readonly configError?: SolekitError | null },
): AccountQueryApi<TData> {
  const error = options.configError ?? (result.error ? asError(result.error) : null);
  return {
    status: error
      ? "error"
      : result.isSuccess
        ? "success"
        : result.fetchStatus === "fetching"
          ? "loading"
          : "idle",
    error,
    errorMessage: error ? options.errorMessage : null,
    data: result.data,
    isRefreshing: result.isSuccess && result.isFetching,
    refetch: () => void result.refetch(),
  };
}

/** Several account queries read as one: what a panel built from more than one query returns. */
export interface CombinedAccountQueries extends SliceState {
  /** Whether every query has its data. */
  readonly isReady: boolean;
  /** Whether a refetch of data already shown is running. */
  readonly isRefreshing: boolean;
  /** Fetches again every query that failed, or all of them when none did (a Try again button). */
  refetch(): void;
}

/** A query ({@link AccountQueryApi}) or queries already combined. */
export type CombinablePart = AccountQueryApi<unknown> | CombinedAccountQueries;

const isReadyPart = (part: CombinablePart) => ("isReady" in part ? part.isReady : part.data !== undefined);

/**
 * Reads several account queries (or queries already combined) as one slice: `error` as soon as one failed (its error), else
 * `success` once all have data, else `loading` while any is fetching, else `idle`.
 *
 * @example
 * ```ts
 * const state = combineAccountQueries([children, balance]);
 * if (state.status === "error") showRetry(state.errorMessage, state.refetch);
 * ```
 */
export function combineAccountQueries(queries: readonly CombinablePart[]): CombinedAccountQueries {
  const failed = queries.filter((query) => query.status === "error");
  const isReady = queries.every(isReadyPart);
  const first = failed[0];
  return {
    status: first
      ? "error"
      : isReady
        ? "success"
        : queries.some((query) => query.status === "loading")
          ? "loading"
          : "idle",
    error: first?.error ?? null,
    errorMessage: first?.errorMessage ?? null,
    isReady,
    isRefreshing: queries.some((query) => query.isRefreshing),
    refetch: () => {
      for (const query of failed.length > 0 ? failed : queries) query.refetch();
    },
  };
}
