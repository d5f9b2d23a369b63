import { lazy, useId } from "react";
import type { GridContentBlock, ResultTrackingContext, SearchGridApi } from "solekit";
import { useDocumentTitle } from "../layout/document-title";
import { useIsDesktop } from "../layout/use-is-desktop";
import { PartBoundary } from "../ui/lazy-part";
import { ActiveChips } from "./active-chips";
import { ColumnToggle } from "./column-toggle";
import { FacetList } from "./facet-list";
import { FilterPanel } from "./filter-panel";
import { GridList } from "./grid-list";
import { RichText } from "./rich-text";
import { SortPanel } from "./sort-panel";

// Only a search that finds nothing needs it: its own chunk, downloaded then.
const NoResultsSuggestions = lazy(() => import("./no-results-suggestions"));

const NO_MERCHANDISING: SearchGridApi["merchandising"] = {
  header: [],
  banner: [],
  footer: [],
  left: [],
  inline: [],
};

function Merch({ blocks, place }: { blocks: readonly GridContentBlock[]; place: string }) {
  if (blocks.length === 0) return null;
  return (
    <div className={`merch merch--${place}`}>
      {blocks.map((block) => (
        <div key={block.key}>
          <RichText nodes={block.nodes} />
        </div>
      ))}
    </div>
  );
}

/**
 * A failed load's message and Try again, shown where the shopper asked for it: beside Load More
 * for the next page, beside Load Previous for the previous one, above the grid otherwise
 * (`changeType` names the load that failed).
 */
function LoadError({ grid, load }: { grid: SearchGridApi; load: SearchGridApi["changeType"] }) {
  if (!grid.errorMessage || grid.changeType !== load) return null;
  return (
    <div role="alert" className={`search-grid__error search-grid__error--${load}`}>
      <p>{grid.errorMessage}</p>
      <button type="button" onClick={grid.retry}>
        {grid.labels.tryAgain}
      </button>
    </div>
  );
}

/**
 * The search and collection page layout on `useSearchGrid`: heading, count, sort, filters
 * (desktop sidebar, mobile panel), chips, merchandising, Load Previous / Load More and the grid.
 */
export function SearchGridView({
  grid,
  title,
  titlePending = false,
  tracking,
}: {
  grid: SearchGridApi;
  title: string | null;
  /** The title is on its way (a collection's, from the storefront): a placeholder holds its place. */
  titlePending?: boolean;
  /** Where the results are shown, for the beacon; keep it stable (memoise it). */
  tracking: ResultTrackingContext;
}) {
  const filtersId = useId();
  const isDesktop = useIsDesktop();
  useDocumentTitle(title);
  // Nothing found and nothing chosen to take back: sort, columns and filters have nothing to act
  // on, and the no-results text promises popular products and collections below it instead.
  const nothingFound = grid.noResults !== null && grid.activeFilterCount === 0;
  // A first load that failed shows nothing to refine either: the facets, sort and merchandising
  // the grid still holds are the previous search's. The heading, the error and Try again remain.
  const nothingLoaded = grid.status === "error" && grid.totalResults === null;
  const nothingToRefine = nothingFound || nothingLoaded;
  const merch = nothingLoaded ? NO_MERCHANDISING : grid.merchandising;
  return (
    <div className={nothingToRefine ? "search-grid search-grid--empty" : "search-grid"}>
      <Merch blocks={merch.header} place="header" />
      <div className="search-grid__intro">
        {title ? <h1>{title}</h1> : null}
        {!title && titlePending ? (
          <h1 className="search-grid__title-pending" aria-busy="true">
            <span className="visually-hidden">Loading…</span>
          </h1>
        ) : null}
        {grid.correctionText ? <p>{grid.correctionText}</p> : null}
        {grid.noResults ? (
          <>
            <p>{grid.noResults.apology}</p>
            <p>{grid.noResults.hint}</p>
          </>
        ) : null}
      </div>
      <div className="search-grid__toolbar">
        <p className="search-grid__count" aria-live="polite">
          {grid.resultCountText}
        </p>
        {nothingToRefine ? null : (
          <>
            <ColumnToggle />
            <SortPanel grid={grid} />
          </>
        )}
      </div>
      <div className="search-grid__layout">
        {nothingToRefine ? null : (
          <section className="search-grid__sidebar" aria-labelledby={filtersId}>
            <h2 id={filtersId}>{grid.labels.filtersTitle}</h2>
            {/* Below 768 px the sidebar is hidden and the filter panel shows the facets; rendering
                them twice would duplicate ids, and rendering them hidden costs the first render. */}
            {grid.isPanelOpen || !isDesktop ? null : <FacetList grid={grid} />}
            <Merch blocks={merch.left} place="left" />
          </section>
        )}
        <div className="search-grid__main">
          <ActiveChips grid={grid} />
          <Merch blocks={merch.banner} place="banner" />
          <LoadError grid={grid} load="initial" />
          {grid.hasPrevious ? (
            <div className="search-grid__more">
              <button {...grid.getLoadPreviousProps()}>{grid.labels.loadPrevious}</button>
              <LoadError grid={grid} load="prev" />
            </div>
          ) : null}
          {/* Sentinels load pages as they near the viewport when the hook's infiniteScroll is on. */}
          {grid.hasPrevious ? <div {...grid.getSentinelProps("previous")} /> : null}
          <GridList grid={grid} label="Results" context={tracking} />
          {nothingFound ? (
            <PartBoundary>
              <NoResultsSuggestions />
            </PartBoundary>
          ) : null}
          {grid.hasMore ? <div {...grid.getSentinelProps("next")} /> : null}
          {grid.hasMore ? (
            <div className="search-grid__more">
              <LoadError grid={grid} load="next" />
              <button {...grid.getLoadMoreProps()}>{grid.labels.loadMore}</button>
            </div>
          ) : null}
          <Merch blocks={merch.footer} place="footer" />
        </div>
      </div>
      {nothingToRefine ? null : (
        <>
          <div className="filter-bar">
            <button type="button" onClick={grid.openPanel}>
              {grid.labels.filterAndSort}
              {grid.activeFilterCount > 0 ? ` (${grid.activeFilterCount})` : null}
            </button>
          </div>
          <FilterPanel grid={grid} />
        </>
      )}
    </div>
  );
}
