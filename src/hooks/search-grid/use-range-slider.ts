import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createRangeSlider, type RangeSlider } from "../../machines/search-grid/search-grid.range-slider";
import type { GridSliderFacet, SearchGridApi } from "../../machines/search-grid/search-grid.types";

/**
 * A slider facet's two handles ({@link createRangeSlider}) bound to React: `range` is what the
 * handles show while they move (never crossed), and letting a handle go applies it to the grid
 * with `setRange`, one search per drag. Spread `getHandleProps(handle)` over the grid's
 * `getRangeInputProps(facet, handle)`. Give each facet its own component (`key={facet.field}`).
 *
 * @example
 * ```tsx
 * const slider = useRangeSlider(grid, facet);
 * <>
 *   <output>${slider.range.low} – ${slider.range.high}</output>
 *   <input {...grid.getRangeInputProps(facet, "low", slider.getHandleProps("low"))} />
 *   <input {...grid.getRangeInputProps(facet, "high", slider.getHandleProps("high"))} />
 * </>;
 * ```
 */
export function useRangeSlider(grid: SearchGridApi, facet: GridSliderFacet): RangeSlider {
  const latest = useRef({ grid, facet });
  latest.current = { grid, facet };
  const [slider] = useState(() =>
    createRangeSlider({
      facet,
      apply: (range, moved) => latest.current.grid.setRange(latest.current.facet.field, range, moved),
    }),
  );
  useEffect(() => slider.update(facet), [slider, facet]);
  useSyncExternalStore(
    slider.subscribe,
    () => slider.range,
    () => slider.range,
  );
  return slider;
}
