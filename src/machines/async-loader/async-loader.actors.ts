import type { PromiseActorLogic } from "xstate";
import { fromRequest } from "../shared/request";

/**
 * The async loader's `load` actor around any loading function. The function receives the
 * actor's `AbortSignal`: a new load or a reset aborts it, and its answer is then never used.
 *
 * @example
 * ```ts
 * const machine = createAsyncLoaderMachine<SearchResponse>().provide({
 *   actors: createAsyncLoaderActors((signal) => search.search({ collection: "sale" }, { signal })),
 * });
 * ```
 */
export function createAsyncLoaderActors<TData>(load: (signal: AbortSignal) => Promise<TData>): {
  load: PromiseActorLogic<TData, void>;
} {
  return { load: fromRequest<TData, void>((_, signal) => load(signal)) };
}
