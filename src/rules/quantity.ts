import { QUANTITY_MAX_DEFAULT, QUANTITY_MIN } from "./constants";

/**
 * Reads a quantity stepper's limit attribute. A missing, non-numeric or below-minimum limit
 * falls back to the default 99.
 *
 * @example
 * ```ts
 * parseQuantityLimit("10"); // 10
 * parseQuantityLimit(undefined); // 99
 * ```
 */
export function parseQuantityLimit(limit: string | number | null | undefined): number {
  const parsed = typeof limit === "number" ? limit : Number.parseInt(limit ?? "", 10);
  return Number.isFinite(parsed) && parsed >= QUANTITY_MIN ? Math.floor(parsed) : QUANTITY_MAX_DEFAULT;
}

/**
 * Clamps a quantity to 1…limit (default 99). Fractions round down and non-numbers become 1,
 * because a shopper's half-typed value should never turn into a bigger order.
 *
 * @example
 * ```ts
 * clampQuantity(0); // 1
 * clampQuantity(150); // 99
 * clampQuantity(7, 5); // 5
 * ```
 */
export function clampQuantity(value: number, limit: number = QUANTITY_MAX_DEFAULT): number {
  const max = parseQuantityLimit(limit);
  if (!Number.isFinite(value)) return value === Number.POSITIVE_INFINITY ? max : QUANTITY_MIN;
  return Math.min(max, Math.max(QUANTITY_MIN, Math.floor(value)));
}

/**
 * Steps a quantity up or down by `delta` and clamps the result.
 *
 * @example
 * ```ts
 * stepQuantity(1, -1); // 1
 * stepQuantity(98, 5); // 99
 * ```
 */
export function stepQuantity(current: number, delta: number, limit: number = QUANTITY_MAX_DEFAULT): number {
  return clampQuantity(clampQuantity(current, limit) + delta, limit);
}
