// A child's measurements read from one infinite query (every loaded page in one cache entry), as
// the per-page results `connectMeasurements` takes: framework-free, so a Vue host's infinite
// query reads the same.
import type { LoyaltyPage, Measurement } from "../../clients/loyalty";
import type { MeasurementsPageResult } from "./measurements.connect";

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
