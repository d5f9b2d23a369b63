import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import type { AnyActorRef } from "xstate";
import { type SharedActorFactory, useSharedActor } from "../provider/shared-actor";
import { sameShown } from "./shown-equal";
import { useShallowStable } from "./use-shallow-stable";

/** The snapshot type of an actor (as `useSelector` reads it). */
export type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

/** A slice's `connect`, over a page-wide actor. */
export type SharedConnect<TActor extends AnyActorRef, TApi, TOptions> = (
  snapshot: SnapshotOf<TActor>,
  send: (event: Parameters<TActor["send"]>[0]) => void,
  options: TOptions,
) => TApi;

/**
 * The one helper every hook over a page-wide actor (cart, notice, customer session, guest
 * wishlist, account modal) is built on: the provider's one actor for `factory` (started after
 * mount, stopped with the provider; see {@link useSharedActor}), turned into the slice's Api by
 * `connect`. The hook re-renders only when what the Api shows changes, not on every snapshot: a
 * queued cart action that changes no line, a second "open" of an open mini cart, render nothing.
 * `options` may be a fresh literal on each render (compared entry by entry).
 *
 * @example
 * ```ts
 * export function useNotice(options: UseNoticeOptions = {}): NoticeApi {
 *   const messages = useMessages(shopMessages);
 *   const id = useId();
 *   return useSharedApi(noticeActor, connectNotice, { id: options.id ?? id, messages });
 * }
 * ```
 */
export function useSharedApi<TActor extends AnyActorRef, TApi, TOptions>(
  factory: SharedActorFactory<TActor>,
  connect: SharedConnect<TActor, TApi, TOptions>,
  options: TOptions,
): TApi {
  const actor = useSharedActor(factory);
  const stable = useShallowStable(options);
  const select = useCallback(
    (snapshot: SnapshotOf<TActor>) => connect(snapshot, (event) => actor.send(event), stable),
    [actor, connect, stable],
  );
  return useSelector(actor, select, sameShown);
}
