import fc from "fast-check";
import { createActor } from "xstate";
import type { LoyaltyProfile } from "../../src/clients/loyalty";
import { createProfileDetailsActors, profileDetailsMachine } from "../../src/machines/profile-details";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";

const profile = (call: number, first = "Jess"): LoyaltyProfile => ({
  id: 1,
  profile_type: "customer",
  first_name: first,
  last_name: marker(call),
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
});

// What the shopper last typed, per run: nothing typed may ever be lost.
const typed = new WeakMap<FakeService, string | null>();

function start(service: FakeService) {
  typed.set(service, null);
  const actor = createActor(
    profileDetailsMachine.provide({
      actors: createProfileDetailsActors({
        loyalty: {
          getProfile: (options) =>
            service.call("getProfile", null, options?.signal, (call) => profile(call.id)),
          updateProfile: (update, options) =>
            service.call("updateProfile", update, options?.signal, (call) =>
              profile(call.id, update.first_name ?? "Jess"),
            ),
        },
        invalidate: async () => undefined,
      }),
    }),
    { input: {} },
  ).start();
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    // The form shows (and takes typing) once the profile is loaded.
    const ready = actor.getSnapshot().context.loaded !== null;
    if (ready && event.type === "field.change" && event.field === "firstName")
      typed.set(service, event.value);
    send(event);
  };
  return actor;
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc
      .constantFrom("Jess", "Jessica", "", "Jo")
      .map((value) => ({ type: "field.change", field: "firstName", value })),
    fc.constant({ type: "details.submit" }),
    fc.constant({ type: "profile.reload" }),
  ),
  invariant(snapshot, service) {
    const last = typed.get(service);
    // Typing during a save, a failed save or a confirmed one: the field holds what was typed last.
    if (last !== null && last !== undefined && snapshot.context.values.firstName !== last) {
      throw new Error(`typed "${last}" but the form holds "${snapshot.context.values.firstName}"`);
    }
    if (snapshot.matches("saving") && snapshot.context.sending === null)
      throw new Error("saving with nothing sent");
  },
};

describe("profile details form under the concurrency rule", () => {
  it("never loses what was typed, during or after a save, and never shows an aborted answer", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
