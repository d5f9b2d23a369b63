import type { SearchGridApi } from "solekit";
import { PriceSlider } from "./price-slider";

/** Every facet: list facets as checkboxes, sliders as two range inputs. */
export function FacetList({ grid }: { grid: SearchGridApi }) {
  return (
    <div className="facet-list">
      {grid.facets.map((facet, index) => (
        <details key={facet.field} className="facet" open={index < 3 || facet.type === "slider"}>
          <summary>
            {facet.label}
            {facet.type === "list" && facet.activeCount > 0 ? ` (${facet.activeCount})` : null}
          </summary>
          {facet.type === "slider" ? (
            <PriceSlider grid={grid} facet={facet} />
          ) : (
            <ul className="facet__values">
              {facet.values.map((value) => (
                <li key={value.value}>
                  <label {...grid.getFilterOptionLabelProps(facet, value)}>
                    <input {...grid.getFilterOptionProps(facet, value)} /> {value.label}{" "}
                    <span className="facet__count">({value.count})</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </details>
      ))}
    </div>
  );
}
