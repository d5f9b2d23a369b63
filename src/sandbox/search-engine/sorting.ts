import type { SortDirection } from "../../rules/search-url";
import type { SearchIndex, SortOrders } from "./search-index";
import { SearchRequestError } from "./search-request";

/** The sort options the sandbox offers, as `sorting.options` lists them. */
export const SORT_OPTIONS: readonly { field: string; direction: SortDirection; label: string }[] = [
  { field: "relevance", direction: "desc", label: "Best Match" },
  { field: "price", direction: "asc", label: "Price: Low to High" },
  { field: "price", direction: "desc", label: "Price: High to Low" },
  { field: "published_at", direction: "desc", label: "Newest" },
  { field: "name", direction: "asc", label: "Name: A to Z" },
  { field: "name", direction: "desc", label: "Name: Z to A" },
];

const ORDER_OF_FIELD: Readonly<Record<string, keyof SortOrders>> = {
  price: "price",
  published_at: "newest",
  name: "name",
};

/**
 * Checks a sort field, refusing one the service does not sort on.
 *
 * @example
 * ```ts
 * assertSortField("price"); // ok
 * assertSortField("colour"); // throws SearchRequestError
 * ```
 */
export function assertSortField(field: string): void {
  if (field !== "relevance" && !Object.hasOwn(ORDER_OF_FIELD, field)) {
    throw new SearchRequestError(`Unknown sort field ${field}`);
  }
}

/** Which page of results {@link sortedPage} answers, and in which order. */
export interface PageRequest {
  /** The requested sort; `null` for the default (relevance). */
  sort: { field: string; direction: SortDirection } | null;
  /** Each document's relevance score when there is a query, else `null`. */
  scores: Float32Array | null;
  /** How many sorted results come before the page. */
  offset: number;
  /** The page size. */
  limit: number;
}

/**
 * One page of results in the requested order. Relevance with a query sorts the matches by
 * score (then popularity); every other order walks a precomputed order of the whole catalogue,
 * so a sorted page costs one pass rather than a sort.
 *
 * @example
 * ```ts
 * sortedPage(index, outcome.results, {
 *   sort: { field: "price", direction: "asc" },
 *   scores: null,
 *   offset: 0,
 *   limit: 24,
 * });
 * ```
 */
export function sortedPage(
  index: SearchIndex,
  results: Uint32Array,
  { sort, scores, offset, limit }: PageRequest,
): number[] {
  if (offset >= results.length || limit <= 0) return [];
  const field = sort?.field ?? "relevance";
  if (field === "relevance" && scores) {
    const popularity = index.popularity;
    return Array.from(results)
      .sort(
        (a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || (popularity[b] ?? 0) - (popularity[a] ?? 0) || a - b,
      )
      .slice(offset, offset + limit);
  }
  const order = index.orders[ORDER_OF_FIELD[field] ?? "popularity"];
  // Newest is stored newest first, so "desc" walks it forwards; the others are stored ascending.
  const forwards = field === "relevance" || (field === "published_at") === (sort?.direction === "desc");
  const member = new Uint8Array(index.docs.length);
  for (const doc of results) member[doc] = 1;
  const page: number[] = [];
  let seen = 0;
  for (let step = 0; step < order.length && page.length < limit; step++) {
    const doc = order[forwards ? step : order.length - 1 - step] ?? 0;
    if (member[doc] !== 1) continue;
    if (seen++ >= offset) page.push(doc);
  }
  return page;
}
