import fc from "fast-check";
import { createActor } from "xstate";
import type { StoreTransaction } from "../../src/clients/loyalty";
import { claimTransactionMachine, createClaimTransactionActors } from "../../src/machines/claim-transaction";
import type { ClaimPayload } from "../../src/rules/claims";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { stores } from "./rewards-fixtures";

// What the shopper last typed into each field, per run: a failed claim must keep all of it.
const typed = new WeakMap<FakeService, Record<string, string>>();

function start(service: FakeService) {
  typed.set(service, {});
  const loyalty = {
    getStores: (options: { signal?: AbortSignal } = {}) =>
      service.call("getStores", null, options.signal, (call) =>
        stores.map((store) => ({ ...store, name: `${store.name} ${marker(call.id)}` })),
      ),
    createClaim: (claim: ClaimPayload) =>
      service.call(
        "createClaim",
        claim,
        undefined,
        (call) => ({ id: call.id, receipt_ref: marker(call.id) }) as StoreTransaction,
      ),
  };
  const actor = createActor(
    claimTransactionMachine.provide({
      actors: createClaimTransactionActors({
        loyalty,
        loadProfile: async () => ({ id: 9 }),
        invalidate: async () => undefined,
      }),
    }),
    { input: {} },
  ).start();
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    if (event.type === "field.change")
      typed.set(service, { ...typed.get(service), [event.field]: event.value });
    send(event);
  };
  return actor;
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc
      .constantFrom("", "2026-02-01")
      .map((value) => ({ type: "field.change", field: "transactedAt", value })),
    fc.constantFrom("", "1001", "1003").map((value) => ({ type: "field.change", field: "storeCode", value })),
    fc.constantFrom("", "R-1", "R-2").map((value) => ({ type: "field.change", field: "receiptRef", value })),
    fc.constantFrom("", "12", "abc").map((value) => ({ type: "field.change", field: "amount", value })),
    fc.constant({ type: "claim.submit" }),
    fc.constant({ type: "claim.submit" }),
    fc.constant({ type: "stores.retry" }),
  ),
  maxWaitMs: 12_000,
  invariant(snapshot, service) {
    // Sent once: never two claims in flight.
    const claims = service.open.filter((call) => call.method === "createClaim");
    if (claims.length > 1) throw new Error(`${claims.length} claims in flight at once`);
    // After a failed claim the form holds exactly what was typed, including what was typed (or
    // cleared) while the claim was on its way.
    const last = service.calls.filter((call) => call.method === "createClaim").at(-1);
    if (last?.outcome === "failed" && snapshot.context.formError && snapshot.matches({ form: "editing" })) {
      const values: Record<string, string> = { ...snapshot.context.values };
      for (const [field, value] of Object.entries(values)) {
        const expected = typed.get(service)?.[field] ?? "";
        if (value !== expected)
          throw new Error(`${field} holds "${value}" after a failed claim, but "${expected}" was typed`);
      }
    }
  },
};

describe("claim a transaction under the concurrency rule", () => {
  it("sends one claim at a time and keeps what was typed when it fails", async () => {
    await checkConcurrencyRule(model, { numRuns: 200, maxSteps: 30 });
  }, 120_000);
});
