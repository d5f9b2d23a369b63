import { assign, setup } from "xstate";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type { AsyncLoaderContext, AsyncLoaderEvent, AsyncLoaderInput } from "./async-loader.types";

// The machine's type is inferred here and named by AsyncLoaderMachine below.
function buildAsyncLoaderMachine<TData>() {
  return setup({
    types: {
      context: {} as AsyncLoaderContext<TData>,
      events: {} as AsyncLoaderEvent,
      input: {} as AsyncLoaderInput,
    },
    actors: {
      load: missingActor<TData>("async-loader", "load"),
    },
    guards: {
      startsImmediately: ({ context }) => context.immediate,
    },
    actions: {
      forgetError: assign({ error: null }),
      forgetEverything: assign({ data: undefined, error: null }),
    },
  }).createMachine({
    id: "asyncLoader",
    context: ({ input }) => ({ immediate: input.immediate ?? true, data: undefined, error: null }),
    initial: "starting",
    states: {
      starting: {
        always: [{ guard: "startsImmediately", target: "running" }, { target: "ready" }],
      },
      ready: {
        on: { "loader.load": "running" },
      },
      running: {
        entry: "forgetError",
        invoke: {
          src: "load",
          onDone: { target: "success", actions: assign({ data: ({ event }) => event.output }) },
          onError: { target: "error", actions: assign({ error: ({ event }) => asError(event.error) }) },
        },
        on: {
          "loader.load": { target: "running", reenter: true },
          "loader.reset": { target: "ready", actions: "forgetEverything" },
        },
      },
      success: {
        on: {
          "loader.load": "running",
          "loader.reset": { target: "ready", actions: "forgetEverything" },
        },
      },
      error: {
        on: {
          "loader.load": "running",
          "loader.reset": { target: "ready", actions: "forgetEverything" },
        },
      },
    },
  });
}

/** The machine type {@link createAsyncLoaderMachine} returns. */
export type AsyncLoaderMachine<TData> = ReturnType<typeof buildAsyncLoaderMachine<TData>>;

/**
 * Builds the spec's async loader (account-area §4: ready → running → success | error) around one
 * loading actor named `load` (see `createAsyncLoaderActors`). A new load or a reset aborts the
 * running one.
 *
 * @example
 * ```ts
 * const machine = createAsyncLoaderMachine<Product[]>().provide({
 *   actors: createAsyncLoaderActors((signal) => fetchProducts(signal)),
 * });
 * const actor = createActor(machine, { input: { immediate: true } }).start();
 * ```
 */
export function createAsyncLoaderMachine<TData>(): AsyncLoaderMachine<TData> {
  return buildAsyncLoaderMachine<TData>();
}
