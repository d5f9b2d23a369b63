import { useCallback, useEffect, useState } from "react";
import { type GridColumns, parseGridColumns } from "../../rules/grid-columns";
import { GRID_COLUMNS_STORAGE_KEY } from "../../rules/keys";
import { useSolekit } from "../provider/solekit-context";

/** What {@link useGridColumns} returns. */
export interface GridColumnsPreference {
  /** The shopper's choice, or `null` for the viewport's default (2 mobile, 3 desktop). */
  readonly columns: GridColumns | null;
  /** Remembers a choice (local storage), or with `null` forgets it. */
  setColumns(columns: GridColumns | null): void;
}

/**
 * The shopper's 2/3-column grid toggle, remembered in local storage under
 * `solekit-grid-columns` (storefront §3, column preferences). Read after mount, so server and
 * first client render agree (`null` until then).
 *
 * @example
 * ```tsx
 * function ColumnToggle() {
 *   const { columns, setColumns } = useGridColumns();
 *   return [2, 3].map((n) => (
 *     <button key={n} aria-pressed={columns === n} onClick={() => setColumns(n as 2 | 3)}>{n} columns</button>
 *   ));
 * }
 * ```
 */
export function useGridColumns(): GridColumnsPreference {
  const { storage } = useSolekit();
  const [columns, setState] = useState<GridColumns | null>(null);
  useEffect(() => setState(parseGridColumns(storage.getItem(GRID_COLUMNS_STORAGE_KEY))), [storage]);
  const setColumns = useCallback(
    (next: GridColumns | null) => {
      if (next === null) storage.removeItem(GRID_COLUMNS_STORAGE_KEY);
      else storage.setItem(GRID_COLUMNS_STORAGE_KEY, String(next));
      setState(next);
    },
    [storage],
  );
  return { columns, setColumns };
}
