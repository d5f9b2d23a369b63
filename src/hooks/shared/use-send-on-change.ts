import { useEffect, useRef } from "react";

/**
 * Sends an event to a hook's actor when an option it was created with changes after mount (a
 * product page's `handle`, a carousel's source): the machine's input is read once, later changes
 * go in as events. `key` says when the option changed (compared with `===`); `event` builds the
 * event from the latest render's options. Nothing is sent on mount.
 *
 * @example
 * ```ts
 * useSendOnChange(actorRef, options.handle, () => ({ type: "product.load", handle: options.handle }));
 * ```
 */
export function useSendOnChange<TEvent>(
  actorRef: { send(event: TEvent): void },
  key: unknown,
  event: () => TEvent,
): void {
  const latest = useRef({ key, event });
  latest.current.event = event;
  useEffect(() => {
    if (latest.current.key === key) return;
    latest.current.key = key;
    actorRef.send(latest.current.event());
  }, [actorRef, key]);
}
