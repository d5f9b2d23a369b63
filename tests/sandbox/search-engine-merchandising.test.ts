import * as v from "valibot";
import { searchResponseSchema } from "../../src/clients/search";
import { quickSearchFallbackText } from "../../src/rules/search-text";
import { editDistance, type SearchRequest, searchCatalogue } from "../../src/sandbox/search-engine";
import { createWorld } from "../../src/sandbox/world";

const world = createWorld({ seed: 5, catalogueSize: 600, now: Date.parse("2026-06-01T00:00:00Z") });
const search = (request: SearchRequest) => v.parse(searchResponseSchema, searchCatalogue(world, request));

describe("spelling correction", () => {
  it.each([
    ["snekers", "sneakers"],
    ["sandels", "sandals"],
    ["skeckers", "skechers"],
    ["navy snekaers", "navy sneakers"],
  ])("answers %s with the results for %s, reporting both", (typed, corrected) => {
    const body = search({ q: typed });
    expect(body.query).toEqual({ string: corrected, corrected, original: typed });
    expect(body.pagination.totalResults).toBe(search({ q: corrected }).pagination.totalResults);
    expect(body.pagination.totalResults).toBeGreaterThan(0);
    expect(quickSearchFallbackText({ query: typed, correctedQuery: body.query.corrected })).toBe(
      `No results found for ${typed}, showing results for ${corrected} instead`,
    );
  });

  it("applies the merchandiser's curated corrections even where the typo finds something", () => {
    for (const { query, correction } of world.merchandising.corrections) {
      expect(search({ q: query }).query).toEqual({
        string: correction,
        corrected: correction,
        original: query,
      });
    }
  });

  it("searches a corrected query carrying oq as it is, naming the correction when it is its own", () => {
    const body = search({ q: "sneakers", oq: "snekers" });
    expect(body.query).toEqual({ string: "sneakers", corrected: "sneakers", original: "snekers" });
    expect(body.pagination.totalResults).toBe(search({ q: "sneakers" }).pagination.totalResults);
  });

  it.each([
    ["boots", "Free iPhone at evil.example"],
    ["boots", "snekers"],
    ["sox", "sox"],
  ])("never repeats an oq it did not correct (q=%s, oq=%s)", (q, oq) => {
    expect(search({ q, oq }).query).toEqual({ string: q });
  });

  it("leaves text with no close word alone: no results, no correction", () => {
    const body = search({ q: "qwxzzv" });
    expect(body.pagination.totalResults).toBe(0);
    expect(body.query).toEqual({ string: "qwxzzv" });
  });

  it("does not correct a query that finds something", () => {
    expect(search({ q: "boots" }).query).toEqual({ string: "boots" });
  });

  it.each([
    ["sandels", "sandals", 1],
    ["sandles", "sandals", 2],
    ["snekaers", "sneakers", 1],
    ["boot", "boot", 0],
    ["kitten", "sitting", 3],
  ])("measures %s → %s as %i edits", (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
  });

  it("gives up past the allowed edits", () => {
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });
});

describe("merchandising redirects", () => {
  it.each(world.merchandising.redirects.map((r) => [r.query, r.url]))(
    "redirects %s to %s and still answers results (redirectResponse=full)",
    (query, url) => {
      const body = search({ q: query.toUpperCase() });
      expect(body.merchandising.redirect).toBe(url);
    },
  );

  it("answers the redirect alone when redirectResponse is minimal", () => {
    const body = search({ q: "gift card", redirectResponse: "minimal" });
    expect(body.merchandising.redirect).toBe("/products/gift-card");
    expect(body.results).toEqual([]);
  });

  it("has no redirect for ordinary queries", () => {
    expect(search({ q: "sneakers" }).merchandising.redirect).toBeNull();
  });
});

describe("merchandising content", () => {
  it("places a banner and an inline block for sneakers, the inline one only on its page", () => {
    const first = search({ q: "sneakers", resultsPerPage: 24 }).merchandising.content;
    expect(first.banner).toHaveLength(1);
    expect(first.inline.map((block) => block.config.position.index)).toEqual([2]);
    expect(search({ q: "sneakers", page: 2, resultsPerPage: 24 }).merchandising.content.inline).toEqual([]);
  });

  it("shows content for the corrected query", () => {
    expect(search({ q: "snekers" }).merchandising.content.banner).toHaveLength(1);
  });

  it("shows header and footer for boots, and a header on the sale collection", () => {
    const boots = search({ q: "boots" }).merchandising.content;
    expect([boots.header.length, boots.footer.length]).toEqual([1, 1]);
    expect(search({ collection: "sale" }).merchandising.content.header).toHaveLength(1);
    expect(search({ q: "socks", collection: "socks" }).merchandising.content.header).toEqual([]);
  });

  it("serves a landing page by tag: its collection under its campaign", () => {
    const body = search({ tag: "back-to-school", resultsPerPage: 100 });
    const members = world.products.filter((p) => p.published && p.collections.includes("school-shoes"));
    expect(body.pagination.totalResults).toBe(members.length);
    expect(body.merchandising.content.header).toHaveLength(1);
    expect(search({ tag: "no-such-landing-page" }).pagination.totalResults).toBe(
      search({}).pagination.totalResults,
    );
  });
});
