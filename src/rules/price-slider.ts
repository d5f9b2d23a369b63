/** A slider facet's limits. */
export interface SliderBounds {
  /** Lowest selectable value. */
  readonly min: number;
  /** Highest selectable value. */
  readonly max: number;
  /** Step between values; non-positive steps are treated as 1. */
  readonly step: number;
}

/** A chosen slider range. */
export interface SliderRange {
  /** Lower handle. */
  readonly low: number;
  /** Upper handle. */
  readonly high: number;
}

/**
 * Keeps a price slider's handles inside the bounds with the low handle at least one step below
 * the high one. The handle being dragged (`moved`) gives way to the other: dragging low into high
 * stops low one step short, and dragging high into low stops high one step above. When the bounds
 * are narrower than one step, the range is simply the bounds.
 *
 * @example
 * ```ts
 * clampSliderRange({ low: 90, high: 80 }, { min: 0, max: 200, step: 10 }, "low"); // { low: 70, high: 80 }
 * clampSliderRange({ low: 90, high: 80 }, { min: 0, max: 200, step: 10 }, "high"); // { low: 90, high: 100 }
 * ```
 */
export function clampSliderRange(
  range: SliderRange,
  bounds: SliderBounds,
  moved: "low" | "high" = "low",
): SliderRange {
  const { min, max } = bounds;
  const step = bounds.step > 0 ? bounds.step : 1;
  if (max - min < step) return { low: min, high: max };
  const within = (value: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
  let low = within(range.low);
  let high = within(Number.isFinite(range.high) ? range.high : max);
  if (high - low >= step) return { low, high };
  if (moved === "high") {
    high = Math.min(max, low + step);
    low = Math.min(low, high - step);
  } else {
    low = Math.max(min, high - step);
    high = Math.max(high, low + step);
  }
  return { low, high };
}

/** One slider handle moved to a value. */
export interface SliderMove {
  /** The handle that moved. */
  readonly handle: "low" | "high";
  /** Where the input put it (anywhere on the track). */
  readonly value: number;
}

/**
 * The range after one handle moved to `value` — by a drag or by any key a range input answers
 * (Arrow keys, PageUp/PageDown, Home/End) — for the slider's own view of the range while it
 * moves, before it is applied. A native range input lets each handle reach either end of the
 * track, so without this the view shows crossed handles ("$360 – $300") that the applied filter
 * never has. The moved handle stops one step short of the other, as in {@link clampSliderRange}.
 *
 * @example
 * ```ts
 * const bounds = { min: 0, max: 360, step: 5 };
 * moveSliderHandle({ low: 100, high: 360 }, bounds, { handle: "low", value: 360 }); // { low: 355, high: 360 }
 * moveSliderHandle({ low: 355, high: 360 }, bounds, { handle: "high", value: 300 }); // { low: 355, high: 360 }
 * moveSliderHandle({ low: 100, high: 360 }, bounds, { handle: "high", value: 0 }); // Home: { low: 100, high: 105 }
 * ```
 */
export function moveSliderHandle(range: SliderRange, bounds: SliderBounds, move: SliderMove): SliderRange {
  return clampSliderRange({ ...range, [move.handle]: move.value }, bounds, move.handle);
}

/**
 * Whether a range covers the whole slider, i.e. is no filter at all and should not be sent or
 * kept in the URL.
 *
 * @example
 * ```ts
 * isFullRange({ low: 0, high: 200 }, { min: 0, max: 200, step: 10 }); // true
 * ```
 */
export function isFullRange(range: SliderRange, bounds: SliderBounds): boolean {
  return range.low <= bounds.min && range.high >= bounds.max;
}
