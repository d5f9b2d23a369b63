// A child's measurements as one infinite query (every loaded page in one cache entry): its options,
// and its state read as the per-page results `connectMeasurements` takes; framework-free, so a
// Vue host's infinite query reads the same. Apart from `measurements.queries.ts`, which a save or
// a delete reaches for the key alone: the list's next-page rule stays with the list.
import type { LoyaltyPage, Measurement, MeasurementCalls } from "../../clients/loyalty";
import { MEASUREMENTS_PAGE_SIZE } from "../../rules/constants";
import { hasOlderMeasurements } from "../../rules/measurement";
import type { AccountQueryContext, AccountQueryKey } from "../account";
import type { MeasurementsPageResult } from "./measurements.connect";
import { measurementsKey } from "./measurements.queries";

/** What {@link measurementsPageResults} reads of an infinite query's result (TanStack Query's fields). */
export interface MeasurementsPagesResult {
  /** The loaded pages, once the first has loaded. */
  readonly data: { readonly pages: readonly LoyaltyPage<Measurement>[] } | undefined;
  /** Why the last fetch failed, else `null`. */
  readonly error: unknown;
  /** Whether no page has loaded yet. */
  readonly isPending: boolean;
  /** Whether a request runs. */
  readonly fetchStatus: "fetching" | "paused" | "idle";
  /** Whether the next (older) page is loading. */
  readonly isFetchingNextPage: boolean;
  /** Whether loading the next (older) page failed. */
  readonly isFetchNextPageError: boolean;
}

/**
 * The per-page results of an infinite measurements query: each loaded page; while the first has
 * not loaded, the query itself; while an older page loads or after it failed, that page pending
 * (with the failure), so the loaded entries stay listed beside the error.
 *
 * @example
 * ```ts
 * const api = connectMeasurements(measurementsPageResults(query), { showPages: () => query.fetchNextPage(), refetch });
 * ```
 */
export function measurementsPageResults(query: MeasurementsPagesResult): MeasurementsPageResult[] {
  const pages = query.data?.pages ?? [];
  if (pages.length === 0) {
    return [
      {
        data: undefined,
        error: query.error,
        isPending: query.isPending,
        isSuccess: false,
        fetchStatus: query.fetchStatus,
      },
    ];
  }
  const olderFailed = query.isFetchNextPageError;
  const results: MeasurementsPageResult[] = pages.map((page, index) => ({
    data: page,
    // A refresh of the loaded pages that failed is the list's error, on its first page.
    error: index === 0 && !olderFailed ? query.error : null,
    isPending: false,
    isSuccess: true,
    fetchStatus: index === 0 && !query.isFetchingNextPage ? query.fetchStatus : "idle",
  }));
  if (query.isFetchingNextPage || olderFailed) {
    results.push({
      data: undefined,
      error: olderFailed ? query.error : null,
      isPending: true,
      isSuccess: false,
      fetchStatus: query.isFetchingNextPage ? "fetching" : "idle",
    });
  }
  return results;
}

/** The infinite query options {@link measurementsPagesQuery} builds (TanStack Query's fields). */
export interface MeasurementsPagesQueryOptions {
  /** The child's measurements prefix, then `"pages"`. */
  readonly queryKey: AccountQueryKey;
  /** Loads one page (`pageParam`, 1-based). */
  readonly queryFn: (context: {
    signal: AbortSignal;
    pageParam: number;
  }) => Promise<LoyaltyPage<Measurement>>;
  /** The first page asked for: 1. */
  readonly initialPageParam: number;
  /** The next page while fewer are loaded than the service's total, else `undefined`. */
  readonly getNextPageParam: (
    last: LoyaltyPage<Measurement>,
    loaded: readonly LoyaltyPage<Measurement>[],
  ) => number | undefined;
}

/**
 * A child's measurements as one list of pages (TanStack Query's infinite query options), newest
 * first, 9 a page, loaded one more at a time by 'Show older entries': under the child's
 * measurements prefix ({@link measurementsKey}), so a save or delete refreshes every loaded page.
 * The next page is asked while fewer are loaded than the service's total.
 *
 * @example
 * ```ts
 * const list = useInfiniteQuery(measurementsPagesQuery(child.connectionId)(context), queryClient);
 * list.fetchNextPage(); // the next 9
 * ```
 */
export function measurementsPagesQuery(connectionId: number) {
  return ({
    keys,
    loyalty,
  }: AccountQueryContext<Pick<MeasurementCalls, "getMeasurements">>): MeasurementsPagesQueryOptions => ({
    queryKey: [...measurementsKey(keys, connectionId), "pages"],
    queryFn: ({ signal, pageParam }) =>
      loyalty.getMeasurements(
        connectionId,
        { page: pageParam, pageSize: MEASUREMENTS_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, loaded) =>
      hasOlderMeasurements(
        loaded.reduce((count, page) => count + page.data.length, 0),
        last.meta.total,
      )
        ? loaded.length + 1
        : undefined,
  });
}
