import type { LoyaltyPage, Measurement, MeasurementCalls } from "../../clients/loyalty";
import { MEASUREMENTS_PAGE_SIZE } from "../../rules/constants";
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
