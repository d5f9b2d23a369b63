import { dataOf, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import type { LoyaltyCommsFlags, LoyaltyProfile } from "./schemas/profile.schemas";
import { commsFlagsSchema, loyaltyProfileSchema } from "./schemas/profile.schemas";

/**
 * The fields `PUT /profile` accepts; send only what changed (see `buildProfileUpdate` in
 * `solekit/rules`, which drops an unchanged email). An empty update is refused with the
 * service's message.
 */
export interface ProfileUpdateBody {
  /** First name; required by the service when sent. */
  first_name?: string;
  /** Last name. */
  last_name?: string | null;
  /** Email, only when it changed. */
  email?: string;
  /** E.164 mobile, or null to clear it. */
  mobile_phone?: string | null;
  /** Day of birth. */
  birth_day?: number | null;
  /** Month of birth, 1–12. */
  birth_month?: number | null;
  /** Year of birth. */
  birth_year?: number | null;
  /** `withheld`, `female` or `male`. */
  gender?: "withheld" | "female" | "male";
  /** Avatar URL. */
  avatar_url?: string | null;
  /** Preferred store id. */
  preferred_location_id?: number | null;
  /** Every tag of the profile (replaces them), e.g. with `wishlist-synced` added. */
  tags?: readonly string[];
}

/** Profile calls of the {@link LoyaltyClient}. */
export interface ProfileCalls {
  /**
   * The customer's profile (`GET /profile`).
   *
   * @example
   * ```ts
   * const { first_name, identities } = await loyalty.getProfile();
   * ```
   */
  getProfile(options?: LoyaltyRequestOptions): Promise<LoyaltyProfile>;
  /**
   * Updates the customer's profile (`PUT /profile`) and returns it as saved.
   *
   * @example
   * ```ts
   * await loyalty.updateProfile(buildProfileUpdate(form, profile.email));
   * ```
   */
  updateProfile(update: ProfileUpdateBody, options?: LoyaltyRequestOptions): Promise<LoyaltyProfile>;
  /**
   * Saves marketing preferences (`PUT /profile/attributes/comms`) and returns all ten flags.
   *
   * @example
   * ```ts
   * await loyalty.updateComms(setOptOut(flags, true));
   * ```
   */
  updateComms(flags: Partial<LoyaltyCommsFlags>, options?: LoyaltyRequestOptions): Promise<LoyaltyCommsFlags>;
  /**
   * The customer's profile from the ID API (`GET {idApiUrl}/api/v1/profiles/me`): the same
   * profile, for hosts that only reach the ID API.
   *
   * @example
   * ```ts
   * const me = await loyalty.getIdProfile();
   * ```
   */
  getIdProfile(options?: LoyaltyRequestOptions): Promise<LoyaltyProfile>;
}

/**
 * Builds the profile calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const profile = await profileCalls(connection).getProfile();
 * ```
 */
export function profileCalls(ctx: LoyaltyContext): ProfileCalls {
  const profile = dataOf(loyaltyProfileSchema);
  return {
    getProfile: (options = {}) =>
      ctx.api.request({ path: "/profile", schema: profile, signal: options.signal }),
    updateProfile: (update, options = {}) =>
      ctx.api.request({
        path: "/profile",
        method: "PUT",
        body: update,
        schema: profile,
        signal: options.signal,
      }),
    updateComms: (flags, options = {}) =>
      ctx.api.request({
        path: "/profile/attributes/comms",
        method: "PUT",
        body: flags,
        schema: dataOf(commsFlagsSchema),
        signal: options.signal,
      }),
    getIdProfile: (options = {}) =>
      ctx.idApi.request({ path: "/profiles/me", schema: profile, signal: options.signal }),
  };
}
