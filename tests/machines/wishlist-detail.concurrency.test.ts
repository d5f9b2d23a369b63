import fc from "fast-check";
import { createActor } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import { createWishlistDetailActors, wishlistDetailMachine } from "../../src/machines/wishlist-detail";
import { type ConcurrencyModel, checkConcurrencyRule, type FakeService } from "../support/concurrency-model";
import { item, list } from "./wishlists.fixtures";

const items = [item(1, "A"), item(2, "B"), item(3, "C")];
const cached = new WeakMap<FakeService, Wishlist[]>();

function start(service: FakeService) {
  cached.set(service, [list(9, "Mine", items)]);
  const cache = {
    cancel: async () => undefined,
    update: (change: (lists: readonly Wishlist[]) => Wishlist[]) => {
      cached.set(service, change(cached.get(service) ?? []));
    },
  };
  return createActor(
    wishlistDetailMachine.provide({
      actors: createWishlistDetailActors({
        loyalty: {
          deleteListItem: (_listId: number, itemId: number) =>
            service.call("deleteListItem", itemId, undefined, () => undefined),
        },
        cache,
        invalidate: async () => undefined,
        addToCart: (lines, signal) => service.call("addToCart", lines, signal, () => undefined),
        announce: () => undefined,
      }),
    }),
    { input: {} },
  ).start();
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  // The remove and the add run side by side: two invocations at most.
  callsPerInvocation: 1,
  events: fc.oneof(
    fc.constantFrom(...items).map((i) => ({ type: "item.remove", listId: 9, item: i })),
    fc.constant({ type: "bag.add", lines: [{ id: 4242, quantity: 1 }] }),
  ),
  invariant(snapshot, service) {
    const removes = service.open.filter((call) => call.method === "deleteListItem");
    const adds = service.open.filter((call) => call.method === "addToCart");
    if (removes.length > 1) throw new Error(`${removes.length} removes in flight at once`);
    if (adds.length > 1) throw new Error(`${adds.length} adds in flight at once: a pair would go in twice`);
    const shown = cached.get(service)?.[0]?.items.map((i) => i.id) ?? [];
    if (new Set(shown).size !== shown.length) throw new Error(`an item shows twice: ${shown}`);
    for (const entry of items) {
      const calls = service.calls.filter(
        (call) => call.method === "deleteListItem" && call.input === entry.id,
      );
      const last = calls.at(-1);
      if (calls.slice(0, -1).some((call) => call.outcome === "answered"))
        throw new Error(`item ${entry.id} removed again after it was removed`);
      const listed = shown.includes(entry.id);
      if (last && last.outcome !== "failed" && listed)
        throw new Error(`item ${entry.id} listed while removed`);
      if ((!last || last.outcome === "failed") && !listed)
        throw new Error(`item ${entry.id} left the list unasked`);
    }
    if (!snapshot.hasTag("removing") && snapshot.context.removals.length > 0)
      throw new Error("a queued remove never ran");
  },
};

describe("wishlist detail under the concurrency rule", () => {
  it("removes one item at a time, puts a refused one back, and never adds the same lines twice at once", async () => {
    await checkConcurrencyRule(model, { numRuns: 300, maxSteps: 40 });
  }, 120_000);
});
