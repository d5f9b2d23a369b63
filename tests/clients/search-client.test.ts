import { createHttp, isSolekitError } from "../../src/clients/http";
import { createSearchClient, TRACKING_HEADERS } from "../../src/clients/search";
import { createMemoryStorage, parseSolekitConfig } from "../../src/runtime";
import { sandboxConfig, sandboxHosts } from "../../src/sandbox";
import { recordingFetch } from "../support/recording-fetch";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();

function client(overrides: Parameters<typeof sandboxConfig>[0] = {}) {
  const config = parseSolekitConfig(sandboxConfig(overrides));
  const recorder = recordingFetch();
  const storage = createMemoryStorage();
  const search = createSearchClient(config, {
    storage,
    http: createHttp({ baseURL: config.search.host, fetch: recorder.fetch }),
  });
  const lastUrl = () => {
    const request = recorder.requests.at(-1);
    if (!request) throw new Error("no request sent");
    return new URL(request.url);
  };
  return { search, storage, requests: recorder.requests, lastUrl };
}

describe("search client: search.json", () => {
  it("sends every parameter the spec lists", async () => {
    const { search, lastUrl } = client();
    search.trackingIds.addViewedProduct("SKU-VIEWED");
    await search.search({
      q: "sneakers",
      oq: "snekers",
      page: 2,
      resultsPerPage: 12,
      tag: "summer",
      sort: { field: "price", direction: "asc" },
      filters: { brand: ["Asics", "Clarks"] },
      ranges: { price: { low: 50, high: 150 } },
      collection: "sneakers",
      handles: ["a-handle", "b-handle"],
      cart: ["SKU-1", "SKU-2"],
    });
    const url = lastUrl();
    expect(url.origin + url.pathname).toBe(`${sandboxHosts.search}/api/search/search.json`);
    const params = url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      siteId: "sandbox",
      domain: "https://shop.solekit.test",
      resultsFormat: "native",
      redirectResponse: "full",
      q: "sneakers",
      oq: "snekers",
      page: "2",
      resultsPerPage: "12",
      tag: "summer",
      "sort.price": "asc",
      "filter.price.low": "50",
      "filter.price.high": "150",
      "bgfilter.collection_handle": "sneakers",
      lastViewed: "SKU-VIEWED",
      cart: "SKU-1,SKU-2",
      userId: search.trackingIds.userId(),
    });
    expect(params.getAll("filter.brand")).toEqual(["Asics", "Clarks"]);
    expect(params.getAll("bgfilter.handle")).toEqual(["a-handle", "b-handle"]);
    expect(params.has("shopper")).toBe(false);
  });

  it("returns results, facets, sorting and paging parsed by the schema", async () => {
    const { search } = client();
    const page = await search.search({ q: "sneakers", resultsPerPage: 5 });
    expect(page.results).toHaveLength(5);
    expect(page.pagination).toMatchObject({ currentPage: 1, perPage: 5, begin: 1, end: 5 });
    expect(page.pagination.totalPages).toBe(Math.ceil(page.pagination.totalResults / 5));
    const first = page.results[0];
    const product = env.sandbox.world.products.find((p) => p.handle === first?.handle);
    expect(first?.images.map((image) => image.alt)).toEqual(product?.images.map((image) => image.alt));
    expect(first?.variants.map((variant) => variant.sku)).toEqual(
      product?.variants.map((variant) => variant.sku),
    );
    expect(first?.swatches.filter((swatch) => swatch.isCurrent).map((s) => s.handle)).toEqual([
      first?.handle,
    ]);
    expect(first?.intellisuggestSignature).toMatch(/^[0-9a-f]+$/);
    expect(page.sorting.options.map((o) => `${o.field}:${o.direction}`)).toContain("price:asc");
    expect(page.facets.map((f) => f.field)).toEqual(expect.arrayContaining(["brand", "size", "price"]));
    expect(page.merchandising.redirect).toBeNull();
  });

  it("hands prices on in cents: 99.95 on the wire arrives as 9995", async () => {
    const { search } = client();
    const wire = {
      results: [
        {
          id: 7,
          uid: "7",
          handle: "sale-runner",
          url: "/products/sale-runner",
          name: "Sale Runner",
          price: 99.95,
          msrp: "129.95",
          variants: JSON.stringify([{ id: 701, price: 99.95, compare_at_price: 129.95 }]),
        },
        { id: 8, uid: "8", handle: "plain", url: "/products/plain", name: "Plain", price: 45 },
      ],
      pagination: { totalResults: 2, totalPages: 1, currentPage: 1, perPage: 24, begin: 1, end: 2 },
    };
    env.sandbox.faults.add({ match: "/api/search/search.json", replyJson: wire, times: 1 });
    const page = await search.search({ q: "runner" });
    expect(page.results.map((r) => [r.price, r.msrp])).toEqual([
      [9995, 12995],
      [4500, null],
    ]);
    expect(page.results[0]?.variants[0]).toMatchObject({ price: 9995, compare_at_price: 12995 });
  });

  it("serves the sandbox catalogue's own cents back as cents", async () => {
    const { search } = client();
    const page = await search.search({ q: "sneakers", resultsPerPage: 5 });
    for (const result of page.results) {
      const product = env.sandbox.world.products.find((p) => p.handle === result.handle);
      expect(result.price).toBe(product?.price);
      expect(result.msrp).toBe(product?.compare_at_price ?? null);
    }
  });

  it("lists a collection when there is no query", async () => {
    const { search } = client();
    const page = await search.search({ collection: "sale", resultsPerPage: 100 });
    const sale = env.sandbox.world.products.filter((p) => p.published && p.collections.includes("sale"));
    expect(page.pagination.totalResults).toBe(sale.length);
  });

  it("sends the logged-in customer as the shopper and keeps it in a cookie", async () => {
    const customer = { id: "12345", logged: true, signature: "sig" };
    const { search, storage, lastUrl } = client({ customer });
    await search.search({ q: "boots" });
    expect(lastUrl().searchParams.get("shopper")).toBe("12345");
    expect(storage.getCookie("ssShopperId")).toBe("12345");
  });
});

