import {
  filterPanelButtonText,
  messages,
  quickSearchFallbackText,
  resultCountText,
  searchHeading,
  viewProductsText,
} from "solekit/rules";

describe("search page texts (storefront §2)", () => {
  it.each([
    [24, "boot", "Showing 24 results for boot"],
    [1, "boot", "Showing 1 result for boot"],
    [1200, "sock", "Showing 1,200 results for sock"],
    [0, "xyz", "No results for xyz"],
    [1975, "", "All products"],
    [1975, "  ", "All products"],
  ])("%s results for %s: %s", (count, query, heading) => {
    expect(searchHeading(count, query)).toBe(heading);
  });

  it.each([
    [0, "0 results"],
    [1, "1 result"],
    [36, "36 results"],
  ])("counts %s as %s", (count, text) => {
    expect(resultCountText(count)).toBe(text);
  });

  it.each([
    [12, "View 12 Results"],
    [0, "View 0 Results"],
    [null, "Apply Filters"],
    [undefined, "Apply Filters"],
  ])("filter panel button with %s: %s", (count, text) => {
    expect(filterPanelButtonText(count)).toBe(text);
  });

  it.each([
    [42, "View 42 products"],
    [1, "View 1 product"],
  ])("View N products link for %s", (count, text) => {
    expect(viewProductsText(count)).toBe(text);
  });
});

describe("quick search with nothing found (storefront §2)", () => {
  it.each([
    [
      { query: "snekers", correctedQuery: "sneakers", redirectSlug: "sale" },
      "No results found for snekers, showing results for sneakers instead",
    ],
    [{ query: "sale", redirectSlug: "sale" }, "Search for sale?"],
    [{ query: "xyz" }, "Please try another search"],
    [{ query: "xyz", correctedQuery: "", redirectSlug: null }, "Please try another search"],
  ])("%j: %s", (fallback, text) => {
    expect(quickSearchFallbackText(fallback)).toBe(text);
  });

  it("takes its wording from an overriding catalogue", () => {
    expect(quickSearchFallbackText({ query: "x" }, { ...messages, tryAnotherSearch: "Nothing here" })).toBe(
      "Nothing here",
    );
  });
});
