import * as v from "valibot";
import { searchResponseSchema } from "../../src/clients/search";
import { isExcludedFacet } from "../../src/rules/facets";
import {
  LIST_FACETS,
  PRICE_STEP,
  parseSearchRequest,
  type SearchRequest,
  SearchRequestError,
  searchCatalogue,
  searchIndexFor,
  warmSearchIndex,
} from "../../src/sandbox/search-engine";
import { createWorld } from "../../src/sandbox/world";

const world = createWorld({ seed: 3, catalogueSize: 800, now: Date.parse("2026-06-01T00:00:00Z") });
const published = world.products.filter((p) => p.published);
const byHandle = new Map(world.products.map((p) => [p.handle, p]));

/** A search parsed by the client's schema, as the UI would see it. */
const search = (request: SearchRequest) => v.parse(searchResponseSchema, searchCatalogue(world, request));
const productsOf = (request: SearchRequest) =>
  search({ resultsPerPage: 100, ...request }).results.map((r) => byHandle.get(r.handle));

function listFacet(body: ReturnType<typeof search>, field: string) {
  const facet = body.facets.find((f) => f.field === field);
  if (facet?.type !== "value") throw new Error(`no list facet ${field}`);
  return facet;
}

describe("text matching", () => {
  it("finds products holding every term, as a word or the start of one", () => {
    const products = productsOf({ q: "navy snea" });
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p?.colour.name).toBe("Navy");
      expect(`${p?.title} ${p?.product_type}`.toLowerCase()).toMatch(/\bsnea/);
    }
  });

  it("ranks the whole word and its plural above mere prefixes ('boot' lists boots before booties)", () => {
    const [first] = productsOf({ q: "boot" });
    expect(first?.product_type).toBe("Boots");
  });

  it("lists every published product when there is no query", () => {
    expect(search({}).pagination.totalResults).toBe(published.length);
  });

  it.each(["😀", "!!!", "😀 ❤️", "***", "the"])(
    "matches nothing for %j: text without a searchable word is no match for everything",
    (q) => {
      const body = search({ q });
      expect(body.pagination.totalResults).toBe(0);
      expect(body.results).toEqual([]);
      expect(body.query.string).toBe(q);
    },
  );

  it("still lists everything for a blank query, and finds the words beside a symbol", () => {
    expect(search({ q: "   " }).pagination.totalResults).toBe(published.length);
    expect(search({ q: "boots 😀" }).pagination.totalResults).toBe(
      search({ q: "boots" }).pagination.totalResults,
    );
  });

  it("builds the index once per world", () => {
    expect(searchIndexFor(world)).toBe(searchIndexFor(world));
  });

  it("warms the index a slice at a time: 100 rows, a facet column or a sort order between pauses", async () => {
    const fresh = createWorld({ seed: 3, catalogueSize: 800, now: Date.parse("2026-06-01T00:00:00Z") });
    let pauses = 0;
    const index = await warmSearchIndex(fresh, async () => pauses++);
    const fullSlices = Math.floor(index.docs.length / 100);
    // The feed's rows and their words, 100 rows a slice; after the last rows; after the postings;
    // after each facet column; after three of the four sort orders (the last one returns).
    expect(pauses).toBe(fullSlices + fullSlices + 1 + 1 + LIST_FACETS.length + 3);
    expect(searchIndexFor(fresh)).toBe(index);
    expect(index.vocabulary).toEqual(searchIndexFor(world).vocabulary);
  });

  it("finishes a warm-up in progress when a search arrives meanwhile, and builds it only once", async () => {
    const fresh = createWorld({ seed: 3, catalogueSize: 800, now: Date.parse("2026-06-01T00:00:00Z") });
    let release: () => void = () => undefined;
    const warming = warmSearchIndex(fresh, () => new Promise<void>((resolve) => (release = resolve)));
    const searched = searchIndexFor(fresh);
    release();
    expect(await warming).toBe(searched);
    expect(searched.docs.length).toBe(fresh.products.filter((p) => p.published).length);
  });
});

