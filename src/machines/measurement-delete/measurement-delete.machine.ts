import { assign, setup } from "xstate";
import { accountMeasurementMessages } from "../../rules/messages-account-measurements";
import { asError } from "../shared/as-error";
import { thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import type {
  MeasurementDeleteContext,
  MeasurementDeleteEvent,
  MeasurementDeleteInput,
  MeasurementDeleteRequest,
} from "./measurement-delete.types";

// The machine's type is inferred here and named by MeasurementDeleteMachine below.
function buildMeasurementDeleteMachine() {
  return setup({
    types: {
      context: {} as MeasurementDeleteContext,
      events: {} as MeasurementDeleteEvent,
      input: {} as MeasurementDeleteInput,
      tags: {} as "busy",
    },
    actors: {
      removeMeasurement: missingActor<void, MeasurementDeleteRequest>(
        "measurement-delete",
        "removeMeasurement",
      ),
    },
    guards: {
      isQueuedOrGone: ({ context, event }) =>
        context.queue.some((m) => m.id === event.measurement.id) ||
        context.deletedIds.includes(event.measurement.id),
      moreQueued: ({ context }) => context.queue.length > 1,
    },
    actions: {
      enqueue: assign(({ context, event }) => ({
        queue: [...context.queue, event.measurement],
        failure: null,
        deleted: false,
      })),
      noteDeleted: assign(({ context }) => ({
        deletedIds: context.queue[0] ? [...context.deletedIds, context.queue[0].id] : context.deletedIds,
        queue: context.queue.slice(1),
        deleted: true,
        error: null,
      })),
      noteFailed: assign(({ context }, thrownError: unknown) => {
        const measurement = context.queue[0];
        return {
          queue: context.queue.slice(1),
          error: asError(thrownError),
          failure: measurement
            ? { measurementId: measurement.id, message: context.messages.measurementDeleteFailed }
            : null,
        };
      }),
    },
  }).createMachine({
    id: "measurementDelete",
    context: ({ input }) => ({
      connectionId: input.connectionId,
      queue: [],
      deletedIds: [],
      failure: null,
      deleted: false,
      error: null,
      messages: input.messages ?? accountMeasurementMessages,
    }),
    initial: "idle",
    states: {
      idle: {
        on: {
          "delete.request": [{ guard: "isQueuedOrGone" }, { target: "deleting", actions: "enqueue" }],
        },
      },
      deleting: {
        tags: ["busy"],
        // One delete at a time: a delete asked for meanwhile waits its turn, never dropped.
        on: {
          "delete.request": [{ guard: "isQueuedOrGone" }, { actions: "enqueue" }],
        },
        invoke: {
          src: "removeMeasurement",
          input: ({ context }) => ({
            connectionId: context.connectionId,
            measurement: context.queue[0] as MeasurementDeleteRequest["measurement"],
          }),
          onDone: [
            { guard: "moreQueued", target: "deleting", reenter: true, actions: "noteDeleted" },
            { target: "idle", actions: "noteDeleted" },
          ],
          onError: [
            {
              guard: "moreQueued",
              target: "deleting",
              reenter: true,
              actions: { type: "noteFailed", params: thrown },
            },
            { target: "idle", actions: { type: "noteFailed", params: thrown } },
          ],
        },
      },
    },
  });
}

/** The measurement delete machine's type. */
export type MeasurementDeleteMachine = ReturnType<typeof buildMeasurementDeleteMachine>;

/**
 * Deleting a child's measurements (account-area §2 measurements): each delete runs through the
 * injected `removeMeasurement` actor, one at a time; deletes asked for meanwhile wait their turn,
 * and the same measurement is never deleted twice. A refused delete leaves the measurement in
 * the list with a message beside it. Provide its actors with `createMeasurementDeleteActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(measurementDeleteMachine.provide({ actors }), { input: { connectionId } }).start();
 * actor.send({ type: "delete.request", measurement });
 * ```
 */
export const measurementDeleteMachine: MeasurementDeleteMachine = buildMeasurementDeleteMachine();
