import type { Facet, SortOption } from "../../clients/search";
import { formatMessage, type SearchMessageCatalogue } from "../../rules/messages";
import { formatMoney } from "../../rules/money";
import { clampSliderRange, isFullRange, type SliderRange } from "../../rules/price-slider";
import type { SearchSort, SearchUrlState } from "../../rules/search-url";
import type { GridChip, GridFacet, GridSliderFacet, GridSortOption } from "./search-grid.parts";
import type { SearchGridMeta } from "./search-grid.types";

/**
 * Facets for display under a selection: list values flagged active when chosen, sliders with the
 * chosen range (or their bounds).
 *
 * @example
 * ```ts
 * facetViews(meta.facets, request)[0]; // { type: "list", field: "brand", values: [{ label: "Asics", count: 12, active: true, … }], … }
 * ```
 */
export function facetViews(facets: readonly Facet[], selection: SearchUrlState): GridFacet[] {
  return facets.map((facet): GridFacet => {
    if (facet.type === "slider") {
      const [min, max] = facet.range;
      const chosen = selection.ranges[facet.field];
      return {
        type: "slider",
        field: facet.field,
        label: facet.label,
        min,
        max,
        step: facet.step > 0 ? facet.step : 1,
        low: chosen?.low ?? min,
        high: chosen?.high ?? max,
        active: chosen !== undefined,
      };
    }
    const chosen = selection.filters[facet.field] ?? [];
    const values = facet.values.map((value) => ({
      label: value.label,
      value: value.value,
      count: value.count,
      active: chosen.includes(value.value),
    }));
    return {
      type: "list",
      field: facet.field,
      label: facet.label,
      display: facet.display,
      values,
      activeCount: values.filter((value) => value.active).length,
    };
  });
}

/**
 * A slider range as it should be applied: inside the facet's bounds with low at least one step
 * below high, or `null` (no filter) when it covers the whole span.
 *
 * @example
 * ```ts
 * sliderRangeFor(priceFacet, { low: 120, high: 100 }, "low"); // { low: 90, high: 100 } with step 10
 * ```
 */
export function sliderRangeFor(
  facet: GridSliderFacet,
  range: SliderRange | null,
  moved: "low" | "high" = "low",
): SliderRange | null {
  if (range === null) return null;
  const bounds = { min: facet.min, max: facet.max, step: facet.step };
  const clamped = clampSliderRange(range, bounds, moved);
  return isFullRange(clamped, bounds) ? null : clamped;
}

const isPriceField = (field: string) => /price/i.test(field);
const amount = (field: string, value: number) =>
  isPriceField(field)
    ? formatMoney(Math.round(value * 100), {
        format: Number.isInteger(value) ? "amountNoDecimals" : "amount",
      })
    : String(value);

/**
 * The active filter chips of an applied selection, labelled "{Facet}: {value}" (the service's
 * label when it sent one) and "{Facet}: {low} - {high}" for ranges.
 *
 * @example
 * ```ts
 * chipViews(request, meta, messages, remove).map((chip) => chip.label); // ["Brand: Asics", "Price: $50 - $120"]
 * ```
 */
export function chipViews(
  request: SearchUrlState,
  meta: SearchGridMeta | null,
  catalogue: Pick<SearchMessageCatalogue, "removeFilter">,
  remove: (field: string, value: string | null) => void,
): GridChip[] {
  const facets = meta?.facets ?? [];
  const facetLabel = (field: string) => facets.find((facet) => facet.field === field)?.label ?? field;
  const chip = (key: string, field: string, label: string, value: string | null): GridChip => ({
    key,
    field,
    label,
    removeLabel: formatMessage(catalogue.removeFilter, { label }),
    remove: () => remove(field, value),
  });
  const values = Object.entries(request.filters).flatMap(([field, chosen]) => {
    const facet = facets.find((candidate) => candidate.field === field);
    return chosen.map((value) => {
      const summary = meta?.filterSummary.find((entry) => entry.field === field && entry.value === value);
      const shown = facet?.type === "value" ? facet.values.find((v) => v.value === value)?.label : undefined;
      const label = summary?.label ?? `${facetLabel(field)}: ${shown ?? value}`;
      return chip(`${field}:${value}`, field, label, value);
    });
  });
  const ranges = Object.entries(request.ranges).map(([field, range]) =>
    chip(
      `${field}:range`,
      field,
      `${facetLabel(field)}: ${amount(field, range.low)} - ${amount(field, range.high)}`,
      null,
    ),
  );
  return [...values, ...ranges];
}

/**
 * Sort options for display. The service lists its default first; choosing it means no sort
 * parameter (`null`), so the default URL stays clean.
 *
 * @example
 * ```ts
 * sortViews(meta.sortOptions, { field: "price", direction: "asc" }).find((o) => o.selected)?.label; // "Price: Low to High"
 * ```
 */
export function sortViews(options: readonly SortOption[], current: SearchSort | null): GridSortOption[] {
  return options.map((option, index) => {
    const sort = index === 0 ? null : { field: option.field, direction: option.direction };
    const selected = current
      ? current.field === option.field && current.direction === option.direction
      : index === 0;
    return { key: `${option.field}:${option.direction}`, label: option.label, sort, selected };
  });
}
