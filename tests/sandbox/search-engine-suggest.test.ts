import * as v from "valibot";
import {
  autocompleteResponseSchema,
  recommendResponseSchema,
  suggestResponseSchema,
  trendingResponseSchema,
} from "../../src/clients/search";
import {
  autocompleteCatalogue,
  productSku,
  QUERY_LOG_LIMIT,
  type RecommendRequest,
  recommendProducts,
  recordQuery,
  type SandboxQueryLogEntry,
  SearchRequestError,
  searchContentPages,
  suggestQueries,
  trendingQueries,
} from "../../src/sandbox/search-engine";
import { createWorld } from "../../src/sandbox/world";

const world = createWorld({ seed: 2, catalogueSize: 600, now: Date.parse("2026-06-01T00:00:00Z") });
const published = world.products.filter((p) => p.published);
const suggest = (q: string, log: SandboxQueryLogEntry[] = [], suggestionCount?: number) =>
  v.parse(
    suggestResponseSchema,
    suggestQueries(world, { q, ...(suggestionCount ? { suggestionCount } : {}) }, log),
  );
const texts = (body: ReturnType<typeof suggest>) => [
  body.suggested?.text,
  ...body.alternatives.map((a) => a.text),
];

describe("query log", () => {
  it("counts searches per normalised query", () => {
    let log = recordQuery([], "Boots", 1);
    log = recordQuery(log, "  boots ", 2);
    log = recordQuery(log, "socks", 3);
    expect(log).toEqual([
      { query: "boots", count: 2, lastSearchedAt: 2 },
      { query: "socks", count: 1, lastSearchedAt: 3 },
    ]);
    expect(recordQuery(log, "   ", 4)).toEqual(log);
  });

  it("keeps the most searched queries when it is full", () => {
    let log = recordQuery(recordQuery([], "favourite", 0), "favourite", 0);
    for (let n = 0; n < QUERY_LOG_LIMIT + 10; n++) log = recordQuery(log, `query ${n}`, n + 1);
    expect(log).toHaveLength(QUERY_LOG_LIMIT);
    expect(log.map((e) => e.query)).toContain("favourite");
    expect(log.map((e) => e.query)).not.toContain("query 0");
  });
});

describe("suggestions", () => {
  it("completes typed text from catalogue phrases, at most 4 in all", () => {
    const body = suggest("snea");
    expect(body.suggested).toMatchObject({ text: "sneakers", type: "completed", source: "product" });
    expect(texts(body).length).toBeLessThanOrEqual(4);
    for (const text of texts(body))
      expect(text?.split(" ").some((word) => word.startsWith("snea"))).toBe(true);
  });

  it("honours suggestionCount", () => {
    expect(texts(suggest("s", [], 2))).toHaveLength(2);
  });

  it("puts queries shoppers searched ahead, more so the more they are searched", () => {
    const before = texts(suggest("bo"));
    expect(before).not.toContain("boots for winter");
    const log = [{ query: "boots for winter", count: 3, lastSearchedAt: 0 }];
    expect(suggest("bo", log).suggested).toMatchObject({ text: "boots for winter", source: "query-log" });
  });

  it("corrects a typo that has no suggestions", () => {
    const body = suggest("snekaers");
    expect(body.correctedQuery).toBe("sneakers");
    expect(body.suggested?.text).toBe("sneakers");
  });

  it("suggests nothing for empty or unmatchable text", () => {
    expect(suggest("").suggested).toBeNull();
    expect(suggest("qwxzzv")).toEqual({ query: "qwxzzv", suggested: null, alternatives: [] });
  });
});

describe("trending searches", () => {
  it("are the merchandiser's popular searches before anyone searches", () => {
    const body = v.parse(trendingResponseSchema, trendingQueries(world, 4, []));
    expect(body.trending.queries.map((q) => q.searchQuery)).toEqual(world.merchandising.popularSearches);
  });

  it("let a query shoppers keep searching climb in", () => {
    const log = [{ query: "gumboots", count: 5, lastSearchedAt: 0 }];
    const queries = trendingQueries(world, 4, log).trending.queries.map((q) => q.searchQuery);
    expect(queries[0]).toBe("gumboots");
    expect(queries).toHaveLength(4);
  });
});

