import fc from "fast-check";
import { createActor } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import { createWishlistSyncActors, wishlistSyncMachine } from "../../src/machines/wishlist-sync";
import { GUEST_WISHLIST_STORAGE_KEY } from "../../src/rules/keys";
import { createMemoryStorage } from "../../src/runtime";
import { type ConcurrencyModel, checkConcurrencyRule, type FakeService } from "../support/concurrency-model";
import { item, list, wishlistMessages } from "./wishlist.fixtures";

const STORED = '["1:10","2:20","3:30"]';

// Every step answers (or fails) when the helper says; the server state follows the answered writes.
function start(service: FakeService) {
  const server = { tags: [] as string[], lists: [] as Wishlist[] };
  const storage = createMemoryStorage({ [GUEST_WISHLIST_STORAGE_KEY]: STORED });
  const actors = createWishlistSyncActors({
    profile: {
      getProfile: (options) =>
        service.call("getProfile", null, options?.signal, () => ({ tags: [...server.tags] }) as never),
      updateProfile: (body) =>
        service.call("updateProfile", body, undefined, () => {
          server.tags = [...(body.tags ?? [])];
          return {} as never;
        }),
    },
    lists: {
      getLists: (_filter, options) =>
        service.call("getLists", null, options?.signal, () => structuredClone(server.lists)),
      createList: ({ name }) =>
        service.call("createList", name, undefined, () => {
          const created = list(900 + server.lists.length, name);
          server.lists.push(created);
          return structuredClone(created);
        }),
    },
    items: {
      addListItem: (listId, input) =>
        service.call("addListItem", input, undefined, () => {
          const added = item(
            Math.round(Math.random() * 1e6),
            Number(input.productId),
            Number(input.variantId),
          );
          server.lists.find((l) => l.id === listId)?.items.push(added);
          return added;
        }),
    },
    storage,
  });
  const actor = createActor(wishlistSyncMachine.provide({ actors }), {
    input: { messages: wishlistMessages },
  });
  Object.assign(actor, { server, storage });
  return actor.start() as typeof actor & { server: typeof server; storage: typeof storage };
}

// The run being checked (the helper runs one at a time).
let current: ReturnType<typeof start> | null = null;

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start: (service) => {
    current = start(service);
    return current;
  },
  // The lock answering more than once must change nothing.
  events: fc.constant({ type: "lock.acquired" }),
  invariant() {
    if (!current) throw new Error("no run");
    const variants = current.server.lists.flatMap((l) => l.items.map((i) => i.product_variant_id));
    if (new Set(variants).size !== variants.length) throw new Error(`an item landed twice: ${variants}`);
    if (current.storage.getItem(GUEST_WISHLIST_STORAGE_KEY) === null) {
      const all = [10, 20, 30].every((id) => variants.includes(id));
      if (!all || !current.server.tags.includes("wishlist-synced")) {
        throw new Error("the local copy went before the list held every item and the profile was tagged");
      }
    }
  },
};

describe("guest sync under the concurrency rule", () => {
  it("never loses a local item nor adds one twice, whatever fails and in whatever order", async () => {
    await checkConcurrencyRule(model, { numRuns: 200, maxSteps: 30 });
  }, 120_000);
});
