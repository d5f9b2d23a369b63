import fc from "fast-check";
import { createActor } from "xstate";
import { addressFormMachine, createAddressFormActors } from "../../src/machines/address-form";
import type { AddressPayload } from "../../src/rules/addresses";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { answerFor, filledForm } from "./address-form.fixtures";

// Created addresses get id 1000 + the call's number; their created_at carries the marker.
function fakeLoyalty(service: FakeService) {
  return {
    createAddress: (payload: AddressPayload) =>
      service.call("createAddress", { id: null, payload }, undefined, (call) =>
        answerFor(1000 + call.id, payload, marker(call.id)),
      ),
    updateAddress: (id: number, payload: AddressPayload) =>
      service.call("updateAddress", { id, payload }, undefined, (call) =>
        answerFor(id, payload, marker(call.id)),
      ),
  };
}

// A new address with every required field typed, so most submits are sent.
function start(service: FakeService) {
  const actor = createActor(
    addressFormMachine.provide({
      actors: createAddressFormActors(fakeLoyalty(service), async () => undefined),
    }),
    { input: { address: null } },
  ).start();
  for (const [field, value] of Object.entries(filledForm)) {
    actor.send({ type: "field.change", field: field as keyof typeof filledForm, value });
  }
  return actor;
}

const answered = (service: FakeService, method: string) =>
  service.calls.filter((call) => call.method === method && call.outcome === "answered");

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events: fc.oneof(
    fc
      .constantFrom("first_name", "city", "address_line_2")
      .chain((field) =>
        fc.constantFrom("", "Sam", "Torquay").map((value) => ({ type: "field.change", field, value })),
      ),
    fc.boolean().map((on) => ({ type: "primary.set", on })),
    fc.constant({ type: "address.submit" }),
    fc.constant({ type: "address.submit" }),
  ),
  invariant(snapshot, service) {
    // A save is never sent alongside another.
    if (service.open.length > 1) throw new Error(`${service.open.length} saves in flight at once`);
    // Once an address was created, later saves update it: one submit never adds two addresses.
    const created = answered(service, "createAddress");
    const laterCreates = service.calls.filter(
      (call) => call.method === "createAddress" && created.some((done) => done.id < call.id),
    );
    if (laterCreates.length > 0) throw new Error("created a second address after the first was saved");
    // Shown as saved only with what the form holds now.
    const { saved, values } = snapshot.context;
    if (snapshot.matches("saved") && saved) {
      const same =
        saved.city === values.city.trim() &&
        saved.meta.first_name === values.first_name.trim() &&
        saved.is_default === values.is_default;
      if (!same)
        throw new Error(`saved ${JSON.stringify(saved)} while the form holds ${JSON.stringify(values)}`);
    }
    // Every update is of the address this form created.
    const updates = service.calls.filter((call) => call.method === "updateAddress");
    for (const update of updates) {
      const id = (update.input as { id: number }).id;
      if (!created.some((call) => 1000 + call.id === id))
        throw new Error(`updated ${id}, never created here`);
    }
  },
};

describe("address form under the concurrency rule", () => {
  it("sends one save at a time, never a second create, and shows as saved only what it holds", async () => {
    await checkConcurrencyRule(model, { numRuns: 300, maxSteps: 40 });
  }, 120_000);
});
