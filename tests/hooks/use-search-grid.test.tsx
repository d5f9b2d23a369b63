// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from "@testing-library/react";
import { type ReactNode, StrictMode } from "react";
import { type SavedSearchGrid, useSearchGrid } from "../../src/hooks/search-grid";
import { createPrefetch, prefetchSearchGrid } from "../../src/prefetch";
import { createMemoryStorage } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";
import { FakeIntersectionObserver } from "../support/fake-intersection-observer";
import { startSandboxServer } from "../support/sandbox-server";
import { testHistory } from "../support/test-history";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

/** A history entry's state names its saved grid; the grid is in sessionStorage (docs/search-grid.md). */
const GRID_HISTORY_KEY = "solekitGrid";
const historyKey = (state: unknown) => (state as { [GRID_HISTORY_KEY]?: unknown } | null)?.[GRID_HISTORY_KEY];
function readSavedGrid(state: unknown): SavedSearchGrid | null {
  const key = historyKey(state);
  const json = typeof key === "string" ? sessionStorage.getItem(`solekit:grid:${key}`) : null;
  return json ? (JSON.parse(json) as SavedSearchGrid) : null;
}
/** Search requests sent (msw still answers them). */
function spyOnSearches() {
  const spy = vi.spyOn(globalThis, "fetch");
  return () =>
    spy.mock.calls
      .map(([input, init]) => ({ url: new URL(input instanceof Request ? input.url : String(input)), init }))
      .filter(({ url }) => url.pathname === "/api/search/search.json")
      .map(({ url, init }) => ({ params: url.searchParams, signal: init?.signal ?? null }));
}

function mount(path: string, options: Parameters<typeof useSearchGrid>[0] = {}, history = testHistory(path)) {
  const view = renderHook(() => useSearchGrid({ resultsPerPage: 12, ...options }), {
    wrapper: sandboxWrapper({ url: history.url }),
  });
  return { ...view, history };
}

