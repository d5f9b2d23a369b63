import {
  formatMessage,
  type SearchGridMessageCatalogue,
  type SearchMessageCatalogue,
  searchGridMessages,
  searchMessages,
} from "./messages";

// Counts are grouped the Australian way ("1,200"). One formatter: `toLocaleString` builds a new
// one per call, and a grid's facets format a count per option.
const countFormat = new Intl.NumberFormat("en-AU");

// Fills a template's `{count}` and `{query}` slots; the singular templates name no count.
const withCount = (template: string, count: number, query = "") =>
  formatMessage(template, { count: countFormat.format(count), query });

/**
 * The search page heading: 'Showing N results for {query}', or 'No results for {query}' when
 * nothing was found. One result reads "1 result". A search with no text (the page opened as
 * `/search`, which lists every product) reads 'All products', not "Showing 1,975 results for".
 *
 * @example
 * ```ts
 * searchHeading(24, "boot"); // "Showing 24 results for boot"
 * searchHeading(0, "boot"); // "No results for boot"
 * searchHeading(1975, ""); // "All products"
 * ```
 */
export function searchHeading(
  count: number,
  query: string,
  catalogue: SearchGridMessageCatalogue = searchGridMessages,
): string {
  if (query.trim() === "") return catalogue.allProductsHeading;
  return withCount(
    count <= 0
      ? catalogue.noResultsHeading
      : count === 1
        ? catalogue.searchResultsHeadingOne
        : catalogue.searchResultsHeading,
    count,
    query,
  );
}

/**
 * The grid's result count: 'N results' ("1 result" for one).
 *
 * @example
 * ```ts
 * resultCountText(1200); // "1,200 results"
 * ```
 */
export function resultCountText(
  count: number,
  catalogue: SearchGridMessageCatalogue = searchGridMessages,
): string {
  return withCount(count === 1 ? catalogue.resultCountOne : catalogue.resultCount, count);
}

/**
 * The quick search's 'View N products' link text.
 *
 * @example
 * ```ts
 * viewProductsText(42); // "View 42 products"
 * ```
 */
export function viewProductsText(count: number, catalogue: SearchMessageCatalogue = searchMessages): string {
  return withCount(count === 1 ? catalogue.viewProductsOne : catalogue.viewProducts, count);
}

/**
 * The filter panel's confirm button: 'View N Results' when the count is known, otherwise
 * 'Apply Filters'.
 *
 * @example
 * ```ts
 * filterPanelButtonText(12); // "View 12 Results"
 * filterPanelButtonText(undefined); // "Apply Filters"
 * ```
 */
export function filterPanelButtonText(
  count: number | null | undefined,
  catalogue: SearchGridMessageCatalogue = searchGridMessages,
): string {
  return count === null || count === undefined
    ? catalogue.applyFilters
    : withCount(catalogue.viewResults, count);
}

/** What the quick search knows when it found nothing for the typed text. */
export interface QuickSearchFallback {
  /** The text typed. */
  readonly query: string;
  /** The service's corrected query, whose results are shown instead. */
  readonly correctedQuery?: string | null;
  /** A redirect slug the service suggests. */
  readonly redirectSlug?: string | null;
}

/**
 * The line under the quick-search input when the typed text found nothing: the correction, else
 * the redirect link text, else 'Please try another search'.
 *
 * @example
 * ```ts
 * quickSearchFallbackText({ query: "snekers", correctedQuery: "sneakers" });
 * // "No results found for snekers, showing results for sneakers instead"
 * quickSearchFallbackText({ query: "xyz" }); // "Please try another search"
 * ```
 */
export function quickSearchFallbackText(
  fallback: QuickSearchFallback,
  catalogue: SearchMessageCatalogue = searchMessages,
): string {
  const { query, correctedQuery: corrected, redirectSlug: slug } = fallback;
  return corrected
    ? formatMessage(catalogue.correctedQuery, { query, corrected })
    : slug
      ? formatMessage(catalogue.redirectSuggestion, { slug })
      : catalogue.tryAnotherSearch;
}
