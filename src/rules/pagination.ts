import { type AccountAreaMessageCatalogue, accountAreaMessages, formatMessage } from "./messages";

/** One page of a client-side paged list. */
export interface Page<T> {
  /** Items on this page. */
  readonly items: readonly T[];
  /** The 1-based page shown (clamped into range). */
  readonly page: number;
  /** Number of pages, at least 1. */
  readonly pageCount: number;
  /** Whether a previous page exists. */
  readonly hasPrevious: boolean;
  /** Whether a next page exists. */
  readonly hasNext: boolean;
}

/**
 * Slices a list into a page. Out-of-range pages are clamped, so a list that shrank under the
 * customer (a reward expired) still shows its last page rather than nothing.
 *
 * @example
 * ```ts
 * paginate([1, 2, 3, 4, 5], 2, 4); // { items: [5], page: 2, pageCount: 2, hasPrevious: true, hasNext: false }
 * ```
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}

/**
 * The 'n of m' text under a paged list.
 *
 * @example
 * ```ts
 * pageOfText(2, 5); // "2 of 5"
 * ```
 */
export function pageOfText(
  page: number,
  pageCount: number,
  catalogue: AccountAreaMessageCatalogue = accountAreaMessages,
): string {
  return formatMessage(catalogue.pageOf, { page, pages: pageCount });
}