const ready = (result: { current: ReturnType<typeof useSearchGrid> }) =>
  waitFor(() => expect(result.current.status).toBe("success"));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("useSearchGrid on the sandbox", () => {
  it("searches for the URL's query and says so, word for word", async () => {
    const { result } = mount("/search?query=boots");
    expect(result.current).toMatchObject({ heading: "Searching for boots", skeletonsAfter: 12 });
    await ready(result);
    const total = result.current.totalResults ?? 0;
    expect(total).toBeGreaterThan(12);
    expect(result.current.heading).toBe(`Showing ${total.toLocaleString("en-AU")} results for boots`);
    expect(result.current.resultCountText).toBe(`${total.toLocaleString("en-AU")} results`);
    expect(result.current.results).toHaveLength(12);
    expect(result.current.facets.map((f) => f.field)).not.toContain("on_sale");
  });

  it("gives the no-results texts for a query that finds nothing", async () => {
    const { result } = mount("/search?query=qqqqzzzz");
    await ready(result);
    expect(result.current.heading).toBe("No results for qqqqzzzz");
    expect(result.current.noResults).toEqual({
      apology: "Sorry we couldn't find what you were looking for",
      hint: "Check your spelling, try another search or browse our popular products and collections below.",
    });
  });

  it("pushes a filter into the URL at page 1 once loaded, and follows the URL when it changes", async () => {
    const { result, history } = mount("/search?query=boots&page=2");
    await ready(result);
    const brand = result.current.facets.find((f) => f.type === "list" && f.field === "brand");
    const value = brand?.type === "list" ? brand.values[0] : undefined;
    if (!value) throw new Error("no brand value");
    act(() => result.current.toggleFilter("brand", value.value));
    expect(history.length()).toBe(1);
    await ready(result);
    expect(history.length()).toBe(2);
    const params = new URLSearchParams(history.search());
    expect(params.get("page")).toBeNull();
    expect(params.get("filters")).toBe(`brand:${value.value}`);
    expect(result.current.firstPage).toBe(1);
    for (const item of result.current.results) expect(item.product.brand).toBe(value.value);

    act(() => history.url.navigate("/search?query=socks"));
    await waitFor(() => expect(result.current.heading).toMatch(/results for socks$/));
    expect(result.current.chips).toEqual([]);
  });

  it("keeps the page in the URL as pages load, replacing the entry", async () => {
    const { result, history } = mount("/search?query=boots&page=2");
    await ready(result);
    expect(result.current.hasPrevious).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.lastPage).toBe(3));
    expect(history.search()).toBe("?query=boots&page=3");
    act(() => result.current.loadPrevious());
    await waitFor(() => expect(result.current.firstPage).toBe(1));
    expect(history.search()).toBe("?query=boots");
    expect(history.length()).toBe(1);
    const total = Math.min(result.current.totalResults ?? 0, 36);
    expect(result.current.results.map((r) => r.position)).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it("shows 12 skeleton cards at the edge that grows while Load More or Load Previous runs", async () => {
    const { result } = mount("/search?query=boots&page=2");
    await ready(result);
    env.sandbox.faults.add({ match: "/api/search/search.json", latency: 200, times: 2 });
    act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ skeletonsBefore: 0, skeletonsAfter: 12 });
    expect(result.current.results).toHaveLength(12);
    await waitFor(() => expect(result.current.lastPage).toBe(3));
    expect(result.current).toMatchObject({ skeletonsBefore: 0, skeletonsAfter: 0 });
    act(() => result.current.loadPrevious());
    expect(result.current).toMatchObject({ skeletonsBefore: 12, skeletonsAfter: 0 });
    await waitFor(() => expect(result.current.firstPage).toBe(1));
    expect(result.current.skeletonsBefore).toBe(0);
  });

  /** A 12-per-page grid on /search?query=boots under React StrictMode, which replays effects. */
  function strictGrid(props: Parameters<typeof sandboxWrapper>[0] = {}) {
    const Provider = sandboxWrapper({ url: testHistory("/search?query=boots").url, ...props });
    return renderHook(() => useSearchGrid({ resultsPerPage: 12 }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <StrictMode>
          <Provider>{children}</Provider>
        </StrictMode>
      ),
    });
  }

  it("loads under React StrictMode, which replays its effects", async () => {
    const { result } = strictGrid();
    await ready(result);
    expect(result.current.results).toHaveLength(12);
    expect(result.current).toMatchObject({ error: null, errorMessage: null });
  });

  it("takes over the search prefetched before it mounted, under StrictMode, and sends none of its own", async () => {
    const history = testHistory("/search?query=boots");
    const storage = createMemoryStorage();
    const prefetch = createPrefetch();
    const fetches = vi.spyOn(globalThis, "fetch");
    const searches = () =>
      fetches.mock.calls.filter(([input]) =>
        (input instanceof Request ? input.url : String(input)).includes("/search.json"),
      ).length;
    try {
      prefetchSearchGrid(sandboxConfig(), { url: history.url, storage, prefetch, resultsPerPage: 12 });
      const { result } = strictGrid({ url: history.url, storage, prefetch });
      await ready(result);
      expect(result.current.results).toHaveLength(12);
      expect(searches()).toBe(1);
    } finally {
      fetches.mockRestore();
    }
  });

  it("lists a collection", async () => {
    const { result } = mount("/collections/sale", { collection: "sale" });
    await ready(result);
    const sale = new Set(
      env.sandbox.world.products.filter((p) => p.collections.includes("sale")).map((p) => p.handle),
    );
    expect(result.current.heading).toBeNull();
    expect(result.current.totalResults).toBe(sale.size);
    for (const item of result.current.results) expect(sale.has(item.product.handle)).toBe(true);
  });

  it("aborts an outdated search when the selection changes", async () => {
    env.sandbox.faults.add({ match: "/api/search/search.json", latency: 400, times: 1 });
    const searches = spyOnSearches();
    const { result } = mount("/search?query=boots");
    await waitFor(() => expect(searches()).toHaveLength(1));
    act(() => result.current.setSort({ field: "price", direction: "asc" }));
    expect(searches()[0]?.signal?.aborted).toBe(true);
    await ready(result);
    expect(result.current.sort).toEqual({ field: "price", direction: "asc" });
    const prices = result.current.results.map((r) => r.product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

// Issue 24, item 5: the sandbox answers an unknown sort or filter field with a 400, as the real
// service does; the grid drops what the service does not offer, replaces the URL and shows
// results. Malformed entries (a prototype field, a range that is no number) are never sent.
describe("useSearchGrid with a URL the service does not offer", () => {
  it.each([
    ["an unknown sort", "sort=title:asc", "", 2],
    [
      "an unknown filter beside a known one",
      "sort=price:asc&filters=flavour:mint,brand:Asics",
      "sort=price%3Aasc&filters=brand%3AAsics",
      3,
    ],
    ["a prototype field", "filters=__proto__:x", "filters=__proto__%3Ax", 1],
    ["a range past any number", "filters=price:9e999~1", "filters=price%3A9e999%7E1", 1],
  ])("shows results for %s, and the URL keeps the rest", async (_name, selection, kept, requests) => {
    const searches = spyOnSearches();
    const { result, history } = mount(`/search?query=sneakers&page=1&${selection}`);
    await ready(result);
    expect(result.current).toMatchObject({ error: null, errorMessage: null });
    expect(result.current.heading).toMatch(/^Showing \d+ results for sneakers$/);
    expect(history.length()).toBe(1);
    expect(new URLSearchParams(history.search()).toString()).toBe(
      `query=sneakers${requests > 1 ? "" : "&page=1"}${kept && `&${kept}`}`,
    );
    expect(searches()).toHaveLength(requests);
    const sent = [...(searches().at(-1)?.params.keys() ?? [])];
    expect(sent.filter((key) => /^(sort|filter)\./.test(key))).toEqual(
      kept.includes("brand") ? ["sort.price", "filter.brand"] : [],
    );
  });
});

describe("useSearchGrid restoration from history", () => {
  beforeEach(() => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });

  async function browseThenLeave(history = testHistory("/search?query=boots")) {
    const first = mount("/search?query=boots", {}, history);
    await ready(first.result);
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.lastPage).toBe(2));
    const writes = history.writes();
    for (const y of [320, 480, 640]) {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      act(() => {
        window.dispatchEvent(new Event("scroll"));
      });
    }
    // Scrolling writes nothing: neither history nor storage.
    expect(history.writes()).toBe(writes);
    expect(readSavedGrid(history.url.state())).toBeNull();
    const ids = first.result.current.results.map((r) => r.product.id);
    first.unmount();
    return { history, ids };
  }

  it("keeps a key in the history entry and the loaded pages and scroll position under it, saved on leaving", async () => {
    const { history } = await browseThenLeave();
    expect(Object.keys(history.url.state() as object)).toEqual([GRID_HISTORY_KEY]);
    expect(typeof historyKey(history.url.state())).toBe("string");
    const saved = readSavedGrid(history.url.state());
    expect(saved?.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(saved?.scrollY).toBe(640);
  });

  it("writes history only to tag the entry and when the URL changes", async () => {
    const { result, history } = mount("/search?query=boots");
    await ready(result);
    // One replace tags the entry the grid opened on.
    expect(history.writes()).toBe(1);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.lastPage).toBe(2));
    expect(history.writes()).toBe(2);
    expect(history.search()).toBe("?query=boots&page=2");
    act(() => window.dispatchEvent(new Event("pagehide")));
    expect(history.writes()).toBe(2);
    expect(readSavedGrid(history.url.state())?.pages.map((p) => p.page)).toEqual([1, 2]);
  });

  it("restores the grid on mount with zero requests, and the scroll position", async () => {
    const { history, ids } = await browseThenLeave();
    const searches = spyOnSearches();
    const second = mount("/search?query=boots&page=2", {}, history);
    expect(second.result.current.status).toBe("success");
    expect(second.result.current.results.map((r) => r.product.id)).toEqual(ids);
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 640));
    expect(searches()).toHaveLength(0);
  });

  it("keeps scrolling back each frame while the page is too short, until the position is reachable", async () => {
    const { history } = await browseThenLeave();
    // The page can scroll to 300 at first (its cards still rendering), then the whole way.
    let reachable = 300;
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
    vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) => {
      window.scrollY = Math.min(y, reachable);
    }) as typeof window.scrollTo);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    mount("/search?query=boots&page=2", {}, history);
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 640));
    expect(window.scrollY).toBe(300);
    frames.shift()?.(0);
    expect(window.scrollY).toBe(300);
    reachable = 2000;
    frames.shift()?.(0);
    expect(window.scrollY).toBe(640);
    // Arrived: no more frames asked for.
    expect(frames).toHaveLength(0);
  });

  it("stops settling a restored position as soon as the shopper scrolls by themselves", async () => {
    const { history } = await browseThenLeave();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
    vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) => {
      window.scrollY = Math.min(y, 300);
    }) as typeof window.scrollTo);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    mount("/search?query=boots&page=2", {}, history);
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 640));
    const calls = vi.mocked(window.scrollTo).mock.calls.length;
    window.dispatchEvent(new Event("wheel"));
    for (const frame of frames.splice(0)) frame(0);
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBe(calls);
  });

  it("restores the previous selection on Back with zero requests", async () => {
    const { result, history } = mount("/search?query=boots");
    await ready(result);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.lastPage).toBe(2));
    const before = result.current.results.map((r) => r.product.id);
    act(() => result.current.setSort({ field: "price", direction: "desc" }));
    await ready(result);
    const searches = spyOnSearches();
    act(() => history.back());
    expect(result.current).toMatchObject({ status: "success", sort: null, firstPage: 1, lastPage: 2 });
    expect(result.current.results.map((r) => r.product.id)).toEqual(before);
    expect(searches()).toHaveLength(0);
  });

  it("loads afresh when restoration is off", async () => {
    const { history } = await browseThenLeave();
    const searches = spyOnSearches();
    const second = mount("/search?query=boots&page=2", { restoration: false }, history);
    await ready(second.result);
    expect(searches()).toHaveLength(1);
    expect(second.result.current.firstPage).toBe(2);
  });
});

