import type { LoyaltyProfile } from "../../clients/loyalty";
import { profileCalls } from "../../clients/loyalty/profile";
import { profileQuery } from "../../machines/profile";
import { type AccountQueryApi, useAccountQuery } from "./use-account-query";

/**
 * The signed-in customer's loyalty profile (`GET /profile`, cache key `Profiles`): names,
 * email, mobile, birthday, identities (the `ap21_card` membership card) and comms flags.
 *
 * @example
 * ```tsx
 * function Greeting() {
 *   const profile = useProfile();
 *   return profile.data ? <p>Hello {profile.data.first_name}</p> : null;
 * }
 * ```
 */
export function useProfile(): AccountQueryApi<LoyaltyProfile> {
  return useAccountQuery(profileQuery, profileCalls);
}
