import { memo, useDeferredValue } from "react";
import {
  type GridItem,
  type GridPageView,
  type ResultTrackingContext,
  type SearchGridApi,
  type SearchResult,
  useResultTracking,
} from "solekit";
import { ProductCard, SkeletonGrid } from "../components/product-card";
import { RichText } from "./rich-text";

// The cards a phone shows before scrolling: their images load first.
const FIRST_SCREEN_CARDS = 4;

// A page mounts with the cards a phone shows first, and skeletons up to the 12 of the skeleton
// grid it replaces (the same height, so nothing below moves); it renders the rest in the
// background: no long task for a full page.
const FIRST_RENDER_CARDS = FIRST_SCREEN_CARDS;
const HELD_PLACE_CARDS = 12;

type TrackingProps = ReturnType<typeof useResultTracking<SearchResult>>["getTrackingProps"];

// Cards and pages are memoised on the hook's item and page objects, which stay the same while a
// page stays loaded: appending page 20 renders page 20's cards, not the 19 pages above it.
const GridCell = memo(function GridCell({ item, track }: { item: GridItem; track: TrackingProps }) {
  if (item.kind === "content") {
    return (
      <li className="grid-content">
        <RichText nodes={item.nodes} />
      </li>
    );
  }
  return (
    <li {...track<HTMLLIElement>(item.product, item.position + 1)}>
      <ProductCard product={item.product} priority={item.position < FIRST_SCREEN_CARDS} />
    </li>
  );
});

// One tracked result set per loaded page: its render, its impressions, its clicks.
const GridPage = memo(function GridPage({
  view,
  context,
}: {
  view: GridPageView;
  context: ResultTrackingContext;
}) {
  const { getTrackingProps } = useResultTracking({
    results: view.results.map((result) => result.product),
    context,
    firstPosition: (view.results[0]?.position ?? 0) + 1,
  });
  const rendered = useDeferredValue(view.items.length, Math.min(view.items.length, FIRST_RENDER_CARDS));
  const held = Math.min(view.items.length, HELD_PLACE_CARDS) - rendered;
  return (
    <>
      {view.items.slice(0, rendered).map((item) => (
        <GridCell key={item.key} item={item} track={getTrackingProps} />
      ))}
      <Skeletons count={Math.max(0, held)} edge="rendering" />
    </>
  );
});

// Skeleton cards: at the edge that grows while Load More or Load Previous runs, and in a page's
// place while its cards past the first screen render.
function Skeletons({ count, edge }: { count: number; edge: "before" | "after" | "rendering" }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
    <li key={`${edge}-${i}`} className="product-card product-card--skeleton" aria-hidden="true" />
  ));
}

/** The result grid: loaded pages in one list, or 12 skeleton cards while a fresh set loads. */
export function GridList({
  grid,
  label,
  context,
}: {
  grid: SearchGridApi;
  label: string;
  context: ResultTrackingContext;
}) {
  if (grid.pages.length === 0 && grid.skeletonsAfter > 0) {
    return <SkeletonGrid count={grid.skeletonsAfter} label={`${label}, loading`} />;
  }
  return (
    <ul {...grid.getGridProps({ className: "product-grid", "aria-label": label })}>
      <Skeletons count={grid.skeletonsBefore} edge="before" />
      {grid.pages.map((view) => (
        <GridPage key={view.page} view={view} context={context} />
      ))}
      <Skeletons count={grid.skeletonsAfter} edge="after" />
    </ul>
  );
}
