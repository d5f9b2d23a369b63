import type { GridListFacet, GridSliderFacet } from "../../src/machines/search-grid";
import { sentinelRootMargin } from "../../src/machines/search-grid/search-grid.dom";
import { settle, startGrid, urlState } from "./search-grid.fixtures";

async function loaded(options: Parameters<typeof startGrid>[0] = {}, catalogue = {}) {
  const grid = startGrid(options);
  await grid.answer(catalogue);
  return grid;
}

const listFacet = (grid: Awaited<ReturnType<typeof loaded>>, field: string) =>
  grid.api().facets.find((f): f is GridListFacet => f.type === "list" && f.field === field);
const priceFacet = (grid: Awaited<ReturnType<typeof loaded>>) =>
  grid.api().facets.find((f): f is GridSliderFacet => f.type === "slider");

describe("search grid texts, word for word", () => {
  it.each([
    [60, "Showing 60 results for boots", "60 results"],
    [1, "Showing 1 result for boots", "1 result"],
    [1200, "Showing 1,200 results for boots", "1,200 results"],
  ])("%i results: %s / %s", async (total, heading, count) => {
    const grid = await loaded({ request: urlState({ query: "boots" }) }, { total });
    expect(grid.api()).toMatchObject({ heading, resultCountText: count, noResults: null });
  });

  it("says 'Searching for {query}' before the first answer", () => {
    const grid = startGrid({ request: urlState({ query: "boots" }) });
    expect(grid.api()).toMatchObject({ heading: "Searching for boots", resultCountText: null });
  });

  it("keeps the query as the heading when the first search fails, and 'All products' without text", async () => {
    const grid = startGrid({ request: urlState({ query: "sandals" }) });
    grid.calls[0]?.reject(new Error("offline"));
    await settle();
    expect(grid.api()).toMatchObject({ status: "error", heading: "sandals", resultCountText: null });
    const all = startGrid({ request: urlState({ query: " " }) });
    all.calls[0]?.reject(new Error("offline"));
    await settle();
    expect(all.api()).toMatchObject({ status: "error", heading: "All products" });
  });

  it("calls a search with no text (the page opened as /search) 'All products', loading and loaded", async () => {
    const grid = startGrid({ request: urlState({ query: "" }) });
    expect(grid.api()).toMatchObject({ heading: "All products", resultCountText: null });
    await grid.answer({ total: 1975 });
    expect(grid.api()).toMatchObject({ heading: "All products", resultCountText: "1,975 results" });
  });

  it("gives the no-results heading and both lines", async () => {
    const grid = await loaded({ request: urlState({ query: "xyzzy" }) }, { total: 0 });
    expect(grid.api()).toMatchObject({
      heading: "No results for xyzzy",
      resultCountText: "0 results",
      noResults: {
        apology: "Sorry we couldn't find what you were looking for",
        hint: "Check your spelling, try another search or browse our popular products and collections below.",
      },
    });
  });

  it("shows the corrected query and what was typed", async () => {
    const grid = await loaded(
      { request: urlState({ query: "snekers" }) },
      { total: 30, corrected: { string: "sneakers", corrected: "sneakers", original: "snekers" } },
    );
    expect(grid.api()).toMatchObject({
      query: "sneakers",
      originalQuery: "snekers",
      heading: "Showing 30 results for sneakers",
      correctionText: "No results found for snekers, showing results for sneakers instead",
    });
  });

  it("shows a correction carried in the URL (query and oq) when the service's answer carries it too", async () => {
    const grid = await loaded(
      { request: urlState({ query: "sneakers", originalQuery: "snekers" }) },
      { corrected: { string: "sneakers", corrected: "sneakers", original: "snekers" } },
    );
    expect(grid.api().correctionText).toBe(
      "No results found for snekers, showing results for sneakers instead",
    );
  });

  it.each([
    ["an answer that makes no correction", { string: "boots" }],
    ["an answer that only repeats oq", { string: "boots", original: "Free iPhone at evil.example" }],
    ["an answer with another correction", { string: "boots", corrected: "boots", original: "bots" }],
  ])("never shows oq as typed text on %s", async (_, query) => {
    const grid = await loaded(
      { request: urlState({ query: "boots", originalQuery: "Free iPhone at evil.example" }) },
      { corrected: query },
    );
    expect(grid.api()).toMatchObject({
      query: "boots",
      originalQuery: null,
      correctionText: null,
      heading: "Showing 60 results for boots",
    });
  });

  it("has no heading on a collection grid", async () => {
    const grid = await loaded({ collection: "sale" });
    expect(grid.api()).toMatchObject({ heading: null, resultCountText: "60 results", collection: "sale" });
  });

  it("labels the grid parts from the catalogue", async () => {
    const grid = await loaded();
    expect(grid.api().labels).toEqual({
      sortBy: "Sort By",
      sortTitle: "Sort",
      filtersTitle: "Filters",
      filterAndSort: "Filter and sort",
      cancel: "Cancel",
      loadMore: "Load More",
      loadPrevious: "Load Previous",
      clearAll: "Clear All",
      tryAgain: "Try again",
    });
  });
});

