/** Where solekit reads the time: token expiry, mute periods, reward expiry, shoe eligibility, the latest claim date. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The default clock, on `Date.now()`.
 *
 * @example
 * ```tsx
 * const fixed: Clock = { now: () => Date.parse("2026-01-01T00:00:00Z") };
 * <SolekitProvider config={config} clock={fixed}>…</SolekitProvider>
 * ```
 */
export const systemClock: Clock = { now: () => Date.now() };
