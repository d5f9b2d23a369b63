// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useRecommendations } from "../../src/hooks/recommendations";
import { recommendProducts } from "../../src/sandbox/search-engine";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

interface SentRequest {
  url: URL;
  signal: AbortSignal | undefined;
}

/** Records every request the hooks send (msw still answers them). */
function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push({ url, signal: init?.signal ?? (input instanceof Request ? input.signal : undefined) });
    return original(input, init);
  });
  return sent;
}

const recommendCalls = (sent: SentRequest[]) => sent.filter((r) => r.url.pathname.endsWith("/recommend"));

const isAvailable = (id: string) =>
  env.sandbox.world.products.find((p) => String(p.id) === id)?.variants.some((v) => v.availableForSale) ??
  false;

afterEach(() => {
  vi.restoreAllMocks();
  env.sandbox.faults.latency = [0, 0];
});

describe("useRecommendations", () => {
  it("shows the popular profile by default: 20 products, 23 asked for", async () => {
    const sent = recordRequests();
    const { result } = renderHook(() => useRecommendations({ kind: "recommend" }), {
      wrapper: sandboxWrapper(),
    });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("success"));

    const [call] = recommendCalls(sent);
    expect(call?.url.searchParams.get("tags")).toBe("popular");
    expect(call?.url.searchParams.get("limits")).toBe("23");
    const served = recommendProducts(env.sandbox.world, { tags: ["popular"], limits: [23] })[0];
    const expected = (served?.results ?? [])
      .map((r) => String(r.id))
      .filter(isAvailable)
      .slice(0, 20);
    expect(result.current.products.map((p) => p.id)).toEqual(expected);
    expect(result.current.products).toHaveLength(20);
    expect(result.current.title).toBe("Popular right now");
  });

  it("honours a limit, asking for 3 more and showing at most the limit", async () => {
    const sent = recordRequests();
    const { result } = renderHook(
      () => useRecommendations({ kind: "recommend", profile: "popular", limit: 5 }),
      {
        wrapper: sandboxWrapper(),
      },
    );
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(recommendCalls(sent)[0]?.url.searchParams.get("limits")).toBe("8");
    expect(result.current.products).toHaveLength(5);
  });

  it("never shows the page's own product or a sold-out one, filling up from the extra 3", async () => {
    const [served] = recommendProducts(env.sandbox.world, { tags: ["popular"], limits: [8] });
    const body = served?.results ?? [];
    const [own, soldOut, ...rest] = body;
    if (!own || !soldOut) throw new Error("the sandbox returned too few products");
    const soldOutBody = {
      ...soldOut,
      variants: JSON.stringify(
        (JSON.parse(String(soldOut.variants)) as { available: boolean }[]).map((v) => ({
          ...v,
          available: false,
        })),
      ),
    };
    env.sandbox.faults.add({
      match: "/boost/*/recommend",
      replyJson: [{ ...served, results: [own, soldOutBody, ...rest] }],
      times: 1,
    });
    const { result } = renderHook(
      () => useRecommendations({ kind: "recommend", products: [String(own.sku)], limit: 5 }),
      { wrapper: sandboxWrapper() },
    );
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.products.map((p) => p.id)).toEqual(rest.slice(0, 5).map((r) => String(r.id)));
  });

  it("lists a collection carousel's collection", async () => {
    const sent = recordRequests();
    const { result } = renderHook(
      () => useRecommendations({ kind: "collection", collection: "school-shoes", limit: 6 }),
      {
        wrapper: sandboxWrapper(),
      },
    );
    await waitFor(() => expect(result.current.status).toBe("success"));
    const call = sent.find((r) => r.url.pathname.endsWith("/search.json"));
    expect(call?.url.searchParams.get("bgfilter.collection_handle")).toBe("school-shoes");
    expect(call?.url.searchParams.get("resultsPerPage")).toBe("9");
    expect(result.current.products).toHaveLength(6);
    for (const product of result.current.products)
      expect(product.collection_handle).toContain("school-shoes");
    expect(result.current.source).toEqual({ type: "collection", collection: "school-shoes" });
  });

  it("aborts the request of a tab left while loading and shows the chosen tab", async () => {
    const sent = recordRequests();
    env.sandbox.faults.add({ match: "/boost/*/recommend", latency: 1500, times: 1 });
    const tabs = [
      { id: "new", label: "New arrivals", profile: "collection-new-arrivals" },
      { id: "sale", label: "Sale", profile: "collection-sale" },
    ];
    const { result } = renderHook(() => useRecommendations({ kind: "tabbed", tabs, limit: 4 }), {
      wrapper: sandboxWrapper(),
    });
    await waitFor(() => expect(recommendCalls(sent)).toHaveLength(1));
    const first = recommendCalls(sent)[0];
    expect(first?.url.searchParams.get("tags")).toBe("collection-new-arrivals");
    expect(first?.signal?.aborted).toBe(false);

    act(() => result.current.selectTab("sale"));
    expect(first?.signal?.aborted).toBe(true);
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(recommendCalls(sent)[1]?.url.searchParams.get("tags")).toBe("collection-sale");
    expect(result.current.selectedTabId).toBe("sale");
    const sale = new Set(
      env.sandbox.world.products.filter((p) => p.collections.includes("sale")).map((p) => String(p.id)),
    );
    expect(result.current.products).toHaveLength(4);
    for (const product of result.current.products) expect(sale.has(product.id)).toBe(true);
  });

  it("loads under StrictMode, whose remount aborts the first request", async () => {
    // With latency the aborted request settles before its replacement answers, as in a browser.
    env.sandbox.faults.latency = [100, 100];
    const sent = recordRequests();
    const { result } = renderHook(() => useRecommendations({ kind: "recommend", limit: 4 }), {
      wrapper: sandboxWrapper(),
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.status).not.toBe("loading"));
    expect(result.current.status).toBe("success");
    expect(result.current.products).toHaveLength(4);
    expect(recommendCalls(sent).map((call) => call.signal?.aborted)).toEqual([true, false]);
  });

  it("shows 'Error: {message}' when the service fails, and recovers on retry", async () => {
    env.sandbox.faults.add({ match: "/boost/*/recommend", status: 500, times: 1 });
    const { result } = renderHook(() => useRecommendations({ kind: "recommend", limit: 3 }), {
      wrapper: sandboxWrapper(),
    });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.errorMessage).toBe("Error: Injected fault (500)");
    expect(result.current.error).toMatchObject({ status: 500, message: "Injected fault (500)" });
    expect(result.current.products).toEqual([]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.error).toBeNull();
    expect(result.current.errorMessage).toBeNull();
    expect(result.current.products).toHaveLength(3);
  });

  it("reloads when the page's products change, not when a new but equal options object arrives", async () => {
    const sent = recordRequests();
    const { result, rerender } = renderHook(
      (props: { sku: string }) =>
        useRecommendations({ kind: "recommend", profile: "similar", products: [props.sku] }),
      { wrapper: sandboxWrapper(), initialProps: { sku: "A-1" } },
    );
    await waitFor(() => expect(result.current.status).toBe("success"));
    rerender({ sku: "A-1" });
    expect(recommendCalls(sent)).toHaveLength(1);
    rerender({ sku: "B-2" });
    await waitFor(() => expect(recommendCalls(sent)).toHaveLength(2));
    expect(recommendCalls(sent)[1]?.url.searchParams.get("products")).toBe("B-2");
    await waitFor(() => expect(result.current.status).toBe("success"));
  });
});
