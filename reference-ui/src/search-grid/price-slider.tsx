import { useEffect, useRef, useState } from "react";
import type { GridSliderFacet, SearchGridApi } from "solekit";
import { moveSliderHandle } from "solekit/rules";

const dollars = (value: number) => `$${value}`;
const ENDS = ["low", "high"] as const;
type End = (typeof ENDS)[number];

/**
 * Two range inputs for a slider facet. The handles move while dragged, each stopping one step
 * short of the other (`moveSliderHandle`: a native range input would let a key or a drag take a
 * handle past the other); the range is applied on the input's native `change` (release, or each
 * key press), so a drag costs one search.
 */
export function PriceSlider({ grid, facet }: { grid: SearchGridApi; facet: GridSliderFacet }) {
  const [draft, setDraft] = useState({ low: facet.low, high: facet.high });
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const facetRef = useRef(facet);
  facetRef.current = facet;
  const inputs = useRef<Record<End, HTMLInputElement | null>>({ low: null, high: null });

  useEffect(() => setDraft({ low: facet.low, high: facet.high }), [facet.low, facet.high]);

  useEffect(() => {
    const listeners = ENDS.map((end) => {
      const input = inputs.current[end];
      const onChange = (event: Event) => {
        const value = Number((event.target as HTMLInputElement).value);
        grid.setRange(
          facet.field,
          moveSliderHandle(draftRef.current, facetRef.current, { handle: end, value }),
          end,
        );
      };
      input?.addEventListener("change", onChange);
      return () => input?.removeEventListener("change", onChange);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, [grid, facet.field]);

  const ids = ENDS.map((end) => grid.getRangeInputProps(facet, end).id);
  return (
    <div className="price-slider">
      <output id={`${ids[0]}-output`} htmlFor={ids.join(" ")}>
        {dollars(draft.low)} – {dollars(draft.high)}
      </output>
      {ENDS.map((end) => (
        <input
          key={end}
          {...grid.getRangeInputProps(facet, end)}
          type="range"
          ref={(element) => {
            inputs.current[end] = element;
          }}
          value={draft[end]}
          aria-valuetext={dollars(draft[end])}
          onChange={(event) =>
            setDraft((d) => moveSliderHandle(d, facet, { handle: end, value: Number(event.target.value) }))
          }
        />
      ))}
    </div>
  );
}
