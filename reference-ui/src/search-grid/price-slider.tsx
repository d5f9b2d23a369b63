import { useEffect, useRef, useState } from "react";
import type { GridSliderFacet, SearchGridApi } from "solekit";

const dollars = (value: number) => `$${value}`;

/**
 * Two range inputs for a slider facet. The handles move freely while dragged; the range is applied
 * on the input's native `change` (release, or each key press), so a drag costs one search.
 */
export function PriceSlider({ grid, facet }: { grid: SearchGridApi; facet: GridSliderFacet }) {
  const [draft, setDraft] = useState({ low: facet.low, high: facet.high });
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const lowRef = useRef<HTMLInputElement>(null);
  const highRef = useRef<HTMLInputElement>(null);

  useEffect(() => setDraft({ low: facet.low, high: facet.high }), [facet.low, facet.high]);

  useEffect(() => {
    const commit = (moved: "low" | "high") => (event: Event) => {
      const value = Number((event.target as HTMLInputElement).value);
      grid.setRange(facet.field, { ...draftRef.current, [moved]: value }, moved);
    };
    const onLow = commit("low");
    const onHigh = commit("high");
    const low = lowRef.current;
    const high = highRef.current;
    low?.addEventListener("change", onLow);
    high?.addEventListener("change", onHigh);
    return () => {
      low?.removeEventListener("change", onLow);
      high?.removeEventListener("change", onHigh);
    };
  }, [grid, facet.field]);

  const outputId = `${grid.getRangeInputProps(facet, "low").id}-output`;
  return (
    <div className="price-slider">
      <output
        id={outputId}
        htmlFor={`${grid.getRangeInputProps(facet, "low").id} ${grid.getRangeInputProps(facet, "high").id}`}
      >
        {dollars(draft.low)} – {dollars(draft.high)}
      </output>
      <input
        {...grid.getRangeInputProps(facet, "low")}
        type="range"
        ref={lowRef}
        value={draft.low}
        aria-valuetext={dollars(draft.low)}
        onChange={(event) => setDraft((d) => ({ ...d, low: Number(event.target.value) }))}
      />
      <input
        {...grid.getRangeInputProps(facet, "high")}
        type="range"
        ref={highRef}
        value={draft.high}
        aria-valuetext={dollars(draft.high)}
        onChange={(event) => setDraft((d) => ({ ...d, high: Number(event.target.value) }))}
      />
    </div>
  );
}
