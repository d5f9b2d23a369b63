import { useEffect } from "react";
import type { AnyActorRef } from "xstate";
import { useSolekit } from "./solekit-context";
import { getClient, type SolekitRuntime } from "./solekit-runtime";

/** Builds a page-wide actor (not started) from the provider's runtime. */
export type SharedActorFactory<TActor extends AnyActorRef> = (runtime: SolekitRuntime) => TActor;

/**
 * The one actor per provider that `factory` builds, for state the whole page shares (the cart,
 * the customer session, notices), so the header count, the product page and the mini cart always
 * agree. Built on first use; started after mount, so rendering on the server starts nothing;
 * stopped when the provider unmounts. Keep `factory` a module-level function: it is the key.
 *
 * A hook that shows the actor's state uses `useSharedApi(factory, connect, options)` on top of
 * this, which re-renders only when what the Api shows changes; call this directly only to keep
 * an actor running (the product form keeps the page's cart running while it can add).
 *
 * @example
 * ```ts
 * const noticeActor = (runtime: SolekitRuntime) => systemNotice(runtime);
 * function useKeepNoticeRunning() {
 *   useSharedActor(noticeActor);
 * }
 * ```
 */
export function useSharedActor<TActor extends AnyActorRef>(factory: SharedActorFactory<TActor>): TActor {
  const runtime = useSolekit();
  const actor = getClient(runtime, factory);
  useEffect(() => {
    if (runtime.sharedActors.has(actor)) return;
    runtime.sharedActors.add(actor);
    actor.start();
  }, [runtime, actor]);
  return actor;
}
