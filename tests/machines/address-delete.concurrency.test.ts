import fc from "fast-check";
import { createActor } from "xstate";
import type { LoyaltyAddress } from "../../src/clients/loyalty";
import { addressDeleteMachine, createAddressDeleteActors } from "../../src/machines/address-delete";
import { type ConcurrencyModel, checkConcurrencyRule, type FakeService } from "../support/concurrency-model";
import { savedAddress } from "./address-form.fixtures";

const addresses: LoyaltyAddress[] = [8801, 8802, 8803].map((id) => ({
  ...savedAddress,
  id,
  is_default: id === 8801,
}));

// The cached list each run edits, beside the service that run talks to.
const lists = new WeakMap<FakeService, LoyaltyAddress[]>();

function start(service: FakeService) {
  lists.set(service, addresses);
  const cache = {
    cancel: async () => undefined,
    update: (change: (list: readonly LoyaltyAddress[]) => LoyaltyAddress[]) => {
      lists.set(service, change(lists.get(service) ?? []));
    },
  };
  const loyalty = {
    deleteAddress: (id: number) => service.call("deleteAddress", id, undefined, () => undefined),
  };
  return createActor(
    addressDeleteMachine.provide({
      actors: createAddressDeleteActors(loyalty, cache, async () => undefined),
    }),
    { input: {} },
  ).start();
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc.constantFrom(...addresses).map((address) => ({ type: "delete.request", address })),
    fc.constant({ type: "delete.confirm" }),
    fc.constant({ type: "delete.confirm" }),
    fc.constant({ type: "delete.cancel" }),
  ),
  invariant(snapshot, service) {
    if (service.open.length > 1) throw new Error(`${service.open.length} deletes in flight at once`);
    const list = lists.get(service) ?? [];
    const ids = list.map((a) => a.id);
    if (new Set(ids).size !== ids.length) throw new Error(`the list holds an address twice: ${ids}`);
    for (const address of addresses) {
      const calls = service.calls.filter((call) => call.input === address.id);
      const last = calls.at(-1);
      // Deleted twice only after a failure; the list agrees with the last answer.
      if (calls.slice(0, -1).some((call) => call.outcome === "answered")) {
        throw new Error(`address ${address.id} deleted again after it was deleted`);
      }
      const shown = ids.includes(address.id);
      if (last?.outcome === "answered" && shown) throw new Error(`deleted ${address.id} is still listed`);
      if (last?.outcome === "pending" && shown)
        throw new Error(`${address.id} is listed while it is deleted`);
      if ((last === undefined || last.outcome === "failed") && !shown) {
        throw new Error(`${address.id} left the list though it was never deleted`);
      }
    }
    // Nothing confirmed is forgotten: every queued address gets its call.
    if (!snapshot.hasTag("busy") && snapshot.context.queue.length > 0)
      throw new Error("a queued delete never ran");
  },
};

describe("address delete under the concurrency rule", () => {
  it("deletes one address at a time, never one twice, and puts a refused one back", async () => {
    await checkConcurrencyRule(model, { numRuns: 300, maxSteps: 40 });
  }, 120_000);
});
