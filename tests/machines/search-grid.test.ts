import { createActor } from "xstate";
import { SolekitError } from "../../src/clients/http";
import type { SavedSearchGrid } from "../../src/machines/search-grid";
import { createSearchGridActors, searchGridMachine } from "../../src/machines/search-grid";
import { searchGridKey } from "../../src/machines/search-grid/search-grid.selectors";
import { fakeResponse, manualSearch, settle, startGrid, urlState } from "./search-grid.fixtures";

const pagesOf = (api: ReturnType<ReturnType<typeof startGrid>["api"]>) => api.pages.map((p) => p.page);
const scope = { collection: null, resultsPerPage: null };

describe("search grid: initial load", () => {
  it("loads the URL's page, showing 12 skeletons until the answer", async () => {
    const grid = startGrid({ request: urlState({ query: "boots", page: 2 }) });
    expect(grid.calls.map((c) => c.params)).toEqual([
      { q: "boots", page: 2, sort: null, filters: {}, ranges: {} },
    ]);
    expect(grid.api()).toMatchObject({ status: "loading", changeType: "initial", skeletonsAfter: 12 });
    await grid.answer();
    expect(grid.api()).toMatchObject({
      status: "success",
      skeletonsAfter: 0,
      totalResults: 60,
      totalPages: 3,
    });
    expect(pagesOf(grid.api())).toEqual([2]);
    expect(grid.api().results[0]).toMatchObject({ key: "p25@2", page: 2, position: 24 });
    expect(grid.emitted).toEqual([]);
  });

  it("asks for the collection and page size it was given", () => {
    const grid = startGrid({ collection: "sale", resultsPerPage: 12 });
    expect(grid.calls[0]?.params).toMatchObject({ collection: "sale", resultsPerPage: 12, page: 1 });
  });

  it("shows the last page instead of a page past the end, and corrects the URL", async () => {
    const grid = startGrid({ request: urlState({ query: "boots", page: 9 }) });
    await grid.answer({ total: 60 });
    expect(grid.calls.map((c) => c.params.page)).toEqual([9, 3]);
    expect(grid.emitted).toEqual([
      { type: "url.change", url: urlState({ query: "boots", page: 3 }), replace: true },
    ]);
    await grid.answer({ total: 60 });
    expect(pagesOf(grid.api())).toEqual([3]);
  });
});

describe("search grid: pages grow both ways", () => {
  it("appends the next page on Load More (change next) and replaces the URL's page", async () => {
    const grid = startGrid({ request: urlState({ query: "boots" }) });
    await grid.answer();
    grid.api().loadMore();
    // Skeletons stand at the edge that grows: below the loaded page.
    expect(grid.api()).toMatchObject({
      status: "loading",
      changeType: "next",
      skeletonsBefore: 0,
      skeletonsAfter: 12,
    });
    expect(grid.api().results).toHaveLength(24);
    expect(grid.calls[1]?.params.page).toBe(2);
    await grid.answer();
    expect(pagesOf(grid.api())).toEqual([1, 2]);
    expect(grid.api().results).toHaveLength(48);
    expect(grid.emitted).toEqual([
      { type: "url.change", url: urlState({ query: "boots", page: 2 }), replace: true },
    ]);
    grid.api().loadMore();
    await grid.answer();
    expect(grid.api()).toMatchObject({ hasMore: false, lastPage: 3 });
    grid.api().loadMore();
    expect(grid.calls).toHaveLength(3);
  });

  it("prepends the previous page on Load Previous (change prev) until page 1", async () => {
    const grid = startGrid({ request: urlState({ query: "boots", page: 3 }) });
    await grid.answer();
    expect(grid.api()).toMatchObject({ hasPrevious: true, hasMore: false });
    grid.api().loadPrevious();
    // Skeletons stand at the edge that grows: above the loaded page.
    expect(grid.api()).toMatchObject({ changeType: "prev", skeletonsBefore: 12, skeletonsAfter: 0 });
    await grid.answer();
    expect(grid.api()).toMatchObject({ skeletonsBefore: 0, skeletonsAfter: 0 });
    expect(pagesOf(grid.api())).toEqual([2, 3]);
    expect(grid.api().results[0]?.position).toBe(24);
    expect(grid.emitted.at(-1)).toEqual({
      type: "url.change",
      url: urlState({ query: "boots", page: 2 }),
      replace: true,
    });
    grid.api().loadPrevious();
    await grid.answer();
    expect(pagesOf(grid.api())).toEqual([1, 2, 3]);
    expect(grid.api().hasPrevious).toBe(false);
    grid.api().loadPrevious();
    expect(grid.calls).toHaveLength(3);
  });

  it("ignores Load More while a page is loading", async () => {
    const grid = startGrid();
    await grid.answer();
    grid.api().loadMore();
    grid.api().loadMore();
    grid.api().loadPrevious();
    expect(grid.calls).toHaveLength(2);
  });

  it("keeps the objects of loaded pages when a page is appended", async () => {
    const grid = startGrid();
    await grid.answer();
    const first = grid.api().pages[0];
    grid.api().loadMore();
    await grid.answer();
    expect(grid.api().pages[0]).toBe(first);
    expect(grid.api().items[0]).toBe(first?.items[0]);
  });
});

