// Storefront strings (storefront spec). Part of the catalogue in messages.ts; not a public entry.

/** Storefront part of the message catalogue. */
export const storefrontMessages = {
  // Search page and quick search (storefront §2)
  /** Search page heading (storefront §2). */
  searchResultsHeading: "Showing {count} results for {query}",
  /** Search page heading for a single result (solekit wording for the singular). */
  searchResultsHeadingOne: "Showing 1 result for {query}",
  /** Search page heading when nothing was found. */
  noResultsHeading: "No results for {query}",
  /** First line of the no-results text. */
  noResultsApology: "Sorry we couldn't find what you were looking for",
  /** Second line of the no-results text. */
  noResultsHint:
    "Check your spelling, try another search or browse our popular products and collections below.",
  /** Label of the button that opens quick search. */
  searchOpenLabel: "Search our range of products",
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
  /** pwp popup link to the offered collection. */
  viewAll: "View all",

  // Carousels (storefront §2; the spec quotes no wording, so these are solekit's)
  /** Label of a carousel's button that scrolls back one view. */
  carouselPrevious: "Previous products",
  /** Label of a carousel's button that scrolls on one view. */
  carouselNext: "Next products",

  // Product page (storefront §2, §4, §5)
  /** Add-to-cart button before a size is chosen. */
  selectSize: "Select Size",
  /** Add-to-cart button for a sold-out or subscribed variant; wishlist add-to-bag when unavailable. */
  outOfStock: "Out of Stock",
  /** Add-to-cart button for an available variant (solekit wording). */
  addToCart: "Add to Cart",
  /** Back-in-stock button; `{variant}` is the variant or size name. */
  notifyMeWhenBack: "Notify me when {variant} is back",
  /** Gift-card check 1. */
  senderNameRequired: "Sender Name is required",
  /** Gift-card check 2. */
  recipientNameRequired: "Recipient Name is required",
  /** Gift-card check 3. */
  recipientEmailRequired: "Recipient Email is required",
  /** Gift-card check 4. */
  recipientEmailInvalid: "Recipient Email is invalid",
  /** Back-in-stock email box left empty. */
  backInStockEmailBlank: "Email Address can not be blank.",
  /** Back-in-stock email malformed. */
  backInStockEmailInvalid: "Please enter in a valid email.",
  /** Back-in-stock success message (solekit wording). */
  backInStockSuccess: "Thanks! We'll email you when this size is back in stock.",
  /** Back-in-stock error code variant_not_found. */
  backInStockVariantNotFound: "Error submitting form, please try again or contact support",
  /** Back-in-stock error code invalid. */
  backInStockInvalidEmail: "Invalid email",
  /** Counter of a character-limited input. */
  characterCount: "{count}/{limit}",
  /** Look modal submitted without a variant (solekit wording). */
  lookVariantRequired: "Please select a size.",
  /** Update-details form without email (solekit wording). */
  updateDetailsEmailRequired: "Email is required",
  /** Update-details form without password (solekit wording). */
  updateDetailsPasswordRequired: "Password is required",

  // Sign-in widget (storefront §4, §5, §8)
  /** Sign-up email missing (solekit wording). */
  signUpEmailRequired: "Email is required",
  /** Sign-up email malformed (solekit wording). */
  signUpEmailInvalid: "Please enter a valid email address",
  /** Sign-up first name missing (solekit wording). */
  signUpFirstNameRequired: "First name is required",
  /** Sign-up last name missing (solekit wording). */
  signUpLastNameRequired: "Last name is required",
  /** Sign-up mobile missing (solekit wording). */
  signUpMobileRequired: "Mobile number is required",
  /** Sign-up mobile not Australian (solekit wording). */
  signUpMobileInvalid: "Please enter a valid Australian mobile number",
  /** Sign-up postcode missing (solekit wording). */
  signUpPostcodeRequired: "Postcode is required",
  /** The generic sign-up error (solekit wording). */
  signUpFailed: "Sorry, we couldn't create your account. Please try again.",
  /** Sign-in success without a known customer id (solekit wording). */
  signInNotActivated: "Your Fit Club membership is not activated yet.",
  /** Loyalty delegation disabled. */
  delegationNotEnabled: "Delegation not enabled",
  /** Delegate token missing. */
  delegateTokenMissing: "Failed to get token for delegate type",
  /** Empty auth response. */
  responseDataEmpty: "Response data empty.",
  /** Unknown form action key. */
  invalidFormKey: "Invalid form key",

  // Size units, age groups and size guide (storefront §9)
  /** Size unit UK. */
  sizeUnitUk: "UK",
  /** Size unit US. */
  sizeUnitUs: "US",
  /** Size unit EU. */
  sizeUnitEu: "EU",
  /** Size unit CM. */
  sizeUnitCm: "CM",
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
  /** Label of age group BABY. */
  ageGroupBaby: "Baby",
  /** Label of age group TODDLER. */
  ageGroupToddler: "Toddler",
  /** Label of age group 3-8_YEARS. */
  ageGroupYounger: "3-8 Yrs",
  /** Label of age group 8+_YEARS. */
  ageGroupOlder: "8+ Yrs",
  /** Size guide tab 1. */
  sizeGuideTabBaby: "Baby",
  /** Size guide tab 2. */
  sizeGuideTabToddler: "Toddler",
  /** Size guide tab 3. */
  sizeGuideTabYounger: "Younger",
  /** Size guide tab 4. */
  sizeGuideTabOlder: "Older",
  /** Size guide first column. */
  sizeGuideFootLength: "Foot Length (CM)",
  /** Discount badge; `{percent}` is the floor of the discount. */
  saveBadge: "Save {percent}%",
  /** Async loader failure (account spec §4, also used by storefront loaders). */
  loaderError: "Error: {message}",
} as const;
