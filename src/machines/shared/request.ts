import { fromPromise, type PromiseActorLogic } from "xstate";

const never = new Promise<never>(() => undefined);

/**
 * The one abortable-request helper every slice's actor factory uses: a promise actor whose request
 * receives the actor's `AbortSignal`. Leaving the state that invoked it aborts the request
 * (`docs/architecture.md`, "Concurrency", rule 1), and an aborted request never settles, so its
 * answer or its "aborted" failure can never reach a machine — not even a machine restarted from a
 * persisted snapshot that invokes the same request again (storefront §8: outdated requests are
 * dropped silently).
 *
 * @example
 * ```ts
 * const actors = {
 *   search: fromRequest((params: SearchParams, signal) => client.search(params, { signal })),
 * };
 * ```
 */
export function fromRequest<TOutput, TInput = void>(
  request: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    request(input, signal).then(
      (output) => (signal.aborted ? never : output),
      (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
    ),
  );
}

/**
 * The stand-in for an actor a machine needs injected: it fails at once, naming what is missing,
 * until `machine.provide({ actors })` replaces it.
 *
 * @example
 * ```ts
 * setup({ actors: { search: missingActor<SearchResponse, SearchParams>("search-grid", "search") } });
 * ```
 */
export function missingActor<TOutput, TInput = void>(
  machine: string,
  actor: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${machine}: provide the \`${actor}\` actor (machine.provide({ actors }))`)),
  );
}