describe("search grid: a new selection returns to page 1", () => {
  it.each([
    [
      "filter.toggle",
      { type: "filter.toggle", field: "brand", value: "Asics" },
      { filters: { brand: ["Asics"] } },
    ],
    [
      "range.set",
      { type: "range.set", field: "price", range: { low: 50, high: 120 } },
      { ranges: { price: { low: 50, high: 120 } } },
    ],
    [
      "sort.set",
      { type: "sort.set", sort: { field: "price", direction: "asc" } },
      { sort: { field: "price", direction: "asc" } },
    ],
    ["filters.clearAll", { type: "filters.clearAll" }, { filters: {}, ranges: {} }],
    ["filter.clear", { type: "filter.clear", field: "colour" }, { filters: {} }],
  ] as const)("%s reloads at page 1 and pushes the URL once loaded", async (_name, event, expected) => {
    const grid = startGrid({
      request: urlState({
        query: "boots",
        page: 2,
        filters: { colour: ["Red"] },
        ranges: { price: { low: 0, high: 80 } },
      }),
    });
    await grid.answer();
    grid.actor.send(event);
    // Until it loads, the URL shows the confirmed grid (a failure then leaves history as it was).
    expect(grid.emitted).toEqual([]);
    expect(grid.api()).toMatchObject({
      status: "loading",
      changeType: "initial",
      skeletonsAfter: 12,
      results: [],
    });
    expect(grid.calls[1]?.params).toMatchObject({ page: 1, q: "boots" });
    await grid.answer();
    expect(pagesOf(grid.api())).toEqual([1]);
    expect(grid.emitted).toHaveLength(1);
    expect(grid.emitted[0]).toMatchObject({
      type: "url.change",
      replace: false,
      url: { page: 1, query: "boots", ...expected },
    });
  });

  it("reloads from the URL's page when the query changes in the URL, without pushing", async () => {
    const grid = startGrid({ request: urlState({ query: "boots" }) });
    await grid.answer();
    grid.actor.send({ type: "url.sync", url: urlState({ query: "sandals" }) });
    expect(grid.calls[1]?.params).toMatchObject({ q: "sandals", page: 1 });
    expect(grid.emitted).toEqual([]);
  });

  it("does nothing when the URL already shows the grid, and moves within loaded pages without loading", async () => {
    const grid = startGrid({ request: urlState({ query: "boots" }) });
    await grid.answer();
    grid.api().loadMore();
    await grid.answer();
    grid.actor.send({ type: "url.sync", url: urlState({ query: "boots", page: 2 }) });
    grid.actor.send({ type: "url.sync", url: urlState({ query: "boots", page: 1 }) });
    expect(grid.calls).toHaveLength(2);
    expect(grid.actor.getSnapshot().context.request.page).toBe(1);
    grid.actor.send({ type: "url.sync", url: urlState({ query: "boots", page: 3 }) });
    expect(grid.calls[2]?.params.page).toBe(3);
    expect(grid.api().results).toEqual([]);
  });

  it("reloads when the collection changes", async () => {
    const grid = startGrid({ collection: "sale" });
    await grid.answer();
    grid.actor.send({ type: "url.sync", url: urlState(), collection: "boots" });
    expect(grid.calls[1]?.params).toMatchObject({ collection: "boots", page: 1 });
  });
});

