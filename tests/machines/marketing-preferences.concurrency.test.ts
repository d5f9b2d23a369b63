import fc from "fast-check";
import { createActor } from "xstate";
import type { LoyaltyCommsFlags } from "../../src/clients/loyalty";
import {
  createMarketingPreferencesActors,
  marketingPreferencesMachine,
} from "../../src/machines/marketing-preferences";
import { DEFAULT_COMMS, isOptedOut, NOTIFICATION_TOGGLES } from "../../src/rules/comms";
import { type ConcurrencyModel, checkConcurrencyRule, type FakeService } from "../support/concurrency-model";

function start(service: FakeService) {
  return createActor(
    marketingPreferencesMachine.provide({
      actors: createMarketingPreferencesActors({
        loyalty: {
          getProfile: (options) =>
            service.call("getProfile", null, options?.signal, () => ({
              id: 1,
              first_name: "Jess",
              created_at: "2023-01-01T00:00:00Z",
              attributes: { comms: DEFAULT_COMMS },
            })) as never,
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
