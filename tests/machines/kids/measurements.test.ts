import { createActor, fromPromise } from "xstate";
import type { Measurement } from "../../../src/clients/loyalty";
import {
  connectMeasurementDelete,
  createMeasurementDeleteActors,
  type MeasurementDeleteRequest,
  measurementDeleteMachine,
} from "../../../src/machines/measurement-delete";
import {
  connectMeasurementForm,
  createMeasurementFormActors,
  type MeasurementFormEmitted,
  type MeasurementSaveRequest,
  measurementFormMachine,
} from "../../../src/machines/measurement-form";
import { measurementsView } from "../../../src/machines/measurements";
import { SolekitError } from "../../../src/runtime";
import { flush, measurementFixture } from "./kids.fixtures";

function startForm() {
  const saves: {
    input: MeasurementSaveRequest;
    resolve: (m: Measurement) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const actor = createActor(
    measurementFormMachine.provide({
      actors: {
        saveMeasurement: fromPromise<Measurement, MeasurementSaveRequest>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: { connectionId: 2001, profileId: 1_000_001 } },
  ).start();
  const emitted: MeasurementFormEmitted[] = [];
  actor.on("measurement.saved", (event) => emitted.push(event));
  const api = (onClose?: () => void) =>
    connectMeasurementForm(actor.getSnapshot(), actor.send, { id: "m", ...(onClose ? { onClose } : {}) });
  return { actor, saves, emitted, api };
}

describe("new measurement (account-area §5 Measurement)", () => {
  it.each([
    ["", ""],
    ["012", ""],
    ["", "F"],
  ])("refuses size %j and width %j with the spec's alert", (size, width) => {
    const { saves, api } = startForm();
    if (size) api().setField("size", size);
    if (width) api().setField("width", width);
    api().submit();
    expect(saves).toHaveLength(0);
    expect(api().formError).toBe("Please select both shoe size and width.");
    expect(api().getErrorProps().role).toBe("alert");
  });

  it("offers the spec's sizes and widths", () => {
    const { api } = startForm();
    expect(api().sizes[0]?.value).toBe("01");
    expect(api().sizes.at(-1)?.value).toBe("7.5");
    expect(api().widths.map((w) => w.value)).toEqual(["C", "D", "E", "F", "G", "H"]);
  });

  it("records size and width for the child, then reports it saved", async () => {
    const { saves, emitted, api } = startForm();
    api().setField("size", "012");
    api().setField("width", "F");
    api().submit();
    expect(api().isBusy).toBe(true);
    expect(saves[0]?.input).toEqual({ connectionId: 2001, profileId: 1_000_001, size: "012", width: "F" });
    saves[0]?.resolve(measurementFixture(9));
    await flush();
    expect(emitted).toEqual([{ type: "measurement.saved", measurement: expect.objectContaining({ id: 9 }) }]);
    expect(api().status).toBe("success");
  });

  it("keeps the choice and says 'Something went wrong.' when the service fails", async () => {
    const { saves, api } = startForm();
    api().setField("size", "012");
    api().setField("width", "F");
    api().submit();
    saves[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "boom" }));
    await flush();
    expect(api().formError).toBe("Something went wrong.");
    expect(api().size).toBe("012");
  });

  it("never records twice for a double press", async () => {
    const { saves, api } = startForm();
    api().setField("size", "012");
    api().setField("width", "F");
    api().submit();
    api().submit();
    saves[0]?.resolve(measurementFixture(9));
    await flush();
    expect(saves).toHaveLength(1);
  });

  it("saves through the form's own submit, without browser validation, busy while it saves", () => {
    const { saves, api } = startForm();
    api().setField("size", "012");
    api().setField("width", "F");
    expect(api().getFormProps()).toMatchObject({ id: "m-form", noValidate: true, "aria-busy": false });
    const preventDefault = vi.fn();
    api().getFormProps().onSubmit({ preventDefault, defaultPrevented: false });
    expect(preventDefault).toHaveBeenCalled();
    expect(saves).toHaveLength(1);
    expect(api().getFormProps()["aria-busy"]).toBe(true);
    expect(api().getSubmitButtonProps()).toEqual({ type: "submit", disabled: true });
  });

  it("closes on Escape through the dialog props", () => {
    const { api } = startForm();
    let closed = 0;
    api(() => (closed += 1))
      .getDialogProps()
      .onKeyDown({ key: "Escape", defaultPrevented: false, preventDefault() {} });
    expect(closed).toBe(1);
  });

  it("the actor records then refreshes the child's measurements", async () => {
    const log: string[] = [];
    const actors = createMeasurementFormActors(
      {
        createMeasurement: async (id, input) => {
          log.push(`create ${id} ${input.size} ${input.width}`);
          return measurementFixture(1);
        },
      },
      async () => void log.push("refresh"),
    );
    createActor(actors.saveMeasurement, {
      input: { connectionId: 2001, profileId: 1, size: "012", width: "F" },
    }).start();
    await flush();
    expect(log).toEqual(["create 2001 012 F", "refresh"]);
  });
});

function startDelete() {
  const calls: { input: MeasurementDeleteRequest; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const actor = createActor(
    measurementDeleteMachine.provide({
      actors: {
        removeMeasurement: fromPromise<void, MeasurementDeleteRequest>(
          ({ input }) =>
            new Promise((resolve, reject) => calls.push({ input, resolve: () => resolve(), reject })),
        ),
      },
    }),
    { input: { connectionId: 2001 } },
  ).start();
  const api = () => connectMeasurementDelete(actor.getSnapshot(), actor.send, { id: "d" });
  return { actor, calls, api };
}

describe("measurement delete", () => {
  it("deletes one at a time, queueing the next and ignoring a second press on the same", async () => {
    const { calls, api } = startDelete();
    const first = measurementFixture(1);
    const second = measurementFixture(2);
    api().remove(first);
    api().remove(first);
    api().remove(second);
    expect(calls).toHaveLength(1);
    expect(api().isPending(2)).toBe(true);
    expect(api().getDeleteButtonProps(first).disabled).toBe(true);
    calls[0]?.resolve();
    await flush();
    expect(calls.map((c) => c.input.measurement.id)).toEqual([1, 2]);
    calls[1]?.resolve();
    await flush();
    expect(api().deletedMessage).toBe("Measurement deleted.");
    api().remove(first);
    expect(calls).toHaveLength(2);
  });

  it("keeps a refused measurement with a message beside it", async () => {
    const { calls, api } = startDelete();
    api().remove(measurementFixture(1));
    calls[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "no" }));
    await flush();
    expect(api().failure).toEqual({
      measurementId: 1,
      message: "We couldn't delete this measurement. Please try again.",
    });
    expect(api().status).toBe("error");
  });

  it("names the measurement on its Delete button", () => {
    const { api } = startDelete();
    expect(api().getDeleteButtonProps(measurementFixture(1))["aria-label"]).toBe(
      "Delete the measurement of 2026-01-01",
    );
  });

  it("the actor refreshes the list whether the delete landed or not", async () => {
    const log: string[] = [];
    const actors = createMeasurementDeleteActors(
      {
        deleteMeasurement: async (connectionId, id) => {
          log.push(`delete ${connectionId} ${id}`);
          if (id === 2) throw new Error("refused");
        },
      },
      async () => void log.push("refresh"),
    );
    createActor(actors.removeMeasurement, {
      input: { connectionId: 2001, measurement: measurementFixture(1) },
    }).start();
    await flush();
    const failing = createActor(actors.removeMeasurement, {
      input: { connectionId: 2001, measurement: measurementFixture(2) },
    });
    failing.subscribe({ error: () => undefined });
    failing.start();
    await flush();
    expect(log).toEqual(["delete 2001 1", "refresh", "delete 2001 2", "refresh"]);
  });
});

describe("measurements list (account-area §4 Measurements list)", () => {
  const page = (ids: number[], total: number) => ({
    data: ids.map((id) => measurementFixture(id)),
    meta: { current_page: 1, last_page: 2, per_page: 9, total },
  });

  it("shows 'Show older entries' while fewer are loaded than the total", () => {
    expect(measurementsView([page([1, 2, 3, 4, 5, 6, 7, 8, 9], 12)]).hasOlder).toBe(true);
    expect(measurementsView([page([1, 2, 3, 4, 5, 6, 7, 8, 9], 12), page([10, 11, 12], 12)]).hasOlder).toBe(
      false,
    );
  });

  it("joins pages newest first without the duplicates a delete's shift brings", () => {
    const view = measurementsView([page([1, 2, 3], 5), undefined, page([3, 4, 5], 5)]);
    expect(view.measurements.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(view.total).toBe(5);
  });
});
