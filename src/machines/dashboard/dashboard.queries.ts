import type { OrderCalls } from "../../clients/loyalty";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/**
 * How many online orders the customer has placed (one order's page, read for its `meta.total`),
 * cached under `Orders` so whatever refreshes the orders refreshes it too. The sign-up
 * checklist's Start shopping is completed once there is one.
 *
 * @example
 * ```ts
 * const orderCount = await queryClient.ensureQueryData(orderCountQuery(context));
 * ```
 */
export const orderCountQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<OrderCalls>): AccountQueryOptions<number> => ({
  queryKey: keys.of("Orders", "count"),
  queryFn: async ({ signal }) => (await loyalty.getOrders({ page: 1, pageSize: 1 }, { signal })).meta.total,
});