describe("search grid facets, chips and sort", () => {
  it("offers list facets with counts and active flags, never the excluded ones", async () => {
    const grid = await loaded({ request: urlState({ filters: { brand: ["Asics"] } }) });
    expect(grid.api().facets.map((f) => f.field)).toEqual(["brand", "price"]);
    expect(listFacet(grid, "brand")?.values).toEqual([
      { label: "Asics", value: "Asics", count: 12, active: true },
      { label: "Clarks", value: "Clarks", count: 8, active: false },
    ]);
  });

  it("gives chips for values and ranges, each removable, and Clear All", async () => {
    const grid = await loaded({
      request: urlState({ filters: { brand: ["Asics"] }, ranges: { price: { low: 50, high: 120 } } }),
    });
    const chips = grid.api().chips;
    expect(chips.map((c) => [c.label, c.removeLabel])).toEqual([
      ["Brand: Asics", "Remove filter Brand: Asics"],
      ["Price: $50 - $120", "Remove filter Price: $50 - $120"],
    ]);
    expect(grid.api().activeFilterCount).toBe(2);
    chips[1]?.remove();
    expect(grid.calls.at(-1)?.params).toMatchObject({ filters: { brand: ["Asics"] }, ranges: {} });
    grid.api().clearAll();
    expect(grid.calls.at(-1)?.params).toMatchObject({ filters: {}, ranges: {} });
  });

  it("keeps the slider's low handle a step below the high one, and drops a full-span range", async () => {
    const grid = await loaded();
    expect(priceFacet(grid)).toMatchObject({ min: 0, max: 200, step: 10, low: 0, high: 200, active: false });
    grid.api().setRange("price", { low: 150, high: 150 }, "low");
    expect(grid.calls.at(-1)?.params.ranges).toEqual({ price: { low: 140, high: 150 } });
    await grid.answer();
    grid.api().setRange("price", { low: 150, high: 150 }, "high");
    expect(grid.calls.at(-1)?.params.ranges).toEqual({ price: { low: 150, high: 160 } });
    await grid.answer();
    grid.api().setRange("price", { low: 0, high: 200 });
    expect(grid.calls.at(-1)?.params.ranges).toEqual({});
  });

  it("lists sort options with the default first, selected when no sort is chosen", async () => {
    const grid = await loaded();
    expect(grid.api().sortOptions.map((o) => [o.label, o.sort, o.selected])).toEqual([
      ["Best Match", null, true],
      ["Price: Low to High", { field: "price", direction: "asc" }, false],
    ]);
    grid.api().setSort({ field: "price", direction: "asc" });
    expect(grid.api().sortOptions.map((o) => o.selected)).toEqual([false, true]);
  });
});

describe("search grid merchandising", () => {
  it("places inline content before the product at its index and parses blocks safely", async () => {
    const grid = await loaded(
      {},
      {
        inline: [{ index: 2, value: "<p>Free fitting</p>" }],
        banner: ['<div><p>Fresh kicks</p><a href="javascript:alert(1)">x</a><script>alert(1)</script></div>'],
      },
    );
    const items = grid.api().items;
    expect(items.slice(0, 4).map((item) => (item.kind === "result" ? item.product.id : item.kind))).toEqual([
      "p1",
      "p2",
      "content",
      "p3",
    ]);
    expect(grid.api().merchandising.inline).toMatchObject([
      {
        position: 2,
        nodes: [{ type: "element", tag: "p", children: [{ type: "text", text: "Free fitting" }] }],
      },
    ]);
    // The service's HTML is not kept anywhere a consumer can reach it.
    expect(JSON.stringify(grid.actor.getSnapshot().context)).not.toContain("<p>");
    expect(grid.api().merchandising.banner[0]?.nodes).toEqual([
      {
        type: "element",
        tag: "div",
        children: [
          { type: "element", tag: "p", children: [{ type: "text", text: "Fresh kicks" }] },
          { type: "element", tag: "a", children: [{ type: "text", text: "x" }] },
        ],
      },
    ]);
  });
});

