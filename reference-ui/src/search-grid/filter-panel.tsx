import { useId } from "react";
import type { SearchGridApi } from "solekit";
import { useModalDialog } from "../ui/use-modal-dialog";
import { FacetList } from "./facet-list";
import { SortOptions } from "./sort-options";

/**
 * The mobile Filters panel: a modal dialog over the pending selection, with Cancel and
 * "View N Results" (or "Apply Filters" while the count is unknown). Escape cancels.
 */
export function FilterPanel({ grid }: { grid: SearchGridApi }) {
  const titleId = useId();
  const sortId = useId();
  const { isPanelOpen, cancelPanel } = grid;

  const dialog = useModalDialog(isPanelOpen);

  return (
    <dialog
      ref={dialog}
      className="filter-panel"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        cancelPanel();
      }}
    >
      {isPanelOpen ? (
        <>
          <h2 id={titleId}>{grid.labels.filtersTitle}</h2>
          <div className="filter-panel__body">
            <section aria-labelledby={sortId}>
              <h3 id={sortId}>{grid.labels.sortTitle}</h3>
              <SortOptions grid={grid} name={`${sortId}-sort`} />
            </section>
            <FacetList grid={grid} />
          </div>
          <div className="filter-panel__actions">
            <button type="button" onClick={cancelPanel}>
              {grid.labels.cancel}
            </button>
            <button
              type="button"
              className="primary"
              onClick={grid.applyPanel}
              aria-busy={grid.isPanelCounting}
            >
              {grid.panelButtonText}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
