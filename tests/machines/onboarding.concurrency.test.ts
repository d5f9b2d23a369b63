import fc from "fast-check";
import * as v from "valibot";
import { createActor } from "xstate";
import { childConnectionSchema } from "../../src/clients/loyalty/schemas/profile.schemas";
import { createOnboardingActors, onboardingMachine } from "../../src/machines/onboarding";
import type { CreateChildPayload } from "../../src/rules/child";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { avatars, brands, sports } from "./onboarding.fixtures";

// A created child's connection carries the call's marker in its created_at.
const connectionFor = (id: number, payload: CreateChildPayload, mark: string) =>
  v.parse(childConnectionSchema, {
    id,
    connection_definition_id: 1,
    name: "Child",
    status: "accepted",
    first_name: payload.firstName,
    created_at: mark,
    connector: { id: id + 1, first_name: payload.firstName, created_at: mark },
  });

function fakeLoyalty(service: FakeService) {
  return {
    createChild: (payload: CreateChildPayload, options?: { signal?: AbortSignal }) =>
      service.call("createChild", payload, options?.signal, (call) =>
        connectionFor(2000 + call.id, payload, marker(call.id)),
      ),
    getRandomShoeTagName: (options?: { signal?: AbortSignal }) =>
      service.call("getRandomShoeTagName", null, options?.signal, (call) => `Tag ${marker(call.id)}`),
  };
}

// Opened, with two children typed through to Confirmation, so most submits are sent.
function start(service: FakeService) {
  const actor = createActor(
    onboardingMachine.provide({
      actors: createOnboardingActors(fakeLoyalty(service), async () => undefined),
    }),
    { input: { open: true, avatars, sports, brands } },
  ).start();
  actor.send({ type: "onboarding.start" });
  for (const [firstName, shoeTag] of [
    ["Mia", "Zippy"],
    ["Leo", "Rocket"],
  ] as const) {
    if (firstName === "Leo") actor.send({ type: "child.add" });
    actor.send({ type: "field.change", field: "firstName", value: firstName });
    actor.send({ type: "field.change", field: "shoeTag", value: shoeTag });
    actor.send({ type: "step.next" });
    actor.send({ type: "avatar.select", index: 0 });
    for (let i = 0; i < 3; i++) actor.send({ type: "step.next" });
  }
  return actor;
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  // The creates of one submit run one after another on one signal.
  events: fc.oneof(
    fc
      .constantFrom("firstName", "shoeTag")
      .chain((field) =>
        fc.constantFrom("", "Leo", "Rocket").map((value) => ({ type: "field.change", field, value })),
      ),
    fc.constant({ type: "shoeTag.suggest" }),
    fc.constant({ type: "step.next" }),
    fc.constant({ type: "step.back" }),
    fc.constant({ type: "step.skip" }),
    fc.integer({ min: 0, max: 2 }).map((index) => ({ type: "avatar.select", index })),
    fc.constant({ type: "child.add" }),
    fc.integer({ min: 0, max: 2 }).map((index) => ({ type: "child.edit", index })),
    fc.constant({ type: "onboarding.submit" }),
    fc.constant({ type: "onboarding.submit" }),
    fc.constant({ type: "onboarding.exit" }),
    fc.constant({ type: "onboarding.open" }),
  ),
  invariant(snapshot, service) {
    const creates = service.calls.filter((call) => call.method === "createChild");
    const open = creates.filter((call) => call.outcome === "pending");
    if (open.length > 1) throw new Error(`${open.length} creates in flight at once`);
    if (snapshot.hasTag("busy") && snapshot.matches("submitting")) return;
    // Every child the service created is marked created, once; none is created twice.
    const answered = creates.filter((call) => call.outcome === "answered").length;
    const marked = snapshot.context.children.filter((child) => child.created).length;
    if (answered !== marked) throw new Error(`${answered} children created but ${marked} marked created`);
    // A failed submit never loses a child: at least one child is always held.
    if (snapshot.context.children.length === 0) throw new Error("every child was lost");
  },
};

describe("onboarding under the concurrency rule", () => {
  it("sends one create at a time, marks each created child once, and aborts superseded suggestions", async () => {
    await checkConcurrencyRule(model, { numRuns: 300, maxSteps: 40 });
  }, 120_000);
});
