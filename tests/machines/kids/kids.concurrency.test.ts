import fc from "fast-check";
import { createActor } from "xstate";
import type { ChildConnection } from "../../../src/clients/loyalty";
import { childFormMachine, createChildFormActors } from "../../../src/machines/child-form";
import {
  createFavouritesPickerActors,
  favouritesPickerMachine,
} from "../../../src/machines/favourites-picker";
import {
  createMeasurementDeleteActors,
  measurementDeleteMachine,
} from "../../../src/machines/measurement-delete";
import { createMeasurementFormActors, measurementFormMachine } from "../../../src/machines/measurement-form";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../../support/concurrency-model";
import { childFixture, measurementFixture } from "./kids.fixtures";

const noRefresh = async () => undefined;
const inFlight = (service: FakeService) => service.open.filter((call) => !call.signal.aborted);

function startChildForm(service: FakeService) {
  const saved = (id: number, call: { id: number }) => childFixture({ first_name: marker(call.id) }, id);
  const actors = createChildFormActors(
    {
      createChild: (payload) =>
        service.call("createChild", payload, undefined, (call) => saved(3000 + call.id, call)),
      updateChild: (id, body) =>
        service.call("updateChild", { id, body }, undefined, (call) => saved(id, call)),
      getRandomShoeTagName: (options) =>
        service.call("getRandomShoeTagName", null, options?.signal, (call) => `Tag ${marker(call.id)}`),
    },
    noRefresh,
  );
  const actor = createActor(childFormMachine.provide({ actors }), { input: { child: null } }).start();
  actor.send({ type: "field.change", field: "avatarUrl", value: "a.svg" });
  return actor;
}

const childFormModel: ConcurrencyModel<ReturnType<typeof startChildForm>> = {
  start: startChildForm,
  events: fc.oneof(
    fc
      .constantFrom("firstName", "shoeTag", "lastName", "birthMonth")
      .chain((field) =>
        fc.constantFrom("", "Mia", "3").map((value) => ({ type: "field.change", field, value })),
      ),
    fc.constant({ type: "shoeTag.generate" }),
    fc.constant({ type: "child.submit" }),
    fc.constant({ type: "child.reset" }),
  ),
  invariant(snapshot, service) {
    const saves = inFlight(service).filter((call) => call.method !== "getRandomShoeTagName");
    if (saves.length > 1) throw new Error(`${saves.length} saves in flight at once`);
    const created = service.calls.filter(
      (call) => call.method === "createChild" && call.outcome === "answered",
    );
    const laterCreates = service.calls.filter(
      (call) => call.method === "createChild" && created.some((done) => done.id < call.id),
    );
    if (laterCreates.length > 0) throw new Error("created a second child after the first was saved");
    if (created.length > 0 && snapshot.context.connectionId === null)
      throw new Error("forgot the created child");
  },
};

function startMeasurementForm(service: FakeService) {
  const actors = createMeasurementFormActors(
    {
      createMeasurement: (connectionId, input) =>
        service.call("createMeasurement", { connectionId, input }, undefined, (call) =>
          measurementFixture(call.id, input.size, input.width, marker(call.id)),
        ),
    },
    noRefresh,
  );
  return createActor(measurementFormMachine.provide({ actors }), {
    input: { connectionId: 2001, profileId: 1 },
  }).start();
}

const measurementFormModel: ConcurrencyModel<ReturnType<typeof startMeasurementForm>> = {
  start: startMeasurementForm,
  events: fc.oneof(
    fc.constantFrom("", "012", "1").map((value) => ({ type: "field.change", field: "size", value })),
    fc.constantFrom("", "F", "G").map((value) => ({ type: "field.change", field: "width", value })),
    fc.constant({ type: "measurement.submit" }),
  ),
  invariant(snapshot, service) {
    if (inFlight(service).length > 1) throw new Error("two measurements recorded at once");
    // Shown as saved only with the choice the form holds now.
    const { saved, size, width } = snapshot.context;
    if (snapshot.matches("saved") && saved) {
      const shown = saved.meta.measurement;
      if (shown.size_shoe.value !== size || shown.width_shoe.value !== width)
        throw new Error(
          `saved ${shown.size_shoe.value}/${shown.width_shoe.value} while the form holds ${size}/${width}`,
        );
    }
  },
};

function startMeasurementDelete(service: FakeService) {
  const actors = createMeasurementDeleteActors(
    {
      deleteMeasurement: (connectionId, id) =>
        service.call("deleteMeasurement", { connectionId, id }, undefined, () => undefined),
    },
    noRefresh,
  );
  return createActor(measurementDeleteMachine.provide({ actors }), { input: { connectionId: 2001 } }).start();
}

const measurementDeleteModel: ConcurrencyModel<ReturnType<typeof startMeasurementDelete>> = {
  start: startMeasurementDelete,
  events: fc
    .constantFrom(1, 2, 3)
    .map((id) => ({ type: "delete.request", measurement: measurementFixture(id) })),
  invariant(snapshot, service) {
    if (inFlight(service).length > 1) throw new Error("two deletes at once");
    const answered = service.calls
      .filter((call) => call.outcome === "answered")
      .map((call) => (call.input as { id: number }).id);
    if (new Set(answered).size !== answered.length) throw new Error("deleted the same measurement twice");
    // Every delete asked for is sent, running or queued: none dropped.
    const sent = new Set(service.calls.map((call) => (call.input as { id: number }).id));
    const running = snapshot.context.queue[0];
    if (running && !sent.has(running.id)) throw new Error("the running delete was never sent");
  },
};

function startPicker(service: FakeService) {
  const actors = createFavouritesPickerActors(
    {
      updateChild: (id, body) =>
        service.call(
          "updateChild",
          { id, body },
          undefined,
          (call): ChildConnection => childFixture({ first_name: marker(call.id) }),
        ),
    },
    noRefresh,
  );
  return createActor(favouritesPickerMachine.provide({ actors }), {
    input: { connectionId: 2001, handle: "sports", chosen: ["Soccer"] },
  }).start();
}

const pickerModel: ConcurrencyModel<ReturnType<typeof startPicker>> = {
  start: startPicker,
  events: fc.oneof(
    fc.constant({ type: "picker.open" }),
    fc.constant({ type: "picker.close" }),
    fc.constantFrom("Soccer", "Tennis", "Dance").map((value) => ({ type: "option.toggle", value })),
    fc.constant({ type: "picker.submit" }),
  ),
  invariant(snapshot, service) {
    if (inFlight(service).length > 1) throw new Error("two saves at once");
    // Nothing ticked is lost: while open, unsaved ticks are still shown.
    if (snapshot.matches("closed") && snapshot.context.sent !== null) throw new Error("closed mid-save");
  },
};

describe("kids' profiles flows under the concurrency rule", () => {
  it("child form: one save at a time, never a second create, the name request aborted when a tag is typed", async () => {
    await checkConcurrencyRule(childFormModel, { numRuns: 200, maxSteps: 30 });
  }, 120_000);

  it("new measurement: never two records at once", async () => {
    await checkConcurrencyRule(measurementFormModel, { numRuns: 200, maxSteps: 30 });
  }, 120_000);

  it("measurement delete: one at a time, never the same twice", async () => {
    await checkConcurrencyRule(measurementDeleteModel, { numRuns: 200, maxSteps: 30 });
  }, 120_000);

  it("favourites picker: one save at a time, ticks kept", async () => {
    await checkConcurrencyRule(pickerModel, { numRuns: 200, maxSteps: 30 });
  }, 120_000);
});
