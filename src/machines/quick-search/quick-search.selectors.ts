import { isAllowedRedirect, redirectSlug } from "../../rules/redirects";
import { quickSearchFallbackText } from "../../rules/search-text";
import type {
  QuickSearchContext,
  QuickSearchGroup,
  QuickSearchGroupKey,
  QuickSearchHighlightMove,
  QuickSearchMessages,
  QuickSearchOption,
  QuickSearchOptionKind,
  QuickSearchResults,
} from "./quick-search.types";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

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
export function quickSearchOptions({
  query,
  results,
  popularSearches,
  recentSearches,
}: QuickSearchOptionSource): QuickSearchOption[] {
  const options: QuickSearchOption[] = [];
  const add = (option: DistributiveOmit<QuickSearchOption, "index">) =>
    options.push({ ...option, index: options.length });
  if (!query.trim()) {
    for (const label of popularSearches) add({ kind: "popular", label });
    for (const label of recentSearches) add({ kind: "recent", label });
  } else if (results) {
    for (const label of results.suggestions) add({ kind: "suggestion", label });
    for (const page of results.pages) add({ kind: "page", label: page.title, url: page.url, page });
    for (const product of results.products) {
      const label = product.customer_facing_product_name || product.name;
      add({ kind: "product", label, url: product.url, product });
    }
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
export function movedHighlight(current: number, count: number, to: QuickSearchHighlightMove): number {
  const last = count - 1;
  if (last < 0) return -1;
  if (to === "first") return 0;
  if (to === "last") return last;
  if (to === "next") return current >= 0 && current < last ? current + 1 : 0;
  return current > 0 && current <= last ? current - 1 : last;
}

/** Each option kind's group and the catalogue entry that heads it. */
const GROUP_OF = {
  popular: ["popular", "popularSearches"],
  recent: ["recent", "recentSearches"],
  suggestion: ["suggestions", "suggestedSearches"],
  page: ["pages", "pagesHeading"],
  product: ["products", "productsHeading"],
} as const satisfies Record<QuickSearchOptionKind, readonly [QuickSearchGroupKey, keyof QuickSearchMessages]>;

/**
 * The visible options as the listbox's labelled groups, in display order (the overlay's columns).
 *
 * @example
 * ```ts
 * quickSearchGroups(options, searchMessages).map((group) => group.label); // ["Popular searches", "Recent searches"]
 * ```
 */
export function quickSearchGroups(
  options: QuickSearchOption[],
  messages: QuickSearchMessages,
): QuickSearchGroup[] {
  const groups: QuickSearchGroup[] = [];
  for (const option of options) {
    const [key, heading] = GROUP_OF[option.kind];
    const last = groups.at(-1);
    if (last?.key === key) last.options.push(option);
    else groups.push({ key, label: messages[heading], options: [option] });
  }
  return groups;
}

/** What the fallback line depends on: the latest results, the redirect policy and the state. */
export interface QuickSearchFallbackSource {
  results: QuickSearchResults | null;
  redirectPolicy: QuickSearchContext["redirectPolicy"];
  /** The latest results arrived and have products. */
  hasResults: boolean;
  /** The latest results found nothing. */
  hasNoResults: boolean;
}

/**
 * The fallback line under the input (storefront §2): the correction the results are for; with no
 * products, the allowed redirect's 'Search for {slug}?' (a link), or 'Please try another search'
 * when nothing at all was found (no suggested searches and no pages either: above a Pages column
 * with matches it would be untrue). A correction that found nothing either is no help, so it is
 * not claimed; a failed request is not "nothing found" and gets no fallback line (it has its own
 * message).
 *
 * @example
 * ```ts
 * quickSearchFallback({ results, redirectPolicy, hasResults: false, hasNoResults: true }, messages);
 * // { message: "Search for sale?", href: "/collections/sale" }
 * ```
 */
export function quickSearchFallback(
  { results, redirectPolicy, hasResults, hasNoResults }: QuickSearchFallbackSource,
  messages: QuickSearchMessages,
): { message: string | null; href: string | null } {
  const correctedQuery = hasResults ? results?.correctedQuery : null;
  const redirect = hasNoResults ? results?.redirect : null;
  const slug = redirect && isAllowedRedirect(redirect, redirectPolicy) ? redirectSlug(redirect) : "";
  const foundOthers = (results?.suggestions.length ?? 0) > 0 || (results?.pages.length ?? 0) > 0;
  const message =
    correctedQuery || slug || (hasNoResults && !foundOthers)
      ? quickSearchFallbackText({ query: results?.query ?? "", correctedQuery, redirectSlug: slug }, messages)
      : null;
  return { message, href: (slug && redirect) || null };
}
