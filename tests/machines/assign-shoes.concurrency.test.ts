import fc from "fast-check";
import { createActor } from "xstate";
import type { AssignmentOutcome } from "../../src/clients/loyalty";
import { assignShoesMachine, createAssignShoesActors } from "../../src/machines/assign-shoes";
import { type ConcurrencyModel, checkConcurrencyRule, type FakeService } from "../support/concurrency-model";
import { children, shoe } from "./rewards-fixtures";

const shoes = [shoe(11, 3), shoe(12, 9), shoe(13, 45)];

// Every call answers each pair assigned; a failed call fails the whole child's group.
function start(service: FakeService) {
  const loyalty = {
    assignItemsToChild: (shoeIds: readonly number[], _variants: readonly number[], childId: number) =>
      service.call("assignItemsToChild", { shoeIds, childId }, undefined, () =>
        shoeIds.map((shoeId) => ({ status: "assigned", shoeId, result: {} }) as AssignmentOutcome),
      ),
  };
  const actor = createActor(
    assignShoesMachine.provide({
      actors: createAssignShoesActors(
        loyalty,
        async () => undefined,
        () => undefined,
      ),
    }),
    { input: {} },
  ).start();
  actor.send({ type: "shoes.load", data: { shoes, rewardedIds: [11, 12], children } });
  return actor;
}

// What the shopper chose last for each pair, replayed from the events sent.
const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc
      .record({ shoeId: fc.constantFrom(11, 12, 13), childId: fc.constantFrom("-1", "71", "72") })
      .map(({ shoeId, childId }) => ({ type: "child.select", shoeId, childId })),
    fc.constant({ type: "assign.submit" }),
    fc.constant({ type: "assign.submit" }),
  ),
  invariant(snapshot, service) {
    // One batch at a time: a second Assign never sends the same pairs alongside the first.
    const open = service.open.flatMap((call) => (call.input as { shoeIds: number[] }).shoeIds);
    if (new Set(open).size !== open.length) throw new Error(`a pair sent twice at once: ${open}`);
    // A failure keeps every choice: in `failed` after a whole failure no chosen pair was dropped.
    if (snapshot.matches("failed") && snapshot.context.error) {
      const failedCall = service.calls.filter((call) => call.outcome === "failed").at(-1);
      const sent = (failedCall?.input as { shoeIds: number[]; childId: number } | undefined) ?? null;
      if (sent) {
        for (const id of sent.shoeIds) {
          const kept = snapshot.context.choices[String(id)];
          if (kept === undefined) throw new Error(`pair ${id}'s choice was lost after a failure`);
        }
      }
    }
  },
};

describe("assign shoes under the concurrency rule", () => {
  it("sends one batch at a time and loses no choice on failure", async () => {
    await checkConcurrencyRule(model, { numRuns: 200, maxSteps: 30 });
  }, 120_000);
});
