import fc from "fast-check";
import { createActor } from "xstate";
import { createWishlistModalActors, wishlistModalMachine } from "../../src/machines/wishlist-modal";
import { listsHoldingVariant } from "../../src/rules/wishlist-membership";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { item, list, runner, sizes, wishlistMessages } from "./wishlist.fixtures";

const size8 = sizes[0] as (typeof sizes)[number];

// The server's lists; each answer carries its call's marker in a list name.
function start(service: FakeService) {
  const server = () => [list(9101, "Mine", [item(1, 5, 51)]), list(9102, "Birthday")];
  const actors = createWishlistModalActors({
    loadLists: (signal) =>
      service.call("loadLists", null, signal, (call) => [...server(), list(9300 + call.id, marker(call.id))]),
    reloadLists: (signal) =>
      service.call("reloadLists", null, signal, (call) => [
        ...server(),
        list(9300 + call.id, marker(call.id)),
      ]),
    lists: {
      createList: ({ name }) =>
        service.call("createList", name, undefined, (call) =>
          list(9500 + call.id, `${name} ${marker(call.id)}`),
        ),
    },
    items: {
      addListItem: (listId) => service.call("addListItem", listId, undefined, () => item(7, 5, 51)),
      deleteListItem: (listId) => service.call("deleteListItem", listId, undefined, () => undefined),
    },
    invalidate: async () => undefined,
  });
  return createActor(wishlistModalMachine.provide({ actors }), {
    input: { product: runner, messages: wishlistMessages },
  }).start();
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  // A save sends its adds and removes together.
  callsPerInvocation: 3,
  events: fc.oneof(
    fc.constant({ type: "variant.choose", variant: size8 }),
    fc.constant({ type: "size.edit" }),
    fc.constantFrom(9101, 9102).map((listId) => ({ type: "list.toggle", listId })),
    fc.constant({ type: "create.open" }),
    fc.constant({ type: "create.cancel" }),
    fc.constantFrom("", "  ", "School").map((value) => ({ type: "name.change", value })),
    fc.constant({ type: "create.submit" }),
    fc.constant({ type: "save" }),
    fc.constant({ type: "save" }),
    fc.constant({ type: "lists.retry" }),
  ),
  invariant(snapshot, service) {
    const { context } = snapshot;
    // One write flow at a time: never a create beside a save.
    const writes = service.open.filter((call) => call.method === "createList").length;
    if (writes > 1) throw new Error("two creates in flight");
    // After a failed save the checkboxes show what the server holds.
    if (
      context.formError === wishlistMessages.wishlistModalSaveFailed &&
      snapshot.matches({ ready: "SELECT_LIST" }) &&
      context.variant
    ) {
      const holding = listsHoldingVariant(context.lists, context.variant.id).sort();
      if (JSON.stringify([...context.checked].sort()) !== JSON.stringify(holding)) {
        throw new Error(`rolled back to ${context.checked} while the server holds ${holding}`);
      }
    }
    // Save is never offered without a checked list.
    if (snapshot.matches({ ready: "saving" }) && context.checked.length === 0)
      throw new Error("saving with nothing checked");
  },
};

describe("wishlist modal under the concurrency rule", () => {
  it("aborts superseded loads, sends one write at a time, rolls a failed save back to the server's lists", async () => {
    await checkConcurrencyRule(model, { numRuns: 200, maxSteps: 30 });
  }, 120_000);
});
