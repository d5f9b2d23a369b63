import { and, assign, emit, raise, setup } from "xstate";
import type { Measurement } from "../../clients/loyalty";
import { validateMeasurement } from "../../rules/measurement";
import { asError } from "../shared/as-error";
import { answer, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import { measurementFormMessages } from "./measurement-form.messages";
import type {
  MeasurementField,
  MeasurementFormContext,
  MeasurementFormEmitted,
  MeasurementFormEvent,
  MeasurementFormInput,
  MeasurementSaveRequest,
} from "./measurement-form.types";

// What an event carries or the save answers, handed to the actions as typed params (no casts, no
// `event.type` checks).
const saved = answer<Measurement>();
const edit = ({ event }: { event: Extract<MeasurementFormEvent, { type: "field.change" }> }) => ({
  field: event.field,
  value: event.value,
});

// The machine's type is inferred here and named by MeasurementFormMachine below.
function buildMeasurementFormMachine() {
  return setup({
    types: {
      context: {} as MeasurementFormContext,
      events: {} as MeasurementFormEvent,
      input: {} as MeasurementFormInput,
      emitted: {} as MeasurementFormEmitted,
      tags: {} as "busy",
    },
    actors: {
      saveMeasurement: missingActor<Measurement, MeasurementSaveRequest>(
        "measurement-form",
        "saveMeasurement",
      ),
    },
    guards: {
      isIncomplete: ({ context }) => validateMeasurement(context, context.messages) !== null,
      changedWhileSaving: ({ context }) =>
        context.sent !== null && (context.sent.size !== context.size || context.sent.width !== context.width),
      resubmitQueued: ({ context }) => context.resubmit,
    },
    actions: {
      setField: assign((_, change: { field: MeasurementField; value: string }) => ({
        [change.field]: change.value,
        formError: null,
      })),
      refuseIncomplete: assign(({ context }) => ({
        formError: validateMeasurement(context, context.messages),
      })),
      rememberSent: assign(({ context }) => ({
        sent: { size: context.size, width: context.width },
        resubmit: false,
        formError: null,
        error: null,
      })),
      queueResubmit: assign({ resubmit: true }),
      forgetResubmit: assign({ resubmit: false }),
      resubmit: raise({ type: "measurement.submit" } as const),
      adoptSaved: assign((_, measurement: Measurement) => ({ saved: measurement, sent: null })),
      announceSaved: emit(
        (_, measurement: Measurement) => ({ type: "measurement.saved", measurement }) as const,
      ),
      setError: assign(({ context }, thrownError: unknown) => ({
        error: asError(thrownError),
        sent: null,
        formError: context.messages.somethingWentWrong,
      })),
    },
  }).createMachine({
    id: "measurementForm",
    context: ({ input }) => ({
      connectionId: input.connectionId,
      profileId: input.profileId,
      size: "",
      width: "",
      sent: null,
      resubmit: false,
      formError: null,
      error: null,
      saved: null,
      messages: input.messages ?? measurementFormMessages,
    }),
    initial: "editing",
    states: {
      editing: {
        on: {
          "field.change": { actions: { type: "setField", params: edit } },
          "measurement.submit": [
            { guard: "isIncomplete", actions: "refuseIncomplete" },
            { target: "saving" },
          ],
        },
      },
      saving: {
        tags: ["busy"],
        entry: "rememberSent",
        // A recorded measurement is a new entry: a second Save while one runs is never sent
        // alongside it; if the choice changed meanwhile it is recorded once the first answers.
        on: {
          "field.change": { actions: { type: "setField", params: edit } },
          "measurement.submit": { actions: "queueResubmit" },
        },
        invoke: {
          src: "saveMeasurement",
          input: ({ context }) => ({
            connectionId: context.connectionId,
            profileId: context.profileId,
            size: context.size,
            width: context.width,
          }),
          onDone: [
            {
              guard: and(["changedWhileSaving", "resubmitQueued"]),
              target: "editing",
              actions: [{ type: "adoptSaved", params: saved }, "forgetResubmit", "resubmit"],
            },
            {
              guard: "changedWhileSaving",
              target: "editing",
              actions: { type: "adoptSaved", params: saved },
            },
            {
              target: "saved",
              actions: [
                { type: "adoptSaved", params: saved },
                { type: "announceSaved", params: saved },
              ],
            },
          ],
          onError: { target: "editing", actions: [{ type: "setError", params: thrown }, "forgetResubmit"] },
        },
      },
      saved: {
        on: {
          "field.change": { target: "editing", actions: { type: "setField", params: edit } },
          "measurement.submit": { target: "editing" },
        },
      },
    },
  });
}

/** The measurement form machine's type. */
export type MeasurementFormMachine = ReturnType<typeof buildMeasurementFormMachine>;

/**
 * The new-measurement modal (account-area §2 side modals, §5 "Measurement"): shoe size (AU/UK)
 * and width, both required, else 'Please select both shoe size and width.'; Save records it
 * through the injected `saveMeasurement` actor and emits `measurement.saved` (the host closes
 * the modal). A failure keeps the choice and shows 'Something went wrong.'. Provide its actors
 * with `createMeasurementFormActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(measurementFormMachine.provide({ actors }), { input: { connectionId, profileId } }).start();
 * actor.send({ type: "field.change", field: "size", value: "012" });
 * actor.send({ type: "field.change", field: "width", value: "F" });
 * actor.send({ type: "measurement.submit" });
 * ```
 */
export const measurementFormMachine: MeasurementFormMachine = buildMeasurementFormMachine();