describe("content pages for the quick search", () => {
  it("matches titles and summaries by word starts, title matches first", () => {
    expect(searchContentPages(world, "size gui").map((p) => p.url)[0]).toBe("/pages/size-guide");
    expect(searchContentPages(world, "returns").map((p) => p.url)).toContain("/pages/returns");
    expect(searchContentPages(world, "")).toEqual([]);
  });

  it("come with autocomplete's products, capped at 4 by default", () => {
    const body = v.parse(autocompleteResponseSchema, autocompleteCatalogue(world, { q: "fit" }));
    expect(body.results.length).toBeLessThanOrEqual(4);
    expect(body.pages.map((p) => p.url)).toEqual(
      expect.arrayContaining(["/pages/fit-club", "/pages/book-a-fitting"]),
    );
    expect(body.pages.every((p) => p.type === "page" || p.type === "article")).toBe(true);
  });

  it("find no products or pages for an emoji (quick search: 'Please try another search')", () => {
    const body = v.parse(autocompleteResponseSchema, autocompleteCatalogue(world, { q: "😀" }));
    expect(body.results).toEqual([]);
    expect(body.pagination.totalResults).toBe(0);
    expect(body.pages).toEqual([]);
  });

  it("report a correction and search pages for the corrected text", () => {
    const body = v.parse(autocompleteResponseSchema, autocompleteCatalogue(world, { q: "snekers" }));
    expect(body.autocomplete).toEqual({ query: "snekers", correctedQuery: "sneakers" });
    expect(body.results.length).toBeGreaterThan(0);
  });
});

describe("recommendations", () => {
  const recommend = (request: RecommendRequest) =>
    v.parse(recommendResponseSchema, recommendProducts(world, request));
  const shoe = published.find((p) => p.kind === "shoe" && p.swatches.length > 1);
  if (!shoe) throw new Error("no shoe with colours");

  it("answers one list per tag, in order, at each limit", () => {
    const body = recommend({ tags: ["popular", "similar"], limits: [5, 3], products: [String(shoe.id)] });
    expect(body.map((e) => [e.profile.tag, e.results.length])).toEqual([
      ["popular", 5],
      ["similar", 3],
    ]);
  });

  it("recommends similar products: same category first, never the style itself or the cart", () => {
    const inCart = published.find((p) => p.category === shoe.category && p.style_code !== shoe.style_code);
    const body = recommend({
      tags: ["similar"],
      limits: [12],
      products: [productSku(shoe)],
      cart: inCart ? [inCart.handle] : [],
    });
    const results = body[0]?.results ?? [];
    expect(results).toHaveLength(12);
    for (const result of results) {
      const product = world.products.find((p) => p.handle === result.handle);
      expect(product?.category).toBe(shoe.category);
      expect(product?.style_code).not.toBe(shoe.style_code);
      expect(result.handle).not.toBe(inCart?.handle);
    }
  });

  it("lists recently viewed products in viewing order", () => {
    const viewed = published.slice(10, 13).map((p) => productSku(p));
    const body = recommend({ tags: ["recently-viewed"], lastViewed: viewed });
    expect(body[0]?.results.map((r) => r.sku)).toEqual(viewed);
  });

  it("lists a collection by popularity with collection-{handle}", () => {
    const results = recommend({ tags: ["collection-sandals"], limits: [10] })[0]?.results ?? [];
    expect(results).toHaveLength(10);
    for (const r of results) expect(r.collection_handle).toContain("sandals");
  });

  it("answers an unknown profile with an empty list", () => {
    expect(recommend({ tags: ["constructor"] })[0]?.results).toEqual([]);
  });

  it("refuses limits outside 1 to 100", () => {
    expect(() => recommendProducts(world, { tags: ["popular"], limits: [0] })).toThrow(SearchRequestError);
    expect(() => recommendProducts(world, { tags: ["popular"], limits: [101] })).toThrow(SearchRequestError);
  });
});
