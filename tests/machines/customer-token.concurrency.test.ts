import fc from "fast-check";
import { createActor } from "xstate";
import type { StorefrontClient } from "../../src/clients/storefront";
import { createCustomerTokenImplementations, customerTokenMachine } from "../../src/machines/customer-token";
import { storefrontMessages } from "../../src/rules/messages";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";

// A storefront that issues a token (named after the call) for the password "right" only.
function fakeStorefront(service: FakeService): Pick<StorefrontClient, "customerAccessTokenCreate"> {
  return {
    customerAccessTokenCreate: (input, options) =>
      service.call("customerAccessTokenCreate", input, options?.signal, (call) =>
        input.password === "right"
          ? {
              customerAccessToken: { accessToken: `tok-${call.id}`, expiresAt: marker(call.id) },
              customerUserErrors: [],
            }
          : {
              customerAccessToken: null,
              customerUserErrors: [{ code: "UNIDENTIFIED_CUSTOMER", field: null, message: marker(call.id) }],
            },
      ),
  };
}

// Which call each stored token came from, and whether that call had been aborted when it was stored.
const stored = new WeakMap<FakeService, { call: number; abortedWhenStored: boolean }[]>();

function start(service: FakeService) {
  const writes: { call: number; abortedWhenStored: boolean }[] = [];
  stored.set(service, writes);
  const tokens = {
    store: (token: { accessToken: string }) => {
      const call = Number(token.accessToken.slice(4));
      writes.push({ call, abortedWhenStored: service.calls[call - 1]?.signal.aborted ?? true });
    },
    forget: () => undefined,
  };
  return createActor(
    customerTokenMachine.provide(
      createCustomerTokenImplementations(fakeStorefront(service), tokens, storefrontMessages),
    ),
    { input: {} },
  ).start();
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc.constantFrom("jess@example.com", "").map((value) => ({ type: "field.change", field: "email", value })),
    fc
      .constantFrom("right", "wrong", "")
      .map((value) => ({ type: "field.change", field: "password", value })),
    fc.constant({ type: "credentials.submit" }),
    fc.constant({ type: "token.forget" }),
  ),
  invariant(snapshot, service) {
    // A superseded sign-in never stores its token; a token shown as issued is the last one stored.
    const writes = stored.get(service) ?? [];
    if (writes.some((write) => write.abortedWhenStored))
      throw new Error("an aborted sign-in stored its token");
    const expiresAt = snapshot.context.expiresAt;
    if (expiresAt !== null && expiresAt !== marker(writes.at(-1)?.call ?? 0)) {
      throw new Error(`shows ${expiresAt} but the stored token is from call ${writes.at(-1)?.call}`);
    }
  },
};

describe("storefront customer token under the concurrency rule", () => {
  it("aborts a superseded sign-in, never stores its token, never shows its answer", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
