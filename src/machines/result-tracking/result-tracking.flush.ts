import type { BeaconClient } from "../../clients/beacon";

interface Registration {
  users: number;
  remove: () => void;
}

const registrations = new WeakMap<Pick<BeaconClient, "flush">, Registration>();

/**
 * Sends a beacon's queued events as the page is hidden or left (`pagehide`, or
 * `visibilitychange` to `hidden`, which is the last event a mobile browser reliably fires before
 * discarding a tab). Without it, events of the last 400 ms before a navigation would be lost.
 * Calls are counted per beacon: every carousel and grid may call it, the listeners are added
 * once, and removed when the last caller releases. Safe to call on the server (does nothing).
 *
 * @returns Releases this caller's hold on the listeners.
 * @example
 * ```ts
 * const release = flushBeaconOnPageHide(beacon);
 * // when the list that tracks is gone:
 * release();
 * ```
 */
export function flushBeaconOnPageHide(beacon: Pick<BeaconClient, "flush">): () => void {
  if (typeof window === "undefined" || typeof document === "undefined") return () => undefined;
  let registration = registrations.get(beacon);
  if (!registration) {
    const flush = () => void beacon.flush();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    registration = {
      users: 0,
      remove: () => {
        window.removeEventListener("pagehide", flush);
        document.removeEventListener("visibilitychange", onVisibility);
      },
    };
    registrations.set(beacon, registration);
  }
  const held = registration;
  held.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    if (held.users === 0) {
      held.remove();
      registrations.delete(beacon);
    }
  };
}