describe("search grid: outdated requests", () => {
  it("aborts the outdated search and never applies its answer", async () => {
    const grid = startGrid({ request: urlState({ query: "boots" }) });
    const stale = grid.calls[0];
    grid.actor.send({ type: "filter.toggle", field: "brand", value: "Asics" });
    expect(stale?.signal.aborted).toBe(true);
    stale?.resolve(fakeResponse({ q: "boots", page: 1 }, { total: 999 }));
    await settle();
    expect(grid.api()).toMatchObject({
      status: "loading",
      totalResults: null,
      error: null,
      errorMessage: null,
    });
    await grid.answer({ total: 12 });
    expect(grid.api()).toMatchObject({ status: "success", totalResults: 12 });
  });

  it("aborts a Load More overtaken by a new sort, silently", async () => {
    const grid = startGrid();
    await grid.answer();
    grid.api().loadMore();
    const next = grid.calls[1];
    grid.api().setSort({ field: "price", direction: "asc" });
    expect(next?.signal.aborted).toBe(true);
    next?.reject(new SolekitError({ kind: "aborted", message: "aborted" }));
    await settle();
    expect(grid.api()).toMatchObject({ status: "loading", errorMessage: null, changeType: "initial" });
  });
});

describe("search grid: a search cancelled from outside", () => {
  it("runs the search again when restarted from a persisted snapshot, never applying the aborted one", async () => {
    const grid = startGrid();
    const first = grid.calls[0];
    const persisted = grid.actor.getPersistedSnapshot();
    grid.actor.stop();
    expect(first?.signal.aborted).toBe(true);
    const search = manualSearch();
    const restarted = createActor(
      searchGridMachine.provide({ actors: createSearchGridActors(search.client) }),
      {
        snapshot: persisted,
        input: { request: urlState() },
      },
    ).start();
    expect(search.calls).toHaveLength(1);
    first?.reject(new SolekitError({ kind: "aborted", message: "aborted" }));
    first?.resolve(fakeResponse({ page: 1 }, { total: 999 }));
    await settle();
    expect(restarted.getSnapshot().matches({ grid: "loading" })).toBe(true);
    search.calls[0]?.resolve(fakeResponse({ page: 1 }));
    await settle();
    expect(restarted.getSnapshot().context.meta?.totalResults).toBe(60);
    restarted.stop();
  });
});