describe("search grid prop getters", () => {
  it("wires Load More and Load Previous to the grid, disabled while loading or at the ends", async () => {
    const grid = await loaded({ request: urlState({ page: 2 }) });
    expect(grid.api().getGridProps()).toEqual({
      id: "search-grid-list",
      "aria-busy": false,
      "data-change": "initial",
    });
    const more = grid.api().getLoadMoreProps();
    expect(more).toEqual({
      type: "button",
      "data-part": "load-more",
      "aria-controls": "search-grid-list",
      "aria-disabled": false,
      onClick: expect.any(Function),
    });
    more.onClick();
    expect(grid.api().getLoadMoreProps()).toMatchObject({ "aria-disabled": true, "data-loading": "" });
    expect(grid.api().getGridProps()).toMatchObject({ "aria-busy": true, "data-change": "next" });
    expect(grid.api().getLoadPreviousProps()).toEqual({
      type: "button",
      "data-part": "load-previous",
      "aria-controls": "search-grid-list",
      "aria-disabled": false,
      onClick: expect.any(Function),
    });
    await grid.answer();
    expect(grid.api().getLoadMoreProps()["aria-disabled"]).toBe(true);
  });

  it("gives sentinels their data attributes and trigger margins (300 px next, 100 px previous)", async () => {
    const grid = await loaded();
    expect(grid.api().getSentinelProps("next")).toEqual({
      "data-part": "sentinel",
      "data-sentinel": "next",
      "data-root-margin": "0px 0px 300px 0px",
      "aria-hidden": true,
    });
    expect(grid.api().getSentinelProps("previous")["data-root-margin"]).toBe("100px 0px 0px 0px");
    expect(sentinelRootMargin("previous")).toBe("100px 0px 0px 0px");
  });

  it("merges the caller's props: attributes kept, class names joined, handlers chained unless prevented", async () => {
    const grid = await loaded();
    let prevent = true;
    const clicks: string[] = [];
    const props = grid.api().getLoadMoreProps({
      className: "button",
      "data-testid": "more",
      onClick: (event: { defaultPrevented: boolean; preventDefault(): void }) => {
        clicks.push("caller");
        if (prevent) event.preventDefault();
      },
    });
    expect(props).toMatchObject({ type: "button", className: "button", "data-testid": "more" });
    const click = () => {
      const event = {
        defaultPrevented: false,
        preventDefault() {
          event.defaultPrevented = true;
        },
      };
      props.onClick(event);
    };
    click();
    expect(clicks).toEqual(["caller"]);
    expect(grid.api().status).toBe("success");
    prevent = false;
    click();
    expect(clicks).toEqual(["caller", "caller"]);
    expect(grid.api().status).toBe("loading");
    expect(grid.api().getGridProps({ "aria-label": "Results" })).toMatchObject({
      id: "search-grid-list",
      "aria-label": "Results",
    });
  });

  it("gives each facet value a labelled checkbox that toggles it", async () => {
    const grid = await loaded({ request: urlState({ filters: { brand: ["Clarks"] } }) });
    const brand = listFacet(grid, "brand");
    if (!brand) throw new Error("no brand facet");
    const [asics, clarks] = brand.values;
    if (!asics || !clarks) throw new Error("no values");
    const props = grid.api().getFilterOptionProps(brand, asics);
    expect(props).toEqual({
      type: "checkbox",
      id: "search-grid-brand-0",
      name: "brand",
      value: "Asics",
      checked: false,
      onChange: expect.any(Function),
    });
    expect(grid.api().getFilterOptionLabelProps(brand, asics)).toEqual({ htmlFor: "search-grid-brand-0" });
    expect(grid.api().getFilterOptionProps(brand, clarks).checked).toBe(true);
    props.onChange();
    expect(grid.calls.at(-1)?.params.filters).toEqual({ brand: ["Clarks", "Asics"] });
  });

  it("names the slider handles Minimum and Maximum", async () => {
    const grid = await loaded();
    const price = priceFacet(grid);
    if (!price) throw new Error("no price facet");
    expect(grid.api().getRangeInputProps(price, "low")).toEqual({
      type: "range",
      id: "search-grid-price-low",
      name: "price.low",
      min: 0,
      max: 200,
      step: 10,
      "aria-label": "Minimum Price",
    });
    expect(grid.api().getRangeInputProps(price, "high")["aria-label"]).toBe("Maximum Price");
  });
});
