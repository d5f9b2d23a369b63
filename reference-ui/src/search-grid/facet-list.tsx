import type { GridListFacet, GridSizeGroup, SearchGridApi } from "solekit";
import { PriceSlider } from "./price-slider";
import "./facet-list.css";

// One size in three units, one item of the label's row; a line breaks between units, never inside
// one ("EU 21.5").
function SizeConversion({ uk, us, eu }: { uk: string; us: string; eu: number }) {
  return (
    <span>
      <span className="facet__unit">UK {uk}</span> · <span className="facet__unit">US {us}</span> ·{" "}
      <span className="facet__unit">EU {eu}</span>
    </span>
  );
}

function ValueList({
  grid,
  facet,
  values,
}: {
  grid: SearchGridApi;
  facet: GridListFacet;
  values: GridListFacet["values"] | GridSizeGroup["values"];
}) {
  return (
    <ul className="facet__values">
      {values.map((value) => {
        const conversion = "conversion" in value ? value.conversion : null;
        return (
          <li key={value.value}>
            <label {...grid.getFilterOptionLabelProps(facet, value)}>
              <input {...grid.getFilterOptionProps(facet, value)} />{" "}
              {conversion ? <SizeConversion {...conversion} /> : value.label}{" "}
              <span className="facet__count">({value.count})</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Every facet: list facets as checkboxes, sliders as two range inputs; the size facet's values
 * under the size filter groups (0-12 Months … Adult), each with its US and EU sizes.
 */
export function FacetList({ grid }: { grid: SearchGridApi }) {
  return (
    <div className="facet-list">
      {grid.facets.map((facet, index) => (
        <details key={facet.field} className="facet disclosure" open={index < 3 || facet.type === "slider"}>
          <summary>
            {facet.label}
            {facet.type === "list" && facet.activeCount > 0 ? ` (${facet.activeCount})` : null}
          </summary>
          {facet.type === "slider" ? (
            <PriceSlider grid={grid} facet={facet} />
          ) : facet.sizeGroups ? (
            <div className="facet__size-groups">
              {facet.sizeGroups.map((group) => (
                <fieldset key={group.label} className="facet__size-group">
                  <legend>{group.label}</legend>
                  <ValueList grid={grid} facet={facet} values={group.values} />
                </fieldset>
              ))}
            </div>
          ) : (
            <ValueList grid={grid} facet={facet} values={facet.values} />
          )}
        </details>
      ))}
    </div>
  );
}
