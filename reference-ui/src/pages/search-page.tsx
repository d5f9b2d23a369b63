import { useMemo } from "react";
import { useSearchGrid } from "solekit";
import { SearchGridView } from "../search-grid/search-grid-view";

export function SearchPage() {
  const grid = useSearchGrid();
  const tracking = useMemo(() => ({ type: "search" as const, query: grid.query }), [grid.query]);
  return <SearchGridView grid={grid} title={grid.heading} tracking={tracking} />;
}
