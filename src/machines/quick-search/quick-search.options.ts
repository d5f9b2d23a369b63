import type { QuickSearchContext, QuickSearchOption, QuickSearchTermOption } from "./quick-search.types";

/** The parts of the context the visible options depend on. */
export type QuickSearchOptionSource = Pick<
  QuickSearchContext,
  "query" | "results" | "popularSearches" | "recentSearches"
>;

/**
 * The options the listbox shows, in keyboard order. Before typing: popular searches, then the
 * shopper's recent searches. While typing: Suggested Searches, Pages, Products of the latest
 * results (kept on screen while the next request runs, so the list does not flicker).
 *
 * @example
 * ```ts
 * quickSearchOptions({ query: "", results: null, popularSearches: ["socks"], recentSearches: ["boots"] });
 * // [{ kind: "popular", index: 0, label: "socks" }, { kind: "recent", index: 1, label: "boots" }]
 * ```
 */
export function quickSearchOptions(source: QuickSearchOptionSource): QuickSearchOption[] {
  const options: QuickSearchOption[] = [];
  const terms = (kind: QuickSearchTermOption["kind"], labels: readonly string[]) => {
    for (const label of labels) options.push({ kind, index: options.length, label });
  };
  if (source.query.trim() === "") {
    terms("popular", source.popularSearches);
    terms("recent", source.recentSearches);
    return options;
  }
  const results = source.results;
  if (!results) return options;
  terms("suggestion", results.suggestions);
  for (const page of results.pages) {
    options.push({ kind: "page", index: options.length, label: page.title, url: page.url, page });
  }
  for (const product of results.products) {
    const label = product.customer_facing_product_name || product.name;
    options.push({ kind: "product", index: options.length, label, url: product.url, product });
  }
  return options;
}

/**
 * The index the highlight moves to among `count` options, wrapping around at either end. From no
 * highlight (-1), `next` goes to the first option and `previous` to the last.
 *
 * @example
 * ```ts
 * movedHighlight(3, 2, "next"); // 0
 * movedHighlight(-1, 4, "previous"); // 3
 * ```
 */
export function movedHighlight(
  current: number,
  count: number,
  to: "next" | "previous" | "first" | "last",
): number {
  if (count <= 0) return -1;
  switch (to) {
    case "first":
      return 0;
    case "last":
      return count - 1;
    case "next":
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case "previous":
      return current <= 0 || current >= count ? count - 1 : current - 1;
  }
}