describe("facets", () => {
  const base: SearchRequest = { q: "shoes", filters: { size_group: ["3-8 Years"] } };

  it("counts each value of an unfiltered facet as the results that value would leave", () => {
    const body = search(base);
    for (const value of listFacet(body, "brand").values.slice(0, 4)) {
      const narrowed = search({ ...base, filters: { ...base.filters, brand: [value.value] } });
      expect(narrowed.pagination.totalResults).toBe(value.count);
    }
  });

  it("counts a filtered facet's values without its own filter, so other values stay offered", () => {
    const body = search(base);
    const groups = listFacet(body, "size_group").values;
    expect(groups.find((g) => g.value === "3-8 Years")).toMatchObject({ active: true });
    for (const group of groups) {
      const alone = search({ q: "shoes", filters: { size_group: [group.value] } });
      expect(alone.pagination.totalResults).toBe(group.count);
    }
  });

  it("ORs values within a facet and ANDs facets together", () => {
    const asics = search({ filters: { brand: ["Asics"] } }).pagination.totalResults;
    const clarks = search({ filters: { brand: ["Clarks"] } }).pagination.totalResults;
    expect(search({ filters: { brand: ["Asics", "Clarks"] } }).pagination.totalResults).toBe(asics + clarks);
    for (const p of productsOf({ filters: { brand: ["Asics"], colour: ["Navy"] } })) {
      expect([p?.brand, p?.colour.name]).toEqual(["Asics", "Navy"]);
    }
  });

  it("filters sizes and widths on variants in stock", () => {
    for (const p of productsOf({ filters: { size: ["010"], width: ["F"] } })) {
      const stocked = p?.variants.filter((variant) => variant.availableForSale) ?? [];
      expect(stocked.some((variant) => variant.option1 === "010")).toBe(true);
      expect(stocked.some((variant) => variant.option2 === "F")).toBe(true);
    }
  });

  it("lists sizes in size order and widths narrowest first", () => {
    const body = search({ q: "school shoes" });
    const widths = listFacet(body, "width").values.map((w) => w.value);
    expect(widths).toEqual([...widths].sort());
    const sizes = listFacet(body, "size").values.map((s) => s.value);
    expect(sizes.indexOf("09")).toBeLessThan(sizes.indexOf("013"));
    expect(sizes.indexOf("013")).toBeLessThan(sizes.indexOf("1"));
  });

  it("never offers the spec's excluded facets, though on_sale still filters", () => {
    const body = search({ q: "sneakers" });
    expect(body.facets.filter((f) => isExcludedFacet(f.field))).toEqual([]);
    const sale = productsOf({ filters: { on_sale: ["true"] } });
    expect(sale.length).toBeGreaterThan(0);
    for (const p of sale) expect(p?.compare_at_price ?? 0).toBeGreaterThan(p?.price ?? 0);
  });

  it("keeps a chosen value that matches nothing, so its chip can be removed", () => {
    const body = search({ filters: { brand: ["No Such Brand"] } });
    expect(body.pagination.totalResults).toBe(0);
    expect(listFacet(body, "brand").values).toContainEqual({
      label: "No Such Brand",
      value: "No Such Brand",
      count: 0,
      active: true,
    });
    expect(body.filterSummary).toEqual([
      { field: "brand", value: "No Such Brand", label: "Brand: No Such Brand" },
    ]);
  });
});

describe("price slider", () => {
  const slider = (body: ReturnType<typeof search>) => {
    const facet = body.facets.find((f) => f.field === "price");
    if (facet?.type !== "slider") throw new Error("no price slider");
    return facet;
  };

  it("spans the results' prices in whole steps", () => {
    const body = search({ q: "sandals", resultsPerPage: 100 });
    const prices = productsOf({ q: "sandals" }).map((p) => (p?.price ?? 0) / 100);
    const { range, step, active } = slider(body);
    expect(step).toBe(PRICE_STEP);
    expect(range[0]).toBeLessThanOrEqual(Math.min(...prices));
    expect(range[1]).toBeGreaterThanOrEqual(Math.max(...prices));
    expect(range[0] % step).toBe(0);
    expect(range[1] % step).toBe(0);
    expect(range[1] - range[0]).toBeGreaterThanOrEqual(step);
    expect(active).toEqual(range);
  });

  it("keeps its range under its own filter and shows the chosen range as active", () => {
    const full = slider(search({ q: "sandals" })).range;
    const body = search({ q: "sandals", ranges: { price: { low: 40, high: 90 } } });
    expect(slider(body).range).toEqual(full);
    expect(slider(body).active).toEqual([40, 90]);
    for (const p of productsOf({ q: "sandals", ranges: { price: { low: 40, high: 90 } } })) {
      expect((p?.price ?? 0) / 100).toBeGreaterThanOrEqual(40);
      expect((p?.price ?? 0) / 100).toBeLessThanOrEqual(90);
    }
  });

  it("accepts an open-ended range", () => {
    for (const p of productsOf({ ranges: { price: { low: 200 } } }))
      expect(p?.price ?? 0).toBeGreaterThanOrEqual(20_000);
  });
});

