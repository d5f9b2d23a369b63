/**
 * A build that pauses between slices of its work: a generator that yields where the browser may
 * take over, and returns what it built.
 */
export type BuildSteps<T> = Generator<void, T>;

/**
 * Runs a sliced build to the end at once.
 *
 * @example
 * ```ts
 * const world = runToEnd(worldSteps({ seed: 7 }));
 * ```
 */
export function runToEnd<T>(steps: BuildSteps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs a sliced build, awaiting `pause` between slices so the browser can paint and handle input:
 * no slice is one long task.
 *
 * @example
 * ```ts
 * const world = await runInSlices(worldSteps({ seed: 7 }), () => new Promise((r) => setTimeout(r)));
 * ```
 */
export async function runInSlices<T>(steps: BuildSteps<T>, pause: () => Promise<unknown>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}
