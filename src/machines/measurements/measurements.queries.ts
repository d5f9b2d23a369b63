import type { LoyaltyPage, Measurement, MeasurementCalls } from "../../clients/loyalty";
import { MEASUREMENTS_PAGE_SIZE } from "../../rules/constants";
import { hasOlderMeasurements } from "../../rules/measurement";
import type { AccountKeys, AccountQueryContext, AccountQueryKey, AccountQueryOptions } from "../account";

/**
 * The prefix of every cached page of one child's measurements: under the child's
 * `ProfileConnections` entry, so a measurement save or delete refreshes that child's pages only.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: measurementsKey(keys, child.connectionId) });
 * ```
 */
export function measurementsKey(keys: AccountKeys, connectionId: number): AccountQueryKey {
  return keys.of("ProfileConnections", connectionId, "measurements");
}

/**
 * One page (1-based) of a child's measurements, newest first, 9 a page (account-area §9), under
 * `ProfileConnections` + connection id + `measurements` + page. Page 1 also gives the child
 * card its latest size and width.
 *
 * @example
 * ```ts
 * const first = await queryClient.ensureQueryData(measurementsPageQuery(child.connectionId, 1)(context));
 * first.meta.total; // how many there are
 * ```
 */
export function measurementsPageQuery(connectionId: number, page: number) {
  return ({
    keys,
    loyalty,
  }: AccountQueryContext<Pick<MeasurementCalls, "getMeasurements">>): AccountQueryOptions<
    LoyaltyPage<Measurement>
  > => ({
    queryKey: [...measurementsKey(keys, connectionId), page],
    queryFn: ({ signal }) =>
      loyalty.getMeasurements(connectionId, { page, pageSize: MEASUREMENTS_PAGE_SIZE }, { signal }),
  });
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
  return ({ keys, loyalty }: AccountQueryContext<Pick<MeasurementCalls, "getMeasurements">>) => ({
    queryKey: [...measurementsKey(keys, connectionId), "pages"] as const,
    queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
      loyalty.getMeasurements(
        connectionId,
        { page: pageParam, pageSize: MEASUREMENTS_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: LoyaltyPage<Measurement>, loaded: readonly LoyaltyPage<Measurement>[]) =>
      hasOlderMeasurements(
        loaded.reduce((count, page) => count + page.data.length, 0),
        last.meta.total,
      )
        ? loaded.length + 1
        : undefined,
  });
}
