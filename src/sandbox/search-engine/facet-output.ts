import { PRICE_FIELD, PRICE_LABEL, PRICE_STEP } from "./facet-definitions";
import type { ActiveFilter, FilterOutcome } from "./filtering";
import type { SearchIndex } from "./search-index";
import type { FacetBody, FilterSummaryBody } from "./wire";

const dollars = (n: number) => (Number.isFinite(n) ? `$${n}` : "");

/**
 * The facets of a response: list facets with their counts (values with no matches left out
 * unless chosen, so a chip can still be removed), then the price slider with its range widened
 * to whole steps. A facet with nothing to offer is left out unless it is filtered on.
 *
 * @example
 * ```ts
 * facetsBody(index, outcome, filters).map((f) => f.field); // ["brand", "product_type", …, "price"]
 * ```
 */
export function facetsBody(
  index: SearchIndex,
  outcome: FilterOutcome,
  filters: readonly ActiveFilter[],
): FacetBody[] {
  const facets: FacetBody[] = index.facets.flatMap((column, facet) => {
    const chosen = filters.find((f) => f.kind === "list" && f.facet === facet);
    const chosenValues = new Set(chosen?.kind === "list" ? chosen.values : []);
    const tally = outcome.counts[facet];
    const values = column.values.flatMap((value, id) => {
      const count = tally?.[id] ?? 0;
      const active = chosenValues.has(value);
      return count > 0 || active ? [{ label: value, value, count, active }] : [];
    });
    for (const value of chosenValues) {
      if (!column.valueIds.has(value)) values.push({ label: value, value, count: 0, active: true });
    }
    if (!column.definition.order) values.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1));
    if (values.length === 0) return [];
    const { field, label, display } = column.definition;
    return [{ field, label, type: "value" as const, display, values }];
  });

  const price = filters.find((f) => f.kind === "price");
  const bounds = outcome.priceBounds;
  if (bounds || price?.kind === "price") {
    const [min, max] = bounds ?? [0, 0];
    const low = Math.floor(min / PRICE_STEP) * PRICE_STEP;
    const high = Math.max(Math.ceil(max / PRICE_STEP) * PRICE_STEP, low + PRICE_STEP);
    const active: [number, number] =
      price?.kind === "price"
        ? [Number.isFinite(price.low) ? price.low : low, Number.isFinite(price.high) ? price.high : high]
        : [low, high];
    facets.push({
      field: PRICE_FIELD,
      label: PRICE_LABEL,
      type: "slider",
      range: [low, high],
      active,
      step: PRICE_STEP,
    });
  }
  return facets;
}

/**
 * The filter summary: one entry per chosen value or range, labelled for a chip.
 *
 * @example
 * ```ts
 * filterSummaryBody(index, filters); // [{ field: "brand", value: "Asics", label: "Brand: Asics" }]
 * ```
 */
export function filterSummaryBody(index: SearchIndex, filters: readonly ActiveFilter[]): FilterSummaryBody[] {
  return filters.flatMap((filter): FilterSummaryBody[] => {
    if (filter.kind === "price") {
      const value = `${dollars(filter.low)} - ${dollars(filter.high)}`.trim();
      return [{ field: PRICE_FIELD, value, label: `${PRICE_LABEL}: ${value}` }];
    }
    if (filter.kind === "on-sale") return [];
    const label = index.facets[filter.facet]?.definition.label ?? "";
    return filter.values.map((value) => ({
      field: index.facets[filter.facet]?.definition.field ?? "",
      value,
      label: `${label}: ${value}`,
    }));
  });
}
