// Account server state in the consumer contract, framework-free: the shape every account hook's
// query returns, and several read as one (what a panel built from more than one query shows).
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
