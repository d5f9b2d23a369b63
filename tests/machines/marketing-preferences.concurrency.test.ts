import fc from "fast-check";
import { createActor } from "xstate";
import type { LoyaltyCommsFlags, LoyaltyProfile } from "../../src/clients/loyalty";
import {
  createMarketingPreferencesActors,
  marketingPreferencesMachine,
} from "../../src/machines/marketing-preferences";
import { DEFAULT_COMMS, isOptedOut, NOTIFICATION_TOGGLES } from "../../src/rules/comms";
import { type ConcurrencyModel, checkConcurrencyRule, type FakeService } from "../support/concurrency-model";

const demoProfile: LoyaltyProfile = {
  id: 1,
  profile_type: "customer",
  first_name: "Jess",
  last_name: null,
  email: "jess@example.com",
  mobile_phone: null,
  birth_date: null,
  birth_day: null,
  birth_month: null,
  birth_year: null,
  gender: "withheld",
  avatar_url: null,
  preferred_location_id: null,
  created_at: "2023-01-01T00:00:00Z",
  identities: [],
  custom_attributes: [],
  tags: [],
  connectionId: null,
  attributes: {},
};

function start(service: FakeService) {
  return createActor(
    marketingPreferencesMachine.provide({
      actors: createMarketingPreferencesActors({
        loyalty: {
          getProfile: (options) =>
            service.call("getProfile", null, options?.signal, () => ({
              ...demoProfile,
              attributes: { comms: DEFAULT_COMMS },
            })),
          updateComms: (flags, options) =>
            service.call(
              "updateComms",
              flags,
              options?.signal,
              () => ({ ...DEFAULT_COMMS, ...flags }) as LoyaltyCommsFlags,
            ),
        },
        invalidate: async () => undefined,
      }),
    }),
    { input: {} },
  ).start();
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc
      .record({ toggle: fc.constantFrom(...NOTIFICATION_TOGGLES), on: fc.boolean() })
      .map(({ toggle, on }) => ({ type: "toggle.set", toggle, on })),
    fc.boolean().map((on) => ({ type: "optout.set", on })),
    fc.constant({ type: "preferences.submit" }),
    fc.constant({ type: "preferences.retry" }),
    fc.constant({ type: "profile.reload" }),
  ),
  invariant(snapshot) {
    const { values, confirmed, unsaved } = snapshot.context;
    // The opt-out rule holds in every state, for what is shown and what is kept for retry.
    for (const flags of [values, confirmed, unsaved]) {
      if (flags && (flags.email_optout !== isOptedOut(flags) || flags.sms_optout !== isOptedOut(flags))) {
        throw new Error(`opt-out disagrees with the toggles: ${JSON.stringify(flags)}`);
      }
    }
  },
};

describe("marketing preferences under the concurrency rule", () => {
  it("keeps the opt-out rule and never shows an aborted answer", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
