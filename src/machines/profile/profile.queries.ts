import type { LoyaltyProfile, ProfileCalls } from "../../clients/loyalty";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/**
 * The signed-in customer's loyalty profile (`GET /profile`), cached under `Profiles`: the
 * details form, the marketing preferences and the membership card all read this one entry.
 *
 * @example
 * ```ts
 * const profile = await queryClient.ensureQueryData(profileQuery(context));
 * ```
 */
export const profileQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<Pick<ProfileCalls, "getProfile">>): AccountQueryOptions<LoyaltyProfile> => ({
  queryKey: keys.of("Profiles"),
  queryFn: ({ signal }) => loyalty.getProfile({ signal }),
});
