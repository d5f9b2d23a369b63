import fc from "fast-check";
import { createActor } from "xstate";
import type { LoyaltyAuthClient } from "../../src/clients/loyalty-auth";
import { createSignInActors, signInMachine } from "../../src/machines/sign-in";
import { signInInputKind } from "../../src/rules/sign-in";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";

const IDENTIFIERS = ["new@example.com", "jess@example.com", "0412 345 678", "0498 765 432"];
// Which identifiers already have an account (the availability answer for them is "taken").
const EXISTING = new Set(["jess@example.com", "0498 765 432"]);

// A portal whose answers name the call; availability answers also carry what they were asked.
function fakeAuth(service: FakeService): LoyaltyAuthClient {
  return {
    checkAvailability: (query, options) =>
      service.call("checkAvailability", query, options?.signal, (call) => {
        const asked = "email" in query ? query.email : query.mobile_phone;
        return { available: !EXISTING.has(asked), note: marker(call.id) };
      }),
    sendLoginEmail: (email, options) =>
      service.call("sendLoginEmail", email, options?.signal, () => undefined),
    getSMSAuthCode: (mobile, options) =>
      service.call("getSMSAuthCode", mobile, options?.signal, () => undefined),
    loginWithSMS: (code, options) =>
      service.call("loginWithSMS", code, options?.signal, (call) => ({ token: `tok-${marker(call.id)}` })),
    mobileLogin: (token) => `https://auth.example.test/embed/login?login_token=${token}`,
    createAccount: (payload, options) =>
      service.call("createAccount", payload, options?.signal, (call) => ({
        identity: null,
        first_name: marker(call.id),
        last_name: "Lee",
      })),
  };
}

function start(service: FakeService) {
  return createActor(
    signInMachine.provide({ actors: createSignInActors(fakeAuth(service), { navigate: () => undefined }) }),
    { input: {} },
  ).start();
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc.constantFrom(...IDENTIFIERS).map((value) => ({ type: "identifier.change", value })),
    fc.constant({ type: "identifier.submit" }),
    fc.constantFrom("123456", "12").map((value) => ({ type: "code.change", value })),
    fc.constant({ type: "code.submit" }),
    fc.constant({ type: "code.resend" }),
    fc.constantFrom("Sam", "3000").map((value) => ({ type: "field.change", field: "firstName", value })),
    fc.constant({ type: "details.submit" }),
    fc.constant({ type: "step.back" }),
  ),
  maxWaitMs: 31_000,
  invariant(snapshot) {
    // "A slow availability answer for an old input never moves the widget": past the initial
    // step, the widget acts on exactly the text in the continue input, and the step is the one
    // that text's availability leads to.
    if (snapshot.matches("initial")) return;
    const { checked, identifier } = snapshot.context;
    if (!checked || checked.identifier !== identifier.trim()) {
      throw new Error(
        `step ${JSON.stringify(snapshot.value)} for ${checked?.identifier} while the input says ${identifier}`,
      );
    }
    const existing = EXISTING.has(checked.identifier);
    const kind = signInInputKind(checked.identifier);
    if (snapshot.matches("details") && existing)
      throw new Error(`details for existing ${checked.identifier}`);
    if (snapshot.matches("mobileCode") && (!existing || kind !== "mobile")) {
      throw new Error(`mobile code for ${checked.identifier}`);
    }
  },
};

describe("sign-in widget under the concurrency rule", () => {
  it("aborts superseded checks and sends, and a stale answer never moves the widget", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
