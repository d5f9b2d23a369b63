import fc from "fast-check";
import {
  activeFilterCount,
  clearFilter,
  clearFilters,
  EMPTY_SEARCH_STATE,
  parseSearchUrl,
  RANGE_SEPARATOR,
  type SearchUrlState,
  searchPageHref,
  serialiseSearchUrl,
  setRange,
  setSearchPage,
  setSearchQuery,
  setSearchSort,
  toggleFilter,
} from "solekit/rules";

const parse = (query: string) => parseSearchUrl(new URLSearchParams(query));

describe("search URL state (storefront §2)", () => {
  it("reads query, oq, page, sort, filters and slider ranges", () => {
    expect(
      parse("query=boot&oq=bot&page=2&sort=ss_price:desc&filters=brand:Asics,brand:Nike,price:50~120"),
    ).toEqual({
      query: "boot",
      originalQuery: "bot",
      page: 2,
      sort: { field: "ss_price", direction: "desc" },
      filters: { brand: ["Asics", "Nike"] },
      ranges: { price: { low: 50, high: 120 } },
    });
  });

  it("joins slider low and high with ~", () => {
    expect(RANGE_SEPARATOR).toBe("~");
    expect(
      serialiseSearchUrl(setRange(EMPTY_SEARCH_STATE, "price", { low: 10.5, high: 99 })).get("filters"),
    ).toBe("price:10.5~99");
  });

  it.each([
    ["", 1],
    ["page=0", 1],
    ["page=-3", 1],
    ["page=abc", 1],
    ["page=2.5", 1],
    ["page=7", 7],
  ])("reads %j as page %s", (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it.each([
    ["sort=price:asc", { field: "price", direction: "asc" }],
    ["sort=price:up", null],
    ["sort=price", null],
    ["sort=:asc", null],
    ["", null],
  ])("reads %j as sort %j", (query, sort) => {
    expect(parse(query).sort).toEqual(sort);
  });

  it("skips malformed filter entries without losing valid ones", () => {
    expect(parse("filters=brand:Asics,oops,:x,colour:,,size:9").filters).toEqual({
      brand: ["Asics"],
      size: ["9"],
    });
  });

  it("keeps commas, colons and tildes inside values", () => {
    const state = toggleFilter(toggleFilter(EMPTY_SEARCH_STATE, "colour", "Black, White"), "fit", "50~60");
    const params = serialiseSearchUrl(state);
    expect(parseSearchUrl(new URLSearchParams(params.toString())).filters).toEqual({
      colour: ["Black, White"],
      fit: ["50~60"],
    });
  });

  it("keeps unrelated parameters and leaves out empty parts and page 1", () => {
    const base = new URLSearchParams("variant=42&page=3&filters=brand:Nike");
    expect(serialiseSearchUrl({ ...EMPTY_SEARCH_STATE, query: "boot" }, base).toString()).toBe(
      "variant=42&query=boot",
    );
  });

  it("round-trips any state through the URL", () => {
    const text = fc.string({ minLength: 1, maxLength: 12 });
    const state: fc.Arbitrary<SearchUrlState> = fc.record({
      query: fc.string({ maxLength: 20 }),
      originalQuery: fc.string({ maxLength: 20 }),
      page: fc.integer({ min: 1, max: 1000 }),
      sort: fc.option(
        fc.record({ field: text, direction: fc.constantFrom("asc" as const, "desc" as const) }),
        {
          nil: null,
        },
      ),
      filters: fc.dictionary(text, fc.uniqueArray(text, { minLength: 1, maxLength: 4 }), { maxKeys: 4 }),
      ranges: fc.dictionary(
        text,
        fc.record({
          low: fc.integer({ min: -1000, max: 100_000 }),
          high: fc.integer({ min: -1000, max: 100_000 }),
        }),
        { maxKeys: 2 },
      ),
    });
    fc.assert(
      fc.property(state, (original) => {
        const url = serialiseSearchUrl(original).toString();
        expect(parseSearchUrl(new URLSearchParams(url))).toEqual(original);
      }),
    );
  });
});

describe("changing filters, sort or query returns to page 1", () => {
  const onPage3: SearchUrlState = { ...EMPTY_SEARCH_STATE, query: "boot", originalQuery: "bot", page: 3 };

  it.each([
    ["query", setSearchQuery(onPage3, "sandal")],
    ["sort", setSearchSort(onPage3, { field: "price", direction: "asc" })],
    ["filter", toggleFilter(onPage3, "brand", "Asics")],
    ["range", setRange(onPage3, "price", { low: 1, high: 2 })],
    ["clear all", clearFilters(onPage3)],
    ["clear one facet", clearFilter(onPage3, "brand")],
  ])("after a %s change", (_change, next) => {
    expect(next.page).toBe(1);
  });

  it("moving page does not touch anything else", () => {
    expect(setSearchPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
    expect(setSearchPage(onPage3, 0).page).toBe(1);
  });

  it("a new query drops the old correction but keeps filters", () => {
    const filtered = toggleFilter(onPage3, "brand", "Asics");
    expect(setSearchQuery(filtered, "sandal")).toMatchObject({
      originalQuery: "",
      filters: { brand: ["Asics"] },
    });
  });

  it("clearing one facet drops its values or its range, and leaves the others", () => {
    const chosen = setRange(
      toggleFilter(toggleFilter(toggleFilter(onPage3, "brand", "Asics"), "brand", "Nike"), "colour", "Red"),
      "price",
      { low: 5, high: 9 },
    );
    expect(clearFilter(chosen, "brand")).toMatchObject({
      filters: { colour: ["Red"] },
      ranges: { price: { low: 5, high: 9 } },
    });
    expect(clearFilter(chosen, "price")).toMatchObject({
      filters: { brand: ["Asics", "Nike"], colour: ["Red"] },
      ranges: {},
    });
  });

  it("toggling a chosen value removes it, and its field when empty", () => {
    const once = toggleFilter(EMPTY_SEARCH_STATE, "brand", "Asics");
    expect(toggleFilter(once, "brand", "Asics").filters).toEqual({});
    expect(activeFilterCount(setRange(once, "price", { low: 1, high: 2 }))).toBe(2);
  });
});

describe("search page link (storefront §2)", () => {
  it("links the quick search to /search?query={text}", () => {
    expect(searchPageHref("red shoes")).toBe("/search?query=red+shoes");
  });
});
