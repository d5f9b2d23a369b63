import { memo } from "react";
import type { GridItem, GridPageView, SearchGridApi } from "solekit";
import { ProductCard, SkeletonGrid } from "../components/product-card";
import { RichText } from "./rich-text";

// Cards and pages are memoised on the hook's item and page objects, which stay the same while a
// page stays loaded: appending page 20 renders page 20's cards, not the 19 pages above it.
const GridCell = memo(function GridCell({ item }: { item: GridItem }) {
  if (item.kind === "content") {
    return (
      <li className="grid-content">
        <RichText nodes={item.nodes} />
      </li>
    );
  }
  return (
    <li>
      <ProductCard product={item.product} />
    </li>
  );
});

const GridPage = memo(function GridPage({ view }: { view: GridPageView }) {
  return view.items.map((item) => <GridCell key={item.key} item={item} />);
});

/** The result grid: loaded pages in one list, or 12 skeleton cards while a fresh set loads. */
export function GridList({ grid, label }: { grid: SearchGridApi; label: string }) {
  if (grid.skeletonCount > 0) return <SkeletonGrid count={grid.skeletonCount} label={`${label}, loading`} />;
  return (
    <ul {...grid.getGridProps()} className="product-grid" aria-label={label}>
      {grid.pages.map((view) => (
        <GridPage key={view.page} view={view} />
      ))}
    </ul>
  );
}
