import type { LoyaltyClient } from "../../clients/loyalty";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import type { ProfileDetailsProfile, ProfileDetailsRequest } from "./profile-details.types";

/** What {@link createProfileDetailsActors} builds the details form's side effects from. */
export interface ProfileDetailsServices {
  /** The loyalty client (`getProfile`, `updateProfile`). */
  readonly loyalty: Pick<LoyaltyClient, "getProfile" | "updateProfile">;
  /** Refreshes cached account data by name; a save refreshes `Profiles`. */
  readonly invalidate: InvalidateAccountKeys;
  /**
   * Reads the profile; a host with a query cache passes its cached read (`ensureQueryData(profileQuery(context))`),
   * so the form, the card and the preferences share one request. @default `loyalty.getProfile`
   */
  readonly loadProfile?: (signal: AbortSignal) => Promise<ProfileDetailsProfile>;
}

/**
 * The profile details form's side effects: the profile read, and `PUT /profile` followed by a
 * refresh of `Profiles` (the card, the header and the preferences read it too).
 *
 * @example
 * ```ts
 * const actors = createProfileDetailsActors({ loyalty, invalidate: (names) => refresh(names) });
 * const actor = createActor(profileDetailsMachine.provide({ actors }), { input: {} }).start();
 * ```
 */
export function createProfileDetailsActors(services: ProfileDetailsServices) {
  const { loyalty, invalidate } = services;
  const load = services.loadProfile ?? ((signal: AbortSignal) => loyalty.getProfile({ signal }));
  return {
    loadProfile: fromRequest<ProfileDetailsProfile>((_input, signal) => load(signal)),
    saveProfile: fromRequest<ProfileDetailsProfile, ProfileDetailsRequest>(async (update, signal) => {
      const saved = await loyalty.updateProfile(update, { signal });
      // Not awaited: the form confirms with the profile the service answered; others refetch.
      void invalidate(["Profiles"]);
      return saved;
    }),
  };
}
