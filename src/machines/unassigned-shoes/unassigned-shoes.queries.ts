import type { TransactionItem, UnassignedCalls } from "../../clients/loyalty";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/**
 * Every purchased pair not yet assigned to a child and not returned, however old, cached as
 * `UnassignedItems`: what can still be assigned (older pairs without a reward).
 *
 * @example
 * ```ts
 * const all = await queryClient.ensureQueryData(unassignedShoesQuery(context));
 * ```
 */
export const unassignedShoesQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<UnassignedCalls>): AccountQueryOptions<TransactionItem[]> => ({
  queryKey: keys.of("UnassignedItems"),
  queryFn: ({ signal }) =>
    loyalty.getUnassignedTransactionItems({ filterOutExpired: false, filterReturned: true, signal }),
});

/**
 * The unassigned, not returned pairs still in the reward window (bought within 30 days), cached
 * as `UnexpiredUnassignedItems`: the pairs that earn $2 each when assigned.
 *
 * @example
 * ```ts
 * const rewarded = await queryClient.ensureQueryData(unexpiredUnassignedShoesQuery(context));
 * unassignedPanelCase(all.length, rewarded.length);
 * ```
 */
export const unexpiredUnassignedShoesQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<UnassignedCalls>): AccountQueryOptions<TransactionItem[]> => ({
  queryKey: keys.of("UnexpiredUnassignedItems"),
  queryFn: ({ signal }) =>
    loyalty.getUnassignedTransactionItems({ filterOutExpired: true, filterReturned: true, signal }),
});
