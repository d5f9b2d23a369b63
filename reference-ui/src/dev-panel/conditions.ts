/** The latencies (ms) the developer panel offers; every page load starts at `normal`. */
export const LATENCIES = {
  none: [0, 0],
  normal: [60, 240],
  slow: [1000, 2500],
  // Long enough to inspect a loading state (or run axe on it) before the answer arrives.
  "very-slow": [8000, 10000],
} as const;

/** The sandbox's conditions as a page load finds them: normal latency, no failures. */
export const NORMAL_CONDITIONS = { latency: LATENCIES.normal, failureRate: 0 } as const;
