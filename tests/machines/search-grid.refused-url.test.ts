import { SolekitError } from "../../src/clients/http";
import { settle, startGrid, urlState } from "./search-grid.fixtures";

// Issue 24, item 5: a URL naming a sort or filter field the service does not offer got a 400,
// and Try again repeated it. The grid now searches without the selection, keeps only what the
// answer lists (the fake offers sorts relevance:desc and price:asc, facets brand, on_sale, price
// as a slider) and replaces the URL.
const refused = () => new SolekitError({ kind: "http", status: 400, message: "Unknown sort field title" });

describe("search grid: a sort or filter the service refuses", () => {
  it("drops an unknown sort, keeps the query and page, shows results and replaces the URL", async () => {
    const grid = startGrid({
      request: urlState({ query: "sneakers", page: 2, sort: { field: "title", direction: "asc" } }),
    });
    grid.calls[0]?.reject(refused());
    await settle();
    expect(grid.api()).toMatchObject({ status: "loading", skeletonsAfter: 12, errorMessage: null });
    expect(grid.calls[1]?.params).toMatchObject({
      q: "sneakers",
      page: 2,
      sort: null,
      filters: {},
      ranges: {},
    });
    await grid.answer();
    expect(grid.api()).toMatchObject({ status: "success", error: null, sort: null, totalResults: 60 });
    expect(grid.api().pages.map((page) => page.page)).toEqual([2]);
    expect(grid.emitted).toEqual([
      { type: "url.change", url: urlState({ query: "sneakers", page: 2 }), replace: true },
    ]);
    expect(grid.calls).toHaveLength(2);
  });

  it("keeps the offered fields and loads them again: a known brand and range stay, the rest go", async () => {
    const grid = startGrid({
      request: urlState({
        query: "sneakers",
        sort: { field: "price", direction: "asc" },
        filters: { brand: ["Asics"], flavour: ["mint"], price: ["cheap"] },
        ranges: { price: { low: 50, high: 120 }, brand: { low: 1, high: 2 } },
      }),
    });
    grid.calls[0]?.reject(refused());
    await settle();
    await grid.answer();
    const kept = urlState({
      query: "sneakers",
      sort: { field: "price", direction: "asc" },
      filters: { brand: ["Asics"] },
      ranges: { price: { low: 50, high: 120 } },
    });
    expect(grid.emitted).toEqual([{ type: "url.change", url: kept, replace: true }]);
    expect(grid.calls[2]?.params).toMatchObject({
      sort: kept.sort,
      filters: kept.filters,
      ranges: kept.ranges,
    });
    expect(grid.api().status).toBe("loading");
    await grid.answer();
    expect(grid.api()).toMatchObject({ status: "success", activeFilterCount: 2 });
  });

  it("shows the unfiltered answer when the service refuses fields it lists (never loops)", async () => {
    const request = urlState({ query: "sneakers", filters: { brand: ["Asics"] } });
    const grid = startGrid({ request });
    grid.calls[0]?.reject(refused());
    await settle();
    await grid.answer();
    expect(grid.api()).toMatchObject({ status: "success", activeFilterCount: 0 });
    expect(grid.emitted).toEqual([
      { type: "url.change", url: urlState({ query: "sneakers" }), replace: true },
    ]);
    expect(grid.calls).toHaveLength(2);
  });

  it("aborts the recovery search when the shopper moves on, and never applies its answer", async () => {
    const grid = startGrid({
      request: urlState({ query: "sneakers", sort: { field: "title", direction: "asc" } }),
    });
    grid.calls[0]?.reject(refused());
    await settle();
    const recovery = grid.calls[1];
    grid.actor.send({ type: "url.sync", url: urlState({ query: "boots" }) });
    expect(recovery?.signal.aborted).toBe(true);
    expect(grid.calls[2]?.params).toMatchObject({ q: "boots" });
    await grid.answer();
    expect(grid.api()).toMatchObject({ status: "success", query: "boots" });
  });

  it("shows the error with Try again when the recovery search fails too", async () => {
    const grid = startGrid({
      request: urlState({ query: "sneakers", sort: { field: "title", direction: "asc" } }),
    });
    grid.calls[0]?.reject(refused());
    await settle();
    grid.calls[1]?.reject(new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" }));
    await settle();
    expect(grid.api()).toMatchObject({ status: "error", error: { status: 500 } });
  });

  it.each([
    ["a 500", new SolekitError({ kind: "http", status: 500, message: "down" })],
    ["a network failure", new SolekitError({ kind: "network", message: "offline" })],
  ])("does not drop the shopper's selection after %s", async (_name, error) => {
    const grid = startGrid({ request: urlState({ query: "sneakers", filters: { brand: ["Asics"] } }) });
    grid.calls[0]?.reject(error);
    await settle();
    expect(grid.api()).toMatchObject({ status: "error", activeFilterCount: 1 });
    expect(grid.calls).toHaveLength(1);
  });

  it("reports a 400 without any selection as an error (nothing to drop)", async () => {
    const grid = startGrid({ request: urlState({ query: "sneakers" }) });
    grid.calls[0]?.reject(refused());
    await settle();
    expect(grid.api()).toMatchObject({ status: "error", error: { status: 400 } });
  });
});
