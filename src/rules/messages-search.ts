// Search strings: the search and collection grids (storefront §2), and the whole search part of
// the storefront catalogue, with the quick search's (messages-quick-search.ts). The grid defaults
// to its own part alone, so a search page carries the overlay's strings only once it opens it.

import { quickSearchMessages } from "./messages-quick-search";

/** Grid part of the search catalogue: the search and collection grids' headings, panels and filters. */
export const searchGridMessages = {
  // Search page (storefront §2)
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
  /** Line under the heading when a corrected query's results show (the quick search says it too). */
  correctedQuery: "No results found for {query}, showing results for {corrected} instead",

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

/** Search part of the message catalogue: quick search and the search and collection grids. */
// Built by a call marked pure (not a spread) so a bundler drops it from a page that uses one part.
export const searchMessages: typeof quickSearchMessages & typeof searchGridMessages =
  /* @__PURE__ */ Object.assign({}, quickSearchMessages, searchGridMessages);
