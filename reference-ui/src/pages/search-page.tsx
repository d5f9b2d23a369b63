import { useSearchGrid } from "solekit";
import { SearchGridView } from "../search-grid/search-grid-view";

export function SearchPage() {
  const grid = useSearchGrid();
  return <SearchGridView grid={grid} title={grid.heading} />;
}