describe("search grid: errors", () => {
  it("keeps the loaded pages when Load More fails, and retries the same page", async () => {
    const grid = startGrid();
    await grid.answer();
    grid.api().loadMore();
    grid.calls[1]?.reject(new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" }));
    await settle();
    expect(grid.api()).toMatchObject({
      status: "error",
      error: { kind: "http", status: 500 },
      errorMessage: "Sorry, we couldn't load the products. Please try again.",
      hasMore: true,
    });
    expect(pagesOf(grid.api())).toEqual([1]);
    grid.api().retry();
    expect(grid.calls[2]?.params.page).toBe(2);
    await grid.answer();
    expect(pagesOf(grid.api())).toEqual([1, 2]);
    expect(grid.api()).toMatchObject({ status: "success", error: null, errorMessage: null });
  });

  it("retries a failed first load", async () => {
    const grid = startGrid();
    grid.calls[0]?.reject(new SolekitError({ kind: "network", message: "offline" }));
    await settle();
    expect(grid.api()).toMatchObject({ status: "error", results: [], skeletonsAfter: 0 });
    grid.api().retry();
    expect(grid.calls[1]?.params.page).toBe(1);
  });

  it("retries a failed Load Previous", async () => {
    const grid = startGrid({ request: urlState({ page: 2 }) });
    await grid.answer();
    grid.api().loadPrevious();
    grid.calls[1]?.reject(new Error("boom"));
    await settle();
    grid.api().retry();
    expect(grid.calls[2]?.params.page).toBe(1);
  });
});

describe("search grid: a failed new selection rolls back (DESIGN.md, concurrency rule 3)", () => {
  const offline = () => new SolekitError({ kind: "network", message: "offline" });
  const brand = (value: string) => ({ type: "filter.toggle", field: "brand", value }) as const;
  const checked = (api: ReturnType<ReturnType<typeof startGrid>["api"]>, value: string) =>
    api.facets
      .flatMap((facet) => (facet.type === "list" ? facet.values : []))
      .find((option) => option.value === value)?.active;

  it("shows the confirmed results, count, filters and URL with the error, and retry applies the filter again", async () => {
    const grid = startGrid({ request: urlState({ query: "sneakers" }) });
    await grid.answer({ total: 560 });
    grid.actor.send(brand("Clarks"));
    grid.calls[1]?.reject(offline());
    await settle();
    expect(grid.api()).toMatchObject({
      status: "error",
      changeType: "initial",
      errorMessage: "Sorry, we couldn't load the products. Please try again.",
      heading: "Showing 560 results for sneakers",
      resultCountText: "560 results",
      activeFilterCount: 0,
      chips: [],
    });
    expect(pagesOf(grid.api())).toEqual([1]);
    expect(grid.api().results).toHaveLength(24);
    expect(checked(grid.api(), "Clarks")).toBe(false);
    // The URL never left the results shown: no history entry for the failed filter.
    expect(grid.emitted).toEqual([]);

    grid.api().retry();
    expect(grid.calls[2]?.params).toMatchObject({ q: "sneakers", page: 1, filters: { brand: ["Clarks"] } });
    expect(grid.emitted).toEqual([]);
    await grid.answer({ total: 30 });
    expect(grid.api()).toMatchObject({
      status: "success",
      resultCountText: "30 results",
      activeFilterCount: 1,
    });
    expect(grid.emitted).toEqual([
      {
        type: "url.change",
        replace: false,
        url: urlState({ query: "sneakers", filters: { brand: ["Clarks"] } }),
      },
    ]);
  });

  it("rolls back to the grid shown when a second change fails before the first answered", async () => {
    const grid = startGrid({ request: urlState({ query: "sneakers", page: 2 }) });
    await grid.answer({ total: 560 });
    grid.actor.send(brand("Clarks"));
    grid.actor.send({ type: "sort.set", sort: { field: "price", direction: "asc" } });
    grid.calls[2]?.reject(offline());
    await settle();
    expect(grid.api()).toMatchObject({ status: "error", sort: null, activeFilterCount: 0 });
    expect(pagesOf(grid.api())).toEqual([2]);
    expect(grid.emitted).toEqual([]);
  });

  it("rolls back a failed View N Results of the filter panel", async () => {
    const grid = startGrid({ request: urlState({ query: "sneakers" }) });
    await grid.answer({ total: 560 });
    grid.api().openPanel();
    grid.actor.send(brand("Clarks"));
    grid.api().applyPanel();
    grid.calls.at(-1)?.reject(offline());
    await settle();
    expect(grid.api()).toMatchObject({
      status: "error",
      resultCountText: "560 results",
      activeFilterCount: 0,
    });
  });

  it("rolls back a new selection the service refuses (400): only a URL's selection is recovered", async () => {
    const grid = startGrid({ request: urlState({ query: "sneakers" }) });
    await grid.answer({ total: 560 });
    grid.actor.send(brand("Clarks"));
    grid.calls[1]?.reject(new SolekitError({ kind: "http", status: 400, message: "Unknown filter" }));
    await settle();
    expect(grid.api()).toMatchObject({
      status: "error",
      activeFilterCount: 0,
      resultCountText: "560 results",
    });
    expect(grid.calls).toHaveLength(2);
    expect(grid.emitted).toEqual([]);
  });

  it("writes no URL when a retried selection fails again", async () => {
    const grid = startGrid({ request: urlState({ query: "sneakers" }) });
    await grid.answer({ total: 560 });
    grid.actor.send({ type: "sort.set", sort: { field: "price", direction: "asc" } });
    grid.calls[1]?.reject(offline());
    await settle();
    grid.api().retry();
    grid.calls[2]?.reject(offline());
    await settle();
    expect(grid.api()).toMatchObject({ status: "error", sort: null, resultCountText: "560 results" });
    expect(grid.emitted).toEqual([]);
  });

  it("retries a Load More that failed after a rollback, not the rolled-back selection", async () => {
    const grid = startGrid({ request: urlState({ query: "sneakers" }) });
    await grid.answer({ total: 560 });
    grid.actor.send(brand("Clarks"));
    grid.calls[1]?.reject(offline());
    await settle();
    grid.api().loadMore();
    grid.calls[2]?.reject(offline());
    await settle();
    expect(grid.api()).toMatchObject({ status: "error", changeType: "next" });
    grid.api().retry();
    expect(grid.calls[3]?.params).toMatchObject({ page: 2, filters: {} });
  });

  it("does not roll back a new query from the URL: its failure shows with the query", async () => {
    const grid = startGrid({ request: urlState({ query: "sneakers" }) });
    await grid.answer({ total: 560 });
    grid.actor.send({ type: "url.sync", url: urlState({ query: "sandals" }) });
    grid.calls[1]?.reject(offline());
    await settle();
    expect(grid.api()).toMatchObject({
      status: "error",
      heading: "sandals",
      results: [],
      resultCountText: null,
    });
    expect(grid.emitted).toEqual([]);
  });
});

describe("search grid: restoring from history", () => {
  async function savedGrid(): Promise<SavedSearchGrid> {
    const grid = startGrid({ request: urlState({ query: "boots", page: 2 }) });
    await grid.answer();
    grid.api().loadMore();
    await grid.answer();
    const { context } = grid.actor.getSnapshot();
    if (!context.meta) throw new Error("no meta");
    grid.actor.stop();
    return {
      version: 2,
      key: searchGridKey(context.request, scope),
      request: context.request,
      collection: null,
      resultsPerPage: null,
      pages: context.pages,
      meta: context.meta,
      scrollY: 900,
    };
  }

  it("starts from a saved grid without searching", async () => {
    const saved = await savedGrid();
    const grid = startGrid({ request: urlState({ query: "boots", page: 3 }), restore: saved });
    expect(grid.calls).toHaveLength(0);
    expect(grid.api()).toMatchObject({ status: "success", firstPage: 2, lastPage: 3, hasPrevious: true });
  });

  it("keeps the URL's page when it starts from a saved grid saved at another of its pages", async () => {
    const saved = await savedGrid();
    const grid = startGrid({ request: urlState({ query: "boots", page: 2 }), restore: saved });
    expect(grid.calls).toHaveLength(0);
    expect(grid.actor.getSnapshot().context.request).toEqual(urlState({ query: "boots", page: 2 }));
    expect(grid.api()).toMatchObject({ firstPage: 2, lastPage: 3 });
  });

  it("ignores a saved grid of another request", async () => {
    const saved = await savedGrid();
    const grid = startGrid({ request: urlState({ query: "sandals", page: 3 }), restore: saved });
    expect(grid.calls).toHaveLength(1);
  });

  it("restores on the restore event, dropping a running search and closing the panel", async () => {
    const saved = await savedGrid();
    const grid = startGrid({ request: urlState({ query: "sandals" }) });
    grid.api().openPanel();
    grid.actor.send({ type: "grid.restore", grid: saved });
    expect(grid.calls[0]?.signal.aborted).toBe(true);
    expect(grid.calls).toHaveLength(1);
    expect(grid.api()).toMatchObject({
      status: "success",
      firstPage: 2,
      lastPage: 3,
      isPanelOpen: false,
      query: "boots",
    });
  });
});

describe("search grid: a page hydrating a server render (waitForSync)", () => {
  async function savedGrid(): Promise<SavedSearchGrid> {
    const grid = startGrid({ request: urlState({ query: "boots" }) });
    await grid.answer();
    const { context } = grid.actor.getSnapshot();
    if (!context.meta) throw new Error("no meta");
    grid.actor.stop();
    return {
      version: 2,
      key: searchGridKey(context.request, scope),
      request: context.request,
      collection: null,
      resultsPerPage: null,
      pages: context.pages,
      meta: context.meta,
      scrollY: 0,
    };
  }

  it("shows skeletons and sends nothing until the URL sync asks", () => {
    const grid = startGrid({ request: urlState({ query: "boots" }), waitForSync: true });
    expect(grid.calls).toHaveLength(0);
    expect(grid.api()).toMatchObject({ status: "loading", skeletonsAfter: 12, query: "boots" });
    grid.actor.send({ type: "url.sync", url: urlState({ query: "boots" }) });
    expect(grid.calls.map((c) => c.params.q)).toEqual(["boots"]);
  });

  it("is restored from a saved grid without a search", async () => {
    const saved = await savedGrid();
    const grid = startGrid({ request: urlState({ query: "boots" }), waitForSync: true });
    grid.actor.send({ type: "grid.restore", grid: saved });
    expect(grid.calls).toHaveLength(0);
    expect(grid.api()).toMatchObject({ status: "success", firstPage: 1, lastPage: 1 });
  });
});

describe("search grid: filter panel", () => {
  it("edits a pending selection, counts it, and applies it on View N Results", async () => {
    const grid = startGrid({ request: urlState({ query: "boots", page: 2 }) });
    await grid.answer();
    grid.api().openPanel();
    expect(grid.api()).toMatchObject({ isPanelOpen: true, panelButtonText: "View 60 Results" });
    grid.api().toggleFilter("brand", "Asics");
    expect(grid.actor.getSnapshot().context.request.filters).toEqual({});
    expect(grid.calls[1]?.params).toMatchObject({
      page: 1,
      resultsPerPage: 1,
      filters: { brand: ["Asics"] },
    });
    expect(grid.api()).toMatchObject({ isPanelCounting: true, panelButtonText: "Apply Filters" });
    await grid.answer({ total: 12 });
    expect(grid.api()).toMatchObject({
      isPanelCounting: false,
      panelCount: 12,
      panelButtonText: "View 12 Results",
    });
    expect(grid.api().facets[0]).toMatchObject({ field: "brand", activeCount: 1 });
    grid.api().applyPanel();
    expect(grid.api().isPanelOpen).toBe(false);
    expect(grid.calls[2]?.params).toMatchObject({ page: 1, filters: { brand: ["Asics"] } });
    await grid.answer();
    expect(grid.emitted).toEqual([
      {
        type: "url.change",
        url: urlState({ query: "boots", filters: { brand: ["Asics"] } }),
        replace: false,
      },
    ]);
  });

  it("drops the pending selection on Cancel, aborting its count", async () => {
    const grid = startGrid();
    await grid.answer();
    grid.api().openPanel();
    grid.api().setSort({ field: "price", direction: "asc" });
    const count = grid.calls[1];
    grid.api().cancelPanel();
    expect(count?.signal.aborted).toBe(true);
    expect(grid.api()).toMatchObject({ isPanelOpen: false, sort: null });
    expect(grid.emitted).toEqual([]);
  });

  it("closes without loading when the pending selection is the applied one", async () => {
    const grid = startGrid();
    await grid.answer();
    grid.api().openPanel();
    grid.api().toggleFilter("brand", "Asics");
    grid.api().toggleFilter("brand", "Asics");
    expect(grid.api().panelButtonText).toBe("View 60 Results");
    grid.api().applyPanel();
    expect(grid.calls).toHaveLength(2);
    expect(grid.api().status).toBe("success");
  });

  it("counts a newer pending selection, aborting the older count", async () => {
    const grid = startGrid();
    await grid.answer();
    grid.api().openPanel();
    grid.api().toggleFilter("brand", "Asics");
    const first = grid.calls[1];
    grid.api().toggleFilter("brand", "Clarks");
    expect(first?.signal.aborted).toBe(true);
    expect(grid.calls[2]?.params).toMatchObject({
      resultsPerPage: 1,
      filters: { brand: ["Asics", "Clarks"] },
    });
    await grid.answer({ total: 20 });
    expect(grid.api()).toMatchObject({ isPanelCounting: false, panelButtonText: "View 20 Results" });
  });

  it("says Apply Filters when the count fails", async () => {
    const grid = startGrid();
    await grid.answer();
    grid.api().openPanel();
    grid.api().toggleFilter("brand", "Clarks");
    grid.calls[1]?.reject(new Error("down"));
    await settle();
    expect(grid.api()).toMatchObject({
      isPanelCounting: false,
      panelButtonText: "Apply Filters",
      status: "success",
    });
  });
});
