import type { AddressCalls, LoyaltyAddress } from "../../clients/loyalty";
import { sortAddresses } from "../../rules/addresses";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/**
 * The customer's saved addresses under the `Addresses` key, primary first (account-area §2:
 * "Sorted by is_primary descending"), otherwise in the service's order. The sort runs when the
 * list arrives, so every reader of the cache (and an optimistic edit of it) sees the same order.
 *
 * @example
 * ```ts
 * const addresses = await queryClient.ensureQueryData(addressesQuery(context));
 * addresses[0]?.is_default; // true when the customer has a primary address
 * ```
 */
export const addressesQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<Pick<AddressCalls, "getAddresses">>): AccountQueryOptions<LoyaltyAddress[]> => ({
  queryKey: keys.of("Addresses"),
  queryFn: async ({ signal }) => sortAddresses(await loyalty.getAddresses({ signal })),
});