describe("search client: the other calls", () => {
  it("autocomplete.json returns the quick search's 4 products and matching pages", async () => {
    const { search, lastUrl } = client();
    const answer = await search.autocomplete({ q: "fit" });
    expect(lastUrl().pathname).toBe("/api/search/autocomplete.json");
    expect(lastUrl().searchParams.get("resultsPerPage")).toBe("4");
    expect(answer.results.length).toBeLessThanOrEqual(4);
    expect(answer.pages.map((page) => page.url)).toEqual(expect.arrayContaining(["/pages/fit-club"]));
  });

  it("suggest/query asks for 4 suggestions and 5 products and returns the completion", async () => {
    const { search, lastUrl } = client();
    const answer = await search.suggest({ q: "snea" });
    expect(Object.fromEntries(lastUrl().searchParams)).toMatchObject({
      q: "snea",
      language: "en",
      suggestionCount: "4",
      productCount: "5",
    });
    expect(answer.suggested?.text).toBe("sneakers");
    expect(answer.alternatives.length).toBeLessThanOrEqual(3);
  });

  it("suggest/trending asks for 4 popular searches", async () => {
    const { search, lastUrl } = client();
    const answer = await search.trending();
    expect(lastUrl().searchParams.get("limit")).toBe("4");
    expect(answer.trending.queries.map((q) => q.searchQuery)).toEqual(
      env.sandbox.world.merchandising.popularSearches.slice(0, 4),
    );
  });

  it("recommend uses the popular profile and the carousel limit when none is given", async () => {
    const { search, lastUrl } = client();
    const answer = await search.recommend();
    expect(lastUrl().pathname).toBe("/boost/sandbox/recommend");
    expect(Object.fromEntries(lastUrl().searchParams)).toMatchObject({ tags: "popular", limits: "23" });
    expect(answer).toHaveLength(1);
    expect(answer[0]?.profile.tag).toBe("popular");
    expect(answer[0]?.results).toHaveLength(23);
  });

  it("recommend returns one list per profile, in order, never the context product", async () => {
    const { search } = client();
    const context = env.sandbox.world.products.find((p) => p.published && p.kind === "shoe");
    const answer = await search.recommend({
      tags: ["similar", "popular"],
      limits: [6, 3],
      products: [String(context?.id)],
    });
    expect(answer.map((entry) => [entry.profile.tag, entry.results.length])).toEqual([
      ["similar", 6],
      ["popular", 3],
    ]);
    for (const entry of answer) expect(entry.results.map((r) => r.id)).not.toContain(String(context?.id));
  });
});

describe("search client: tracking headers and cancellation", () => {
  const calls = [
    [
      "search",
      (c: ReturnType<typeof client>["search"], signal?: AbortSignal) => c.search({ q: "a" }, { signal }),
    ],
    [
      "autocomplete",
      (c: ReturnType<typeof client>["search"], signal?: AbortSignal) =>
        c.autocomplete({ q: "a" }, { signal }),
    ],
    [
      "suggest",
      (c: ReturnType<typeof client>["search"], signal?: AbortSignal) => c.suggest({ q: "a" }, { signal }),
    ],
    [
      "trending",
      (c: ReturnType<typeof client>["search"], signal?: AbortSignal) => c.trending({}, { signal }),
    ],
    [
      "recommend",
      (c: ReturnType<typeof client>["search"], signal?: AbortSignal) => c.recommend({}, { signal }),
    ],
  ] as const;

  it.each(calls)("%s carries the user, session and page-load ids as headers", async (_name, call) => {
    const { search, requests } = client();
    await call(search);
    const headers = requests.at(-1)?.headers;
    expect(headers?.get(TRACKING_HEADERS.userId)).toBe(search.trackingIds.userId());
    expect(headers?.get(TRACKING_HEADERS.sessionId)).toBe(search.trackingIds.sessionId());
    expect(headers?.get(TRACKING_HEADERS.pageLoadId)).toBe(search.trackingIds.pageLoadId());
  });

  it.each(calls)("%s accepts an AbortSignal and rejects with kind aborted", async (_name, call) => {
    const { search } = client();
    env.sandbox.faults.add({ match: "/**", latency: 2000, times: 1 });
    const controller = new AbortController();
    const pending = call(search, controller.signal).catch((error: unknown) => error);
    // Abort only once the request is in the sandbox's hands (it took the latency rule).
    await vi.waitFor(() => expect(env.sandbox.faults.list()).toHaveLength(0));
    controller.abort();
    const error = await pending;
    expect(isSolekitError(error) && error.kind).toBe("aborted");
  });

  it("aborts a superseded search while the newer one answers", async () => {
    const { search } = client();
    env.sandbox.faults.add({ match: "/api/search/search.json", latency: 2000, times: 1 });
    const first = new AbortController();
    const started = performance.now();
    const outdated = search.search({ q: "boo" }, { signal: first.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(env.sandbox.faults.list()).toHaveLength(0));
    const latest = search.search({ q: "boots" }, { signal: new AbortController().signal });
    first.abort();
    const error = await outdated;
    expect(isSolekitError(error) && error.kind).toBe("aborted");
    expect((await latest).pagination.totalResults).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
