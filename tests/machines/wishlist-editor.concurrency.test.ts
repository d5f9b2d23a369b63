import fc from "fast-check";
import { createActor } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import { createWishlistEditorActors, wishlistEditorMachine } from "../../src/machines/wishlist-editor";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { list } from "./wishlists.fixtures";

function start(service: FakeService) {
  const answer = (id: number, name: string) => (call: { id: number }) =>
    ({ ...list(id, name, []), title: marker(call.id) }) as Wishlist;
  const loyalty = {
    createList: (body: { name: string }) =>
      service.call("createList", body, undefined, answer(900, body.name)),
    updateList: (listId: number, body: { name: string }) =>
      service.call("updateList", { listId, ...body }, undefined, answer(listId, body.name)),
    deleteList: (listId: number) => service.call("deleteList", listId, undefined, () => undefined),
  };
  return createActor(
    wishlistEditorMachine.provide({
      actors: createWishlistEditorActors(
        loyalty,
        async () => undefined,
        () => undefined,
      ),
    }),
    { input: {} },
  ).start();
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc.constant({ type: "editor.create" }),
    fc.constant({ type: "editor.rename", list: { id: 7, name: "Birthday Ideas" } }),
    fc.constantFrom("", "  ", "Winter", "School shoes").map((value) => ({ type: "name.change", value })),
    fc.constant({ type: "editor.submit" }),
    fc.constant({ type: "editor.submit" }),
    fc.constant({ type: "editor.cancel" }),
    fc.constant({ type: "delete.request" }),
    fc.constant({ type: "delete.confirm" }),
    fc.constant({ type: "delete.cancel" }),
  ),
  invariant(snapshot, service) {
    if (service.open.length > 1) throw new Error(`${service.open.length} writes in flight at once`);
    // One popover never creates two lists: once a create answered, its saves are renames of it.
    const list = snapshot.context.list;
    for (const call of service.open) {
      if (list && call.method === "createList")
        throw new Error(`list ${list.id} exists, yet another create runs`);
    }
    // Never a blank name sent.
    for (const call of service.calls) {
      const name = (call.input as { name?: string }).name;
      if (name !== undefined && name.trim() === "") throw new Error("a blank name was sent");
    }
    // A failure keeps the popover open with the name typed.
    if (snapshot.context.failure && snapshot.matches("closed"))
      throw new Error("a failure closed the popover");
  },
};

describe("wishlist editor under the concurrency rule", () => {
  it("writes one at a time, never a blank name, and a failure keeps the popover with what was typed", async () => {
    await checkConcurrencyRule(model, { numRuns: 300, maxSteps: 40 });
  }, 120_000);
});
