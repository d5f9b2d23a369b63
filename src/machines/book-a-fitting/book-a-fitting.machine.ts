import { assign, setup } from "xstate";
import { FITTING_DIALOG_ATTEMPT_LIMIT, FITTING_DIALOG_RETRY_MS } from "../../rules/constants";
import { SolekitError } from "../../runtime/solekit-error";
import { missingActor } from "../shared/request";
import type { BookAFittingContext, BookAFittingEvent, BookAFittingInput } from "./book-a-fitting.types";

// The machine's type is inferred here and named by BookAFittingMachine below.
function buildBookAFittingMachine() {
  return setup({
    types: {
      context: {} as BookAFittingContext,
      events: {} as BookAFittingEvent,
      input: {} as BookAFittingInput,
    },
    actors: {
      openDialog: missingActor<boolean>("book-a-fitting", "openDialog"),
    },
    guards: {
      opened: (_, output: boolean) => output,
      hasAttemptsLeft: ({ context }) => context.attempts < context.attemptLimit,
    },
    actions: {
      startCounting: assign({ attempts: 0, error: null }),
      countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
      giveUp: assign({
        error: ({ context }) =>
          new SolekitError({
            kind: "timeout",
            message: `The booking dialog was not ready after ${context.attempts} attempts`,
          }),
      }),
    },
    delays: {
      retryDelay: ({ context }) => context.retryDelay,
    },
  }).createMachine({
    id: "bookAFitting",
    context: ({ input }) => ({
      attempts: 0,
      retryDelay: input.retryDelay ?? FITTING_DIALOG_RETRY_MS,
      attemptLimit: input.attemptLimit ?? FITTING_DIALOG_ATTEMPT_LIMIT,
      error: null,
    }),
    initial: "idle",
    states: {
      idle: {
        on: { "dialog.request": { target: "attempting", actions: "startCounting" } },
      },
      attempting: {
        entry: "countAttempt",
        invoke: {
          src: "openDialog",
          onDone: [
            { guard: { type: "opened", params: ({ event }) => event.output }, target: "open" },
            { guard: "hasAttemptsLeft", target: "waiting" },
            { target: "unavailable", actions: "giveUp" },
          ],
          // A script that throws is as good as one not ready yet.
          onError: [
            { guard: "hasAttemptsLeft", target: "waiting" },
            { target: "unavailable", actions: "giveUp" },
          ],
        },
        on: { "dialog.dismiss": "idle" },
      },
      waiting: {
        after: { retryDelay: "attempting" },
        on: { "dialog.dismiss": "idle" },
      },
      open: {
        on: {
          "dialog.request": { target: "attempting", actions: "startCounting" },
          "dialog.dismiss": "idle",
        },
      },
      unavailable: {
        on: {
          "dialog.request": { target: "attempting", actions: "startCounting" },
          "dialog.dismiss": { target: "idle", actions: "startCounting" },
        },
      },
    },
  });
}

/** The machine type of {@link bookAFittingMachine}. */
export type BookAFittingMachine = ReturnType<typeof buildBookAFittingMachine>;

/**
 * Opens the third-party fitting dialog (storefront §2, account-area §2 Bookings, §9: retry
 * 500 ms, limit 5): `attempting` asks the widget, `waiting` waits 500 ms while it is not ready,
 * `open` once it opened, `unavailable` after 5 attempts. The spec notes the original never
 * counted its attempts, so it retried for ever; this one counts them. A request while trying is
 * merged into the one running.
 *
 * @example
 * ```ts
 * const machine = bookAFittingMachine.provide({ actors: createBookAFittingActors(widget) });
 * const actor = createActor(machine, { input: {} }).start();
 * actor.send({ type: "dialog.request" });
 * ```
 */
export const bookAFittingMachine: BookAFittingMachine = buildBookAFittingMachine();