describe("sorting", () => {
  const allOf = (sort: SearchRequest["sort"]) => productsOf({ q: "sneakers", sort });

  it.each([
    ["price", "asc", (a: number, b: number) => a <= b],
    ["price", "desc", (a: number, b: number) => a >= b],
  ] as const)("sorts by %s %s", (field, direction, inOrder) => {
    const prices = allOf({ field, direction }).map((p) => p?.price ?? 0);
    expect(prices.length).toBeGreaterThan(10);
    for (let i = 1; i < prices.length; i++) expect(inOrder(prices[i - 1] ?? 0, prices[i] ?? 0)).toBe(true);
  });

  it("sorts newest first", () => {
    const dates = allOf({ field: "published_at", direction: "desc" }).map((p) => p?.published_at ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(["asc", "desc"] as const)("sorts by name %s", (direction) => {
    const names = allOf({ field: "name", direction }).map((p) => p?.title.toLowerCase() ?? "");
    const sorted = [...names].sort();
    expect(names).toEqual(direction === "asc" ? sorted : sorted.reverse());
  });

  it("offers relevance, price both ways, newest and name", () => {
    expect(search({}).sorting.options.map((o) => `${o.label} (${o.field}:${o.direction})`)).toEqual([
      "Best Match (relevance:desc)",
      "Price: Low to High (price:asc)",
      "Price: High to Low (price:desc)",
      "Newest (published_at:desc)",
      "Name: A to Z (name:asc)",
      "Name: Z to A (name:desc)",
    ]);
  });
});

describe("paging", () => {
  it("reports totals, begin and end, and the pages together hold every result once", () => {
    const first = search({ q: "socks", resultsPerPage: 7, sort: { field: "price", direction: "asc" } });
    const { totalResults, totalPages } = first.pagination;
    expect(totalPages).toBe(Math.ceil(totalResults / 7));
    const seen: string[] = [];
    for (let page = 1; page <= totalPages; page++) {
      const body = search({
        q: "socks",
        resultsPerPage: 7,
        page,
        sort: { field: "price", direction: "asc" },
      });
      const expectedEnd = Math.min(page * 7, totalResults);
      expect(body.pagination).toMatchObject({
        currentPage: page,
        begin: (page - 1) * 7 + 1,
        end: expectedEnd,
      });
      seen.push(...body.results.map((r) => r.id));
    }
    expect(seen).toHaveLength(totalResults);
    expect(new Set(seen).size).toBe(totalResults);
  });

  it("answers a page past the end with no results and begin 0", () => {
    const body = search({ q: "socks", page: 999 });
    expect(body.results).toEqual([]);
    expect(body.pagination).toMatchObject({ begin: 0, end: 0, currentPage: 999 });
  });

  it("caps the page size at 100", () => {
    expect(search({ resultsPerPage: 500 }).results).toHaveLength(100);
  });
});

describe("collection grids and background filters", () => {
  it("lists exactly a collection's published products (bgfilter.collection_handle)", () => {
    const members = published.filter((p) => p.collections.includes("kids-sneakers"));
    const body = search({ collection: "kids-sneakers" });
    expect(body.pagination.totalResults).toBe(members.length);
    for (const p of productsOf({ collection: "kids-sneakers" }))
      expect(p?.collections).toContain("kids-sneakers");
  });

  it("searches within a collection", () => {
    for (const p of productsOf({ collection: "sale", q: "navy" })) {
      expect(p?.collections).toContain("sale");
      expect(p?.colour.name).toBe("Navy");
    }
  });

  it("lists only the named handles (bgfilter.handle)", () => {
    const handles = published.slice(5, 8).map((p) => p.handle);
    expect(
      productsOf({ handles })
        .map((p) => p?.handle)
        .sort(),
    ).toEqual([...handles].sort());
  });

  it("answers an unknown collection with no results", () => {
    expect(search({ collection: "no-such-collection" }).pagination.totalResults).toBe(0);
  });
});

describe("malformed requests", () => {
  const params = (query: string) => new URLSearchParams(`siteId=sandbox&${query}`);

  it.each([
    ["page=0", "Invalid page"],
    ["page=two", "Invalid page"],
    ["page=1.5", "Invalid page"],
    ["resultsPerPage=-5", "Invalid resultsPerPage"],
    ["sort.price=up", "sort.price must be asc or desc"],
    ["filter.price.low=abc", "filter.price.low must be a number"],
    ["filter.price.high=", "filter.price.high must be a number"],
    ["redirectResponse=some", "redirectResponse must be full or minimal"],
  ])("refuses %s", (query, message) => {
    expect(() => parseSearchRequest(params(query))).toThrow(new SearchRequestError(message));
  });

  it("refuses a request without a site id", () => {
    expect(() => parseSearchRequest(new URLSearchParams("q=boots"))).toThrow("siteId is required");
  });

  it.each([
    [{ sort: { field: "colour", direction: "asc" } }, "Unknown sort field colour"],
    [{ filters: { fabric: ["wool"] } }, "Unknown filter field fabric"],
    [{ ranges: { brand: { low: 1 } } }, "filter.brand is not a range facet"],
    [{ ranges: { price: { low: 90, high: 10 } } }, "filter.price.low must not exceed filter.price.high"],
    [{ filters: { on_sale: ["maybe"] } }, "filter.on_sale must be true or false"],
  ] as const)("refuses %j", (request, message) => {
    expect(() => searchCatalogue(world, request as SearchRequest)).toThrow(new SearchRequestError(message));
  });

  it("reads repeated filters, slider bounds and background filters from the query string", () => {
    expect(
      parseSearchRequest(
        params(
          "q=boots&page=2&sort.price=desc&filter.brand=Asics&filter.brand=Clarks&filter.price.low=10&bgfilter.collection_handle=boots&bgfilter.handle=a,b",
        ),
      ),
    ).toMatchObject({
      q: "boots",
      page: 2,
      sort: { field: "price", direction: "desc" },
      filters: { brand: ["Asics", "Clarks"] },
      ranges: { price: { low: 10 } },
      collection: "boots",
      handles: ["a", "b"],
    });
  });
});
