// The quick-search button's string (storefront §2): its own part of the search catalogue, so the
// header of every page carries this one label and not the overlay's strings, which load with it.

/** The quick-search button's part of the search catalogue. */
export const quickSearchButtonMessages = {
  /** Label of the button that opens quick search. */
  searchOpenLabel: "Search our range of products",
};
