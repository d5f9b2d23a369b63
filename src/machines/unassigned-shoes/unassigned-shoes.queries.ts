import type { TransactionItem, UnassignedCalls } from "../../clients/loyalty";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/**
 * Every purchased pair not yet assigned to a child, not returned and not excluded, however old,
 * cached as `UnassignedItems`: the one list the panel, the checklist, the kids' banner and the
 * Assign Shoes modal read. Split it with `unassignedShoeSets` (`solekit/rules`) — or take the
 * screens' figures from `unassignedShoesSummary`, `dashboardChecklist` and `assignShoesData` —
 * so the pairs within 30 days are decided once, at one time, for every screen.
 *
 * @example
 * ```ts
 * const shoes = await queryClient.ensureQueryData(unassignedShoesQuery(context));
 * const { assignable, rewarded, reward } = unassignedShoeSets(shoes, { now: Date.now() });
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
 * as `UnexpiredUnassignedItems`, for a host that shows only the pairs that earn $2. The account
 * screens do not read it: two lists fetched apart can disagree (a claim or an assignment landing
 * between them, the window's edge passing), so they split `unassignedShoesQuery`'s one list with
 * `unassignedShoeSets` instead. The assign and claim flows still refresh it.
 *
 * @example
 * ```ts
 * const rewarded = await queryClient.ensureQueryData(unexpiredUnassignedShoesQuery(context));
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
