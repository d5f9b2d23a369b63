import type { SearchGridApi } from "solekit";

/** Active filter chips, each removable, and Clear All. */
export function ActiveChips({ grid }: { grid: SearchGridApi }) {
  if (grid.chips.length === 0) return null;
  return (
    <div className="active-chips">
      <ul aria-label="Active filters">
        {grid.chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="chip" aria-label={chip.removeLabel} onClick={chip.remove}>
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={grid.clearAll}>
        {grid.labels.clearAll}
      </button>
    </div>
  );
}
