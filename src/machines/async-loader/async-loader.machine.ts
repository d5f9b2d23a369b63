import { assign, fromPromise, setup } from "xstate";
import type { AsyncLoaderContext, AsyncLoaderEvent, AsyncLoaderInput } from "./async-loader.types";

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

// The machine's type is inferred here and named by AsyncLoaderMachine below.
function buildAsyncLoaderMachine<TData>() {
  return setup({
    types: {
      context: {} as AsyncLoaderContext<TData> & { immediate: boolean },
      events: {} as AsyncLoaderEvent,
      input: {} as AsyncLoaderInput,
    },
    actors: {
      load: fromPromise<TData>(() => Promise.reject(new Error("async-loader: provide a `load` actor"))),
    },
  }).createMachine({
    id: "asyncLoader",
    context: ({ input }) => ({ data: undefined, error: undefined, immediate: input.immediate ?? true }),
    initial: "boot",
    states: {
      boot: {
        always: [{ guard: ({ context }) => context.immediate, target: "running" }, { target: "ready" }],
      },
      ready: { on: { load: "running" } },
      running: {
        invoke: {
          src: "load",
          onDone: {
            target: "success",
            actions: assign({ data: ({ event }) => event.output, error: undefined }),
          },
          onError: { target: "error", actions: assign({ error: ({ event }) => asError(event.error) }) },
        },
        on: {
          load: { target: "running", reenter: true },
          reset: { target: "ready", actions: assign({ data: undefined, error: undefined }) },
        },
      },
      success: { on: { load: "running", reset: { target: "ready", actions: assign({ data: undefined }) } } },
      error: { on: { load: "running", reset: { target: "ready", actions: assign({ error: undefined }) } } },
    },
  });
}

/** The machine type {@link createAsyncLoaderMachine} returns. */
export type AsyncLoaderMachine<TData> = ReturnType<typeof buildAsyncLoaderMachine<TData>>;

/**
 * Builds the spec's async loader (ready → running → success | error) around one loading actor
 * named `load`. The actor receives an `AbortSignal`; a reset or a new load aborts the running one.
 *
 * @example
 * ```ts
 * const machine = createAsyncLoaderMachine<Product[]>().provide({
 *   actors: { load: fromPromise(({ signal }) => fetchProducts(signal)) },
 * });
 * const actor = createActor(machine, { input: { immediate: true } }).start();
 * ```
 */
export function createAsyncLoaderMachine<TData>(): AsyncLoaderMachine<TData> {
  return buildAsyncLoaderMachine<TData>();
}
