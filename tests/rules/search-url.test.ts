import fc from "fast-check";
import {
  activeFilterCount,
  chosenRange,
  chosenValues,
  clearFilter,
  clearFilters,
  EMPTY_SEARCH_STATE,
  hasSearchSelection,
  offeredSearchState,
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
  withoutSearchSelection,
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
    // Fields named like Object.prototype properties are never read (see below).
    const text = fc.string({ minLength: 1, maxLength: 12 }).filter((field) => !(field in Object.prototype));
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
        fc
          .tuple(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: -1000, max: 100_000 }))
          .map(([a, b]) => ({ low: Math.min(a, b), high: Math.max(a, b) })),
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

describe("URL state the service may not offer (issue 24)", () => {
  it.each([
    ["filters=__proto__:x,brand:Asics", { brand: ["Asics"] }, {}],
    ["filters=constructor:x,toString:1~2", {}, {}],
    ["filters=price:9e999~1", {}, {}],
    [`filters=price:1~9${"9".repeat(400)}`, {}, {}],
    ["filters=price:120~50", {}, {}],
    ["filters=price:~5,price:5~", {}, {}],
    ["filters=price:50~120,brand:Asics", { brand: ["Asics"] }, { price: { low: 50, high: 120 } }],
    ["filters=fit:50%257E60", { fit: ["50~60"] }, {}],
  ])("reads bad URL filters, case %#, keeping only well-formed entries", (query, filters, ranges) => {
    const state = parse(query);
    expect(state.filters).toEqual(filters);
    expect(state.ranges).toEqual(ranges);
    expect(Object.getPrototypeOf(state.filters)).toBe(Object.prototype);
    expect(Object.hasOwn(state.filters, "__proto__")).toBe(false);
  });

  it("keeps at most 200 characters of the query and oq, without control characters", () => {
    const state = parse(`query=${"a".repeat(10_000)}&oq=bo%00ot`);
    expect(state.query).toBe("a".repeat(200));
    expect(state.originalQuery).toBe("boot");
  });

  it.each(["sort=__proto__:asc", "sort=constructor:desc"])("reads %j as no sort", (query) => {
    expect(parse(query).sort).toBeNull();
  });

  it("never takes a prototype property as a field, from a URL or an action", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype)),
        // A value without the list's own separators, so the URL names this one field only.
        fc.string().filter((text) => !/[,:~]/.test(text)),
        (field, value) => {
          const state = parse(`filters=${encodeURIComponent(`${field}:${value || "x"}`)}`);
          expect(Object.keys(state.filters)).toEqual([]);
          expect(toggleFilter(EMPTY_SEARCH_STATE, field, value)).toBe(EMPTY_SEARCH_STATE);
          expect(setRange(EMPTY_SEARCH_STATE, field, { low: 1, high: 2 })).toBe(EMPTY_SEARCH_STATE);
          expect(chosenValues(EMPTY_SEARCH_STATE, field)).toEqual([]);
          expect(chosenRange(EMPTY_SEARCH_STATE, field)).toBeUndefined();
        },
      ),
    );
  });

  const offered = {
    sortOptions: [
      { field: "relevance", direction: "desc" as const },
      { field: "price", direction: "asc" as const },
    ],
    facets: [
      { field: "brand", type: "value" },
      { field: "price", type: "slider" },
    ],
  };

  it.each([
    ["query=sneakers&sort=title:asc", "query=sneakers"],
    ["query=sneakers&sort=price:desc", "query=sneakers"],
    ["query=sneakers&page=2&sort=price:asc", "query=sneakers&page=2&sort=price%3Aasc"],
    [
      "query=sneakers&filters=flavour:mint,brand:Asics,price:cheap,brand:1~2,price:5~9",
      "query=sneakers&filters=brand%3AAsics%2Cprice%3A5%7E9",
    ],
  ])("keeps only what the service offers: %j → %j", (query, expected) => {
    expect(serialiseSearchUrl(offeredSearchState(parse(query), offered)).toString()).toBe(expected);
  });

  it("keeping what is offered never adds anything, and keeps query and page", () => {
    const field = fc.constantFrom("brand", "price", "flavour", "title", "relevance");
    const state = fc.record({
      query: fc.string(),
      page: fc.integer({ min: 1, max: 50 }),
      sort: fc.option(fc.record({ field, direction: fc.constantFrom("asc" as const, "desc" as const) }), {
        nil: null,
      }),
      filters: fc.dictionary(field, fc.array(fc.string(), { minLength: 1, maxLength: 3 })),
      ranges: fc.dictionary(field, fc.record({ low: fc.integer(), high: fc.integer() })),
    });
    fc.assert(
      fc.property(state, (partial) => {
        const original: SearchUrlState = { ...EMPTY_SEARCH_STATE, ...partial };
        const kept = offeredSearchState(original, offered);
        expect(kept).toMatchObject({ query: original.query, page: original.page });
        expect(activeFilterCount(kept)).toBeLessThanOrEqual(activeFilterCount(original));
        expect(Object.keys(kept.filters).every((f) => f === "brand")).toBe(true);
        expect(Object.keys(kept.ranges).every((f) => f === "price")).toBe(true);
        expect(offeredSearchState(kept, offered)).toEqual(kept);
      }),
    );
  });

  it("tells a state with a selection, and drops it keeping query and page", () => {
    const chosen = parse("query=boot&page=3&sort=price:asc");
    expect(hasSearchSelection(chosen)).toBe(true);
    expect(withoutSearchSelection(chosen)).toEqual({ ...EMPTY_SEARCH_STATE, query: "boot", page: 3 });
    expect(hasSearchSelection(withoutSearchSelection(chosen))).toBe(false);
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
