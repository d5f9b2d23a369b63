import { invalid } from "./validation";

/** The largest page the loyalty sandbox serves. */
export const MAX_PAGE_SIZE = 100;

/** One page of a list, as the loyalty API answers it. */
export interface PageBody<T> {
  /** The page's items. */
  data: T[];
  /** Paging. */
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

function positive(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw invalid([[name, `The ${name} must be at least 1.`]]);
  return n;
}

/**
 * Pages `items` by `page[number]` and `page[size]` (default `defaultSize`, at most 100).
 *
 * @example
 * ```ts
 * return json(paginate(url, measurements, 15));
 * ```
 */
export function paginate<T>(url: URL, items: readonly T[], defaultSize: number): PageBody<T> {
  const page = positive(url, "page[number]", 1);
  const size = Math.min(positive(url, "page[size]", defaultSize), MAX_PAGE_SIZE);
  const begin = (page - 1) * size;
  return {
    data: items.slice(begin, begin + size),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(items.length / size)),
      per_page: size,
      total: items.length,
    },
  };
}

/**
 * Sorts by one date field named in `sort` (`-field` is newest first), one of `fields`; unknown
 * fields are refused. Without `sort`, sorts by `fallback`.
 *
 * @example
 * ```ts
 * sortByDate(url, transactions, { fields: ["transacted_at", "created_at"], fallback: "-transacted_at" });
 * ```
 */
export function sortByDate<T>(
  url: URL,
  items: readonly T[],
  { fields, fallback }: { fields: readonly (keyof T & string)[]; fallback: string },
): T[] {
  const sort = url.searchParams.get("sort") || fallback;
  const descending = sort.startsWith("-");
  const field = fields.find((f) => f === sort.replace(/^-/, ""));
  if (!field) throw invalid([["sort", `The sort field ${sort.replace(/^-/, "")} is not allowed.`]]);
  return [...items].sort((a, b) => {
    const order = String(a[field]).localeCompare(String(b[field]));
    return descending ? -order : order;
  });
}
