// The quick-search overlay's strings (storefront §2): their own part of the search catalogue, so
// a page that shows the grid but has not opened the overlay (it loads on first open) carries
// none of them. `searchMessages` (messages-search.ts) is this part and the grid's together.

import { quickSearchButtonMessages } from "./messages-quick-search-button";

/** Quick-search part of the search catalogue: the header button and the overlay it opens. */
export const quickSearchMessages = {
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
} as const;
