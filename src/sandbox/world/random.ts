/**
 * A small seeded pseudo-random source. The sandbox world must be reproducible from its seed,
 * so nothing in `src/sandbox/world` may call `Math.random`.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with the weight paired with it. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct elements in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * Creates a mulberry32 generator: fast, 32-bit state, good enough for test data.
 *
 * @param seed - Any number; it is truncated to an unsigned 32-bit integer.
 * @example
 * ```ts
 * const random = createRandom(42);
 * random.int(1, 6); // the same sequence every run
 * ```
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError("pick() needs a non-empty list");
    return item;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, weight] of entries) total += weight;
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (last === undefined) throw new RangeError("weighted() needs a non-empty list");
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = items.slice();
      const size = Math.min(count, pool.length);
      for (let i = 0; i < size; i++) {
        const j = i + Math.floor(next() * (pool.length - i));
        const chosen = pool[j] as T;
        pool[j] = pool[i] as T;
        pool[i] = chosen;
      }
      return pool.slice(0, size);
    },
  };
}

/**
 * Derives an independent seed for one part of the world, so that changing how much one part
 * draws does not shift the numbers another part sees.
 *
 * @example
 * ```ts
 * const catalogueRandom = createRandom(deriveSeed(1, "catalogue"));
 * ```
 */
export function deriveSeed(seed: number, label: string): number {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  return (hash ^ (hash >>> 13)) >>> 0;
}
