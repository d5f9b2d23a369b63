import type { LoyaltyClient } from "../../clients/loyalty";
import type { CommsFlags } from "../../rules/comms";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import type { MarketingPreferencesProfile } from "./marketing-preferences.types";

/** What {@link createMarketingPreferencesActors} builds the preferences' side effects from. */
export interface MarketingPreferencesServices {
  /** The loyalty client (`getProfile`, `updateComms`). */
  readonly loyalty: Pick<LoyaltyClient, "getProfile" | "updateComms">;
  /** Refreshes cached account data by name; a save refreshes `Profiles`. */
  readonly invalidate: InvalidateAccountKeys;
  /** Reads the profile (a host's cached read). @default `loyalty.getProfile` */
  readonly loadProfile?: (signal: AbortSignal) => Promise<MarketingPreferencesProfile>;
}

/**
 * The marketing preferences' side effects: the profile read, and `PUT /profile/attributes/comms`
 * with all ten flags, followed by a refresh of `Profiles`.
 *
 * @example
 * ```ts
 * const actors = createMarketingPreferencesActors({ loyalty, invalidate: (names) => refresh(names) });
 * const actor = createActor(marketingPreferencesMachine.provide({ actors }), { input: {} }).start();
 * ```
 */
export function createMarketingPreferencesActors(services: MarketingPreferencesServices) {
  const { loyalty, invalidate } = services;
  const load = services.loadProfile ?? ((signal: AbortSignal) => loyalty.getProfile({ signal }));
  return {
    loadProfile: fromRequest<MarketingPreferencesProfile>((_input, signal) => load(signal)),
    saveComms: fromRequest<CommsFlags, CommsFlags>(async (flags, signal) => {
      const saved = await loyalty.updateComms(flags, { signal });
      void invalidate(["Profiles"]);
      return saved;
    }),
  };
}