describe("useSearchGrid infinite scroll", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads one page each time the browser says the next sentinel is near", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const history = testHistory("/search?query=boots");
    let grid: ReturnType<typeof useSearchGrid> | undefined;
    function Grid() {
      grid = useSearchGrid({ resultsPerPage: 12, infiniteScroll: true });
      return <div {...grid.getSentinelProps("next")} />;
    }
    const { container } = render(<Grid />, { wrapper: sandboxWrapper({ url: history.url }) });
    await waitFor(() => expect(grid?.status).toBe("success"));
    const sentinel = container.querySelector("[data-sentinel=next]") as Element;
    const watching = [...FakeIntersectionObserver.live].filter((observer) => observer.targets.has(sentinel));
    expect(watching.map((observer) => observer.rootMargin)).toEqual(["0px 0px 300px 0px"]);
    act(() => FakeIntersectionObserver.show([sentinel, 1]));
    await waitFor(() => expect(grid?.lastPage).toBe(2));
    // What the observer said before page 2 arrived is not taken as still true: page 3 waits for
    // the browser to report the sentinel near again (a short page), which it does here.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(grid?.lastPage).toBe(2);
    act(() => FakeIntersectionObserver.show([sentinel, 1]));
    await waitFor(() => expect(grid?.lastPage).toBe(3));
  });
});
