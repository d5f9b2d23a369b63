import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Actor, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from "xstate";
import { useSolekit } from "../provider/solekit-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";
import { useShallowStable } from "./use-shallow-stable";

/** The injected side effects of a machine: what `machine.provide()` takes. */
export type MachineImplementations<TMachine extends AnyStateMachine> = Parameters<TMachine["provide"]>[0];

/** How a hook binds one slice: see {@link useMachineApi}. */
export interface MachineBinding<TMachine extends AnyStateMachine, TApi, TOptions> {
  /** The actors (and actions) the machine needs, built from the provider's runtime. */
  provide: (runtime: SolekitRuntime) => MachineImplementations<TMachine>;
  /** The machine's input, read once when the hook mounts (later changes go in as events). */
  input: (runtime: SolekitRuntime) => InputFrom<TMachine>;
  /** The slice's `connect`. */
  connect: (
    snapshot: SnapshotFrom<TMachine>,
    send: (event: EventFromLogic<TMachine>) => void,
    options: TOptions,
  ) => TApi;
  /** `connect`'s options (id, messages…); compared entry by entry, so a fresh literal is fine. */
  options: TOptions;
  /**
   * Framework-free controllers to run beside the actor (URL sync, tracking), started after
   * mount and stopped on unmount through the function they return.
   */
  start?: (actorRef: Actor<TMachine>, runtime: SolekitRuntime) => () => void;
}

/**
 * The one helper every capability hook is built on: provides the machine's actors from the
 * provider's runtime, freezes its input, creates and starts the actor, subscribes to it, starts
 * its controllers, and turns each snapshot into the Api with the slice's `connect`. Returns the
 * Api and the actor (for controllers that need it, e.g. infinite-scroll sentinels).
 *
 * @example
 * ```ts
 * export function useQuickSearch(options: UseQuickSearchOptions = {}): QuickSearchApi {
 *   const search = useClient(searchClient);
 *   const messages = useMessages(searchMessages);
 *   const id = useId();
 *   return useMachineActor(quickSearchMachine, {
 *     provide: () => ({ actors: createQuickSearchActors(search) }),
 *     input: (runtime) => quickSearchInput(runtime, options),
 *     connect: connectQuickSearch,
 *     options: { id: options.id ?? id, messages },
 *   }).api;
 * }
 * ```
 */
export function useMachineActor<TMachine extends AnyStateMachine, TApi, TOptions>(
  machine: TMachine,
  binding: MachineBinding<TMachine, TApi, TOptions>,
): { api: TApi; actorRef: Actor<TMachine> } {
  const runtime = useSolekit();
  const latest = useRef(binding);
  latest.current = binding;
  // A new runtime (new provider value) brings new implementations; the running actor keeps its state.
  const provided = useMemo(
    () => machine.provide(latest.current.provide(runtime)) as TMachine,
    [machine, runtime],
  );
  const [input] = useState(() => binding.input(runtime));
  const actorRef = useActorRef(provided, { input }) as Actor<TMachine>;
  const snapshot = useSelector(actorRef, (s) => s) as SnapshotFrom<TMachine>;
  const options = useShallowStable(binding.options);
  const api = useMemo(
    () => latest.current.connect(snapshot, (event) => actorRef.send(event), options),
    [snapshot, actorRef, options],
  );
  const hasControllers = binding.start !== undefined;
  useEffect(
    () => (hasControllers ? latest.current.start?.(actorRef, runtime) : undefined),
    [actorRef, runtime, hasControllers],
  );
  return { api, actorRef };
}

/**
 * {@link useMachineActor} for hooks that need only the Api.
 *
 * @example
 * ```ts
 * return useMachineApi(createAsyncLoaderMachine<Product[]>(), binding);
 * ```
 */
export function useMachineApi<TMachine extends AnyStateMachine, TApi, TOptions>(
  machine: TMachine,
  binding: MachineBinding<TMachine, TApi, TOptions>,
): TApi {
  return useMachineActor(machine, binding).api;
}
