import { useId, useRef } from "react";
import type { SearchGridApi } from "solekit";
import { SortOptions } from "./sort-options";

/** The Sort By panel (title Sort): a disclosure that closes once a sort is chosen. */
export function SortPanel({ grid }: { grid: SearchGridApi }) {
  const details = useRef<HTMLDetailsElement>(null);
  const titleId = useId();
  const current = grid.sortOptions.find((option) => option.selected)?.label;
  return (
    <details ref={details} className="sort-panel">
      <summary>
        {grid.labels.sortBy}
        {current ? <span className="sort-panel__current">: {current}</span> : null}
      </summary>
      <section className="sort-panel__body" aria-labelledby={titleId}>
        <h2 id={titleId}>{grid.labels.sortTitle}</h2>
        <SortOptions
          grid={grid}
          name={`${titleId}-sort`}
          onChosen={() => {
            if (details.current) details.current.open = false;
          }}
        />
      </section>
    </details>
  );
}
