import { useGridColumns } from "solekit";
import { type GridColumns, gridColumnsFor } from "solekit/rules";
import { useIsDesktop } from "../layout/use-is-desktop";
import "./column-toggle.css";

/** The shopper's 2/3-column choice, remembered (storefront §3); the grid follows it through CSS. */
export function ColumnToggle() {
  const { columns, setColumns } = useGridColumns();
  const isDesktop = useIsDesktop();
  const shown = gridColumnsFor(columns, { isDesktop });
  const choice = (count: GridColumns) => (
    <button
      type="button"
      aria-pressed={shown === count}
      aria-label={`${count} columns`}
      onClick={() => setColumns(count)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        {Array.from({ length: count }, (_, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
            key={i}
            x={2 + (i * 20) / count}
            y="4"
            width={20 / count - 2}
            height="16"
            rx="1"
            fill="currentColor"
          />
        ))}
      </svg>
    </button>
  );
  return (
    <fieldset className="column-toggle" data-columns={columns ?? undefined}>
      <legend className="visually-hidden">Grid columns</legend>
      {choice(2)}
      {choice(3)}
    </fieldset>
  );
}
