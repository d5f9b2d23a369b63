// Search strings: the quick search, the search and collection grids (storefront §2). Part of the
// storefront catalogue; the search hooks default to this part alone so they carry no other strings.

import { quickSearchButtonMessages } from "./messages-quick-search-button";

/** Search part of the message catalogue: quick search and the search and collection grids. */
export const searchMessages = {
  // Search page and quick search (storefront §2)
  /** Search page heading (storefront §2). */
  searchResultsHeading: "Showing {count} results for {query}",
  /** Search page heading for a single result (solekit wording for the singular). */
  searchResultsHeadingOne: "Showing 1 result for {query}",
  /** Search page heading when the search has no text (/search alone lists every product). */
  allProductsHeading: "All products",
  /** Search page heading when nothing was found. */
  noResultsHeading: "No results for {query}",
  /** First line of the no-results text. */
  noResultsApology: "Sorry we couldn't find what you were looking for",
  /** Second line of the no-results text. */
  noResultsHint:
    "Check your spelling, try another search or browse our popular products and collections below.",
  // The header button's own part, which every page carries (see messages-quick-search-button.ts).
  ...quickSearchButtonMessages,
  /** Quick-search input placeholder. */
  searchPlaceholder: "Search for products, ranges and more",
  /** Quick-search Clear button. */
  clear: "Clear",
  /** Quick-search Close button. */
  close: "Close",
  /** Heading of popular searches before typing. */
  popularSearches: "Popular searches",
  /** Heading of the shopper's recent searches (a solekit addition). */
  recentSearches: "Recent searches",
  /** Heading of suggestions while typing. */
  suggestedSearches: "Suggested Searches",
  /** Quick-search pages column. */
  pagesHeading: "Pages",
  /** Quick-search products column. */
  productsHeading: "Products",
  /** Quick-search link to the search page. */
  viewProducts: "View {count} products",
  /** Quick-search link for a single product (solekit wording for the singular). */
  viewProductsOne: "View 1 product",
  /** Quick-search line when a corrected query is shown. */
  correctedQuery: "No results found for {query}, showing results for {corrected} instead",
  /** Quick-search redirect link text. */
  redirectSuggestion: "Search for {slug}?",
  /** Quick-search line when nothing at all was found. */
  tryAnotherSearch: "Please try another search",
  /** Quick-search status while a submitted search waits to go to the search page (solekit wording). */
  searching: "Searching…",
  /** Quick-search button that forgets the recent searches (solekit wording). */
  clearRecentSearches: "Clear recent searches",
  /** Quick-search suggestions could not be loaded (solekit wording; the spec's fallback line stays). */
  quickSearchError: "Sorry, we couldn't load suggestions. Please try again.",

  // Grid parts (storefront §2)
  /** Sort By panel button. */
  sortBy: "Sort By",
  /** Title of the sort panel. */
  sortTitle: "Sort",
  /** Title of the filters panel. */
  filtersTitle: "Filters",
  /** Cancel button (filters panel, forms). */
  cancel: "Cancel",
  /** Filters panel confirm button with a known count. */
  viewResults: "View {count} Results",
  /** Filters panel confirm button without a count. */
  applyFilters: "Apply Filters",
  /** Mobile floating filter and sort bar. */
  filterAndSort: "Filter and sort",
  /** Grid Load More button. */
  loadMore: "Load More",
  /** Grid Load Previous button. */
  loadPrevious: "Load Previous",
  /** Grid result count. */
  resultCount: "{count} results",
  /** Grid result count for one (solekit wording for the singular). */
  resultCountOne: "1 result",
  /** Clears the active filter chips. */
  clearAll: "Clear All",
  /** Search page heading while the first results load (solekit wording). */
  searchingFor: "Searching for {query}",
  /** A grid search failed; the loaded products stay (solekit wording). */
  gridLoadError: "Sorry, we couldn't load the products. Please try again.",
  /** Retry button after a failed grid search (solekit wording). */
  tryAgain: "Try again",
  /** Accessible name of an active filter chip's remove button (solekit wording). */
  removeFilter: "Remove filter {label}",
  /** Accessible name of a slider's low handle (solekit wording). */
  rangeMinimum: "Minimum {label}",
  /** Accessible name of a slider's high handle (solekit wording). */
  rangeMaximum: "Maximum {label}",
  // The size filter's headings (storefront §9): the grid groups the size facet under them.
  /** Size filter group for BABY. */
  sizeGroupBaby: "0-12 Months",
  /** Size filter group for TODDLER. */
  sizeGroupToddler: "1-3 Years",
  /** Size filter group for 3-8_YEARS. */
  sizeGroupYounger: "3-8 Years",
  /** Size filter group for 8+_YEARS. */
  sizeGroupOlder: "8+ Years",
  /** Size filter group for sizes without an age group. */
  sizeGroupAdult: "Adult",
  /** Heading of a size filter's values that are not shoe sizes (socks, apparel). */
  sizeGroupOther: "Other sizes",
} as const;
