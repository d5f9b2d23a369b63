import { ON_SALE_FIELD, PRICE_FIELD } from "./facet-definitions";
import type { SearchIndex } from "./search-index";
import { type RequestedRange, SearchRequestError } from "./search-request";

/** A chosen list-facet filter: the values chosen and, per value id, whether it is chosen. */
interface ListFilter {
  kind: "list";
  /** Position of the facet in the index's columns. */
  facet: number;
  /** The values as requested, known or not. */
  values: readonly string[];
  /** 1 for each chosen value id. */
  chosen: Uint8Array;
}

interface PriceFilter {
  kind: "price";
  low: number;
  high: number;
}

interface OnSaleFilter {
  kind: "on-sale";
  value: 0 | 1;
}

/** One active filter. */
export type ActiveFilter = ListFilter | PriceFilter | OnSaleFilter;

/**
 * Turns requested filters into the engine's form. Unknown fields are refused (the real service
 * would silently match nothing, which hides typos); unknown values simply match nothing.
 *
 * @example
 * ```ts
 * resolveFilters(index, { brand: ["Asics"] }, { price: { low: 50 } });
 * ```
 */
export function resolveFilters(
  index: SearchIndex,
  filters: Readonly<Record<string, readonly string[]>>,
  ranges: Readonly<Record<string, RequestedRange>>,
): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const [field, values] of Object.entries(filters)) {
    if (values.length === 0) continue;
    if (field === ON_SALE_FIELD) {
      const wanted = values[values.length - 1];
      if (wanted !== "true" && wanted !== "false") {
        throw new SearchRequestError(`filter.${ON_SALE_FIELD} must be true or false`);
      }
      active.push({ kind: "on-sale", value: wanted === "true" ? 1 : 0 });
      continue;
    }
    const facet = index.facets.findIndex((column) => column.definition.field === field);
    const column = index.facets[facet];
    if (!column) throw new SearchRequestError(`Unknown filter field ${field}`);
    const chosen = new Uint8Array(column.values.length);
    for (const value of values) {
      const id = column.valueIds.get(value);
      if (id !== undefined) chosen[id] = 1;
    }
    active.push({ kind: "list", facet, values: [...new Set(values)], chosen });
  }
  for (const [field, range] of Object.entries(ranges)) {
    if (field !== PRICE_FIELD) throw new SearchRequestError(`filter.${field} is not a range facet`);
    const low = range.low ?? Number.NEGATIVE_INFINITY;
    const high = range.high ?? Number.POSITIVE_INFINITY;
    if (low > high) throw new SearchRequestError(`filter.${field}.low must not exceed filter.${field}.high`);
    active.push({ kind: "price", low, high });
  }
  return active;
}

function passes(index: SearchIndex, filter: ActiveFilter, doc: number): boolean {
  if (filter.kind === "price") {
    const price = index.price[doc] ?? 0;
    return price >= filter.low && price <= filter.high;
  }
  if (filter.kind === "on-sale") return index.onSale[doc] === filter.value;
  const column = index.facets[filter.facet];
  if (!column) return false;
  const end = column.offsets[doc + 1] ?? 0;
  for (let k = column.offsets[doc] ?? 0; k < end; k++) {
    if (filter.chosen[column.ids[k] ?? 0] === 1) return true;
  }
  return false;
}

/** The outcome of filtering candidates, with the counts the facets show. */
export interface FilterOutcome {
  /** Documents passing every filter, ascending. */
  results: Uint32Array;
  /** Per facet column, per value id: matching documents under every *other* facet's filter. */
  counts: Uint32Array[];
  /** Lowest and highest price under every filter but the price slider's. */
  priceBounds: [number, number] | null;
}

/**
 * Filters candidate documents and counts facet values in one pass. Counts are disjunctive, as
 * shoppers expect: a facet's values are counted under every filter except its own, so choosing
 * one brand still shows how many products the other brands would add. The price slider's range
 * likewise ignores the price filter.
 *
 * @example
 * ```ts
 * const outcome = filterAndCount(index, candidates, resolveFilters(index, { brand: ["Asics"] }, {}));
 * outcome.results.length;
 * ```
 */
export function filterAndCount(
  index: SearchIndex,
  candidates: Iterable<number>,
  filters: readonly ActiveFilter[],
): FilterOutcome {
  const counts = index.facets.map((column) => new Uint32Array(column.values.length));
  const results: number[] = [];
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const countFacet = (facet: number, doc: number) => {
    const column = index.facets[facet];
    const tally = counts[facet];
    if (!column || !tally) return;
    const end = column.offsets[doc + 1] ?? 0;
    for (let k = column.offsets[doc] ?? 0; k < end; k++) {
      const id = column.ids[k] ?? 0;
      tally[id] = (tally[id] ?? 0) + 1;
    }
  };
  const seePrice = (doc: number) => {
    const price = index.price[doc] ?? 0;
    if (price < low) low = price;
    if (price > high) high = price;
  };

  for (const doc of candidates) {
    let failed: ActiveFilter | undefined;
    let failures = 0;
    for (const filter of filters) {
      if (passes(index, filter, doc)) continue;
      failures++;
      failed = filter;
      if (failures > 1) break;
    }
    if (failures === 0) {
      results.push(doc);
      for (let facet = 0; facet < counts.length; facet++) countFacet(facet, doc);
      seePrice(doc);
    } else if (failures === 1 && failed) {
      if (failed.kind === "list") countFacet(failed.facet, doc);
      else if (failed.kind === "price") seePrice(doc);
    }
  }
  return { results: Uint32Array.from(results), counts, priceBounds: low <= high ? [low, high] : null };
}
