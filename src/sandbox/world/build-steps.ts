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

/** A sliced build memoised per key: one build per key, shared by every caller. */
export interface SharedBuild<K extends object, T> {
  /** The built value, finishing at once a build that {@link SharedBuild.warm} has started. */
  now(key: K): T;
  /** Builds ahead of first use, awaiting `pause` between slices; resolves with the value. */
  warm(key: K, pause: () => Promise<unknown>): Promise<T>;
}

/**
 * Memoises a sliced build per key (a world): `now` runs it to the end, `warm` a slice at a time,
 * and both step the same generator, so a build warmed half-way is finished, never started again.
 *
 * @example
 * ```ts
 * function* productsByHandle(world: World): BuildSteps<Map<string, Product>> {
 *   const map = new Map<string, Product>();
 *   for (const product of world.products) map.set(product.handle, product);
 *   yield;
 *   return map;
 * }
 * const byHandle = sharedBuild(productsByHandle);
 * void byHandle.warm(world, () => new Promise((r) => setTimeout(r)));
 * byHandle.now(world); // finishes the warm-up's build at once if it is still running
 * ```
 */
export function sharedBuild<K extends object, T>(steps: (key: K) => BuildSteps<T>): SharedBuild<K, T> {
  const built = new WeakMap<K, T>();
  const building = new WeakMap<K, BuildSteps<T>>();
  // One step of the key's build; the value once it is done.
  const step = (key: K): { value: T } | undefined => {
    if (built.has(key)) return { value: built.get(key) as T };
    let build = building.get(key);
    if (!build) {
      build = steps(key);
      building.set(key, build);
    }
    const next = build.next();
    if (!next.done) return undefined;
    built.set(key, next.value);
    building.delete(key);
    return { value: next.value };
  };
  // The key's one build, from wherever it stands.
  function* resume(key: K): BuildSteps<T> {
    for (;;) {
      const done = step(key);
      if (done) return done.value;
      yield;
    }
  }
  return {
    now: (key) => runToEnd(resume(key)),
    warm: (key, pause) => runInSlices(resume(key), pause),
  };
}
