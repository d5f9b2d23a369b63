import fc from "fast-check";
import { createActor } from "xstate";
import type { StorefrontClient } from "../../src/clients/storefront";
import { createUpdateDetailsActors, updateDetailsMachine } from "../../src/machines/update-details";
import { storefrontMessages } from "../../src/rules/messages";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";

// A storefront that signs "right" in and saves whatever it is asked, naming the call in its answers.
function fakeStorefront(
  service: FakeService,
): Pick<StorefrontClient, "customerAccessTokenCreate" | "customerUpdate"> {
  return {
    customerAccessTokenCreate: (input, options) =>
      service.call("customerAccessTokenCreate", input, options?.signal, (call) =>
        input.password === "right"
          ? {
              customerAccessToken: { accessToken: `tok-${call.id}`, expiresAt: "2030-01-01T00:00:00Z" },
              customerUserErrors: [],
            }
          : {
              customerAccessToken: null,
              customerUserErrors: [{ code: "UNIDENTIFIED_CUSTOMER", field: null, message: marker(call.id) }],
            },
      ),
    customerUpdate: (changes, _token, options) =>
      service.call("customerUpdate", changes, options?.signal, (call) =>
        changes.firstName === "Taken"
          ? {
              customer: null,
              customerAccessToken: null,
              customerUserErrors: [
                { code: "TAKEN", field: ["customer", "firstName"], message: marker(call.id) },
              ],
            }
          : {
              customer: {
                id: marker(call.id),
                email: changes.email ?? null,
                firstName: changes.firstName ?? null,
                lastName: null,
                phone: null,
                acceptsMarketing: changes.acceptsMarketing ?? false,
              },
              customerAccessToken: null,
              customerUserErrors: [],
            },
      ),
  };
}

const tokensStoredByAbortedCalls = new WeakMap<FakeService, number>();

function start(service: FakeService) {
  tokensStoredByAbortedCalls.set(service, 0);
  const tokens = {
    store: (token: { accessToken: string }) => {
      const call = service.calls[Number(token.accessToken.slice(4)) - 1];
      if (!call || call.signal.aborted) {
        tokensStoredByAbortedCalls.set(service, (tokensStoredByAbortedCalls.get(service) ?? 0) + 1);
      }
    },
  };
  return createActor(
    updateDetailsMachine.provide({
      actors: createUpdateDetailsActors(fakeStorefront(service), tokens, storefrontMessages),
    }),
    { input: { values: { email: "jess@example.com" } } },
  ).start();
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc
      .constantFrom("right", "wrong", "")
      .map((value) => ({ type: "field.change", field: "password", value })),
    fc
      .constantFrom("Jess", "Taken", "")
      .map((value) => ({ type: "field.change", field: "first_name", value })),
    fc.boolean().map((on) => ({ type: "marketing.set", on })),
    fc.constant({ type: "details.submit" }),
  ),
  invariant(snapshot, service) {
    if ((tokensStoredByAbortedCalls.get(service) ?? 0) > 0) throw new Error("an aborted save stored a token");
    // A customer shown as saved is what the form holds now: a save for older values never lands.
    const { customer, values } = snapshot.context;
    if (snapshot.matches("saved") && customer) {
      const expected = values.first_name === "" ? null : values.first_name;
      if (customer.firstName !== expected || customer.acceptsMarketing !== values.accepts_marketing) {
        throw new Error(`saved ${JSON.stringify(customer)} while the form holds ${JSON.stringify(values)}`);
      }
    }
  },
};

describe("update-details form under the concurrency rule", () => {
  it("aborts a superseded save, never stores its token, never shows its answer", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
