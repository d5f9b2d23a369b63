import { type GridSliderFacet, type SearchGridApi, useRangeSlider } from "solekit";

const dollars = (value: number) => `$${value}`;
const ENDS = ["low", "high"] as const;

/**
 * Two range inputs for a slider facet (`useRangeSlider`): the handles move while dragged, each
 * stopping one step short of the other, and the range is applied when a handle is let go (or on
 * each key press), so a drag costs one search.
 */
export function PriceSlider({ grid, facet }: { grid: SearchGridApi; facet: GridSliderFacet }) {
  const slider = useRangeSlider(grid, facet);
  const ids = ENDS.map((end) => grid.getRangeInputProps(facet, end).id);
  return (
    <div className="price-slider">
      <output id={`${ids[0]}-output`} htmlFor={ids.join(" ")}>
        {dollars(slider.range.low)} – {dollars(slider.range.high)}
      </output>
      {ENDS.map((end) => (
        <input
          key={end}
          {...grid.getRangeInputProps(
            facet,
            end,
            slider.getHandleProps(end, { "aria-valuetext": dollars(slider.range[end]) }),
          )}
        />
      ))}
    </div>
  );
}
