import type { LoyaltyProfile } from "../../clients/loyalty/schemas/profile.schemas";
import type { AccountQueryContext, AccountQueryOptions } from "./account-query";

/**
 * The signed-in customer's loyalty profile (`GET /profile`, cache key `Profiles`): the user data
 * the account area loads before it shows a section (account-area §7), which the sections then
 * read from the cache.
 *
 * @example
 * ```ts
 * const profile = await queryClient.ensureQueryData(accountProfileQuery(context));
 * ```
 */
export const accountProfileQuery = ({
  keys,
  loyalty,
}: AccountQueryContext): AccountQueryOptions<LoyaltyProfile> => ({
  queryKey: keys.of("Profiles"),
  queryFn: ({ signal }) => loyalty.getProfile({ signal }),
});
