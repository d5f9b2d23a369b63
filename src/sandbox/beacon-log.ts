import type { BeaconEvent } from "../clients/beacon";

/** A beacon event the sandbox received, as the tests and the developer panel read it. */
export type SandboxBeaconEvent = BeaconEvent & {
  /** Epoch ms the batch arrived. */
  receivedAt: number;
  /** Position of its batch among those received since the last reset (1-based). */
  batch: number;
};

/** Most beacon events the sandbox keeps; older ones are dropped first. */
export const BEACON_LOG_LIMIT = 200;

/**
 * The beacon log after a batch arrives: the batch's events appended, numbered with the next
 * batch number, and the log trimmed to {@link BEACON_LOG_LIMIT}. Pure: returns a new list.
 *
 * @example
 * ```ts
 * recordBeaconBatch([], events, Date.now()).every((e) => e.batch === 1); // true
 * ```
 */
export function recordBeaconBatch(
  log: readonly SandboxBeaconEvent[],
  events: readonly BeaconEvent[],
  receivedAt: number,
): SandboxBeaconEvent[] {
  const batch = (log[log.length - 1]?.batch ?? 0) + 1;
  return [...log, ...events.map((event) => ({ ...event, receivedAt, batch }))].slice(-BEACON_LOG_LIMIT);
}
