import { createCartClient } from "../../src/clients/cart";
import { createHttp, createPrefetch, isSolekitError } from "../../src/clients/http";
import { createSearchClient } from "../../src/clients/search";
import { createMemoryStorage, parseSolekitConfig } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";
import { recordingFetch } from "../support/recording-fetch";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();

/** Two clients on one store and one storage, as the host's boot and the provider have. */
function clients(now = { ms: 0 }) {
  const config = parseSolekitConfig(sandboxConfig());
  const recorder = recordingFetch();
  const storage = createMemoryStorage();
  const prefetch = createPrefetch({ clock: { now: () => now.ms } });
  const make = () =>
    createSearchClient(config, {
      storage,
      prefetch,
      http: createHttp({ baseURL: config.search.host, fetch: recorder.fetch }),
    });
  const searches = () => recorder.requests.filter((request) => request.url.includes("/search.json"));
  return { boot: make(), provider: make(), searches, now };
}

describe("search prefetch: a search started before the UI, taken over once", () => {
  it("hands the prefetched answer to the first search with the same parameters, sending nothing more", async () => {
    const { boot, provider, searches } = clients();
    boot.prefetch({ q: "sneakers", page: 1 });
    const page = await provider.search({ q: "sneakers", page: 1 });
    expect(page.pagination.totalResults).toBeGreaterThan(0);
    expect(searches()).toHaveLength(1);
    // Taken once: the next identical search asks the service again.
    await provider.search({ q: "sneakers", page: 1 });
    expect(searches()).toHaveLength(2);
  });

  it("sends its own request when the parameters differ", async () => {
    const { boot, provider, searches } = clients();
    boot.prefetch({ q: "sneakers", page: 1 });
    await provider.search({ q: "sneakers", page: 2 });
    expect(searches().map((request) => new URL(request.url).searchParams.get("page"))).toEqual(["1", "2"]);
  });

  it("does not hand over an answer older than 10 s", async () => {
    const { boot, provider, searches, now } = clients();
    boot.prefetch({ q: "boots" });
    now.ms = 10_001;
    await provider.search({ q: "boots" });
    expect(searches()).toHaveLength(2);
  });

  it("an abort of the taking call rejects as aborted and, a task later, aborts the prefetched request", async () => {
    const prefetch = createPrefetch();
    const signals: AbortSignal[] = [];
    prefetch.keep("k", (signal) => {
      signals.push(signal);
      return new Promise<never>(() => undefined);
    });
    const controller = new AbortController();
    const taken = prefetch.take("k", controller.signal);
    controller.abort();
    const error = await taken?.catch((caught: unknown) => caught);
    expect(isSolekitError(error) && error.kind).toBe("aborted");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signals[0]?.aborted).toBe(true);
    expect(prefetch.take("k")).toBeUndefined();
  });

  it("hands a request given up by its caller to the same call made again in the same task (a StrictMode remount)", async () => {
    const { boot, provider, searches } = clients();
    boot.prefetch({ q: "sandals" });
    const first = new AbortController();
    const abandoned = provider.search({ q: "sandals" }, { signal: first.signal });
    first.abort();
    await expect(abandoned).rejects.toMatchObject({ kind: "aborted" });
    const page = await provider.search({ q: "sandals" });
    expect(page.pagination.totalResults).toBeGreaterThan(0);
    expect(searches()).toHaveLength(1);
  });

  it("never hands over a prefetch that failed: the call asks afresh", async () => {
    const prefetch = createPrefetch();
    prefetch.keep("k", () => Promise.reject(new Error("offline")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch.take("k")).toBeUndefined();
  });

  it("a newer prefetch under the same key aborts the older one", () => {
    const prefetch = createPrefetch();
    const signals: AbortSignal[] = [];
    const request = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>(() => undefined);
    };
    prefetch.keep("k", request);
    prefetch.keep("k", request);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });
});

describe("cart prefetch: the cart read before the UI, taken over by the cart's first read", () => {
  it("hands the prefetched cart to the first get, then reads afresh", async () => {
    const config = parseSolekitConfig(sandboxConfig());
    const recorder = recordingFetch();
    const prefetch = createPrefetch();
    const make = () => createCartClient(config, { prefetch, fetch: recorder.fetch });
    const reads = () => recorder.requests.filter((request) => request.url.includes("/cart?view=ajax"));
    make().prefetch();
    const provider = make();
    const cart = await provider.get();
    expect(cart.item_count).toBeGreaterThanOrEqual(0);
    expect(reads()).toHaveLength(1);
    await provider.get();
    expect(reads()).toHaveLength(2);
  });
});

describe("a client's prefetch() without a store", () => {
  it("says which option it needs", () => {
    const config = parseSolekitConfig(sandboxConfig());
    expect(() => createCartClient(config).prefetch()).toThrow(
      "createCartClient(config, { prefetch: createPrefetch() }) is needed to call prefetch()",
    );
    expect(() => createSearchClient(config, { storage: createMemoryStorage() }).prefetch({ q: "x" })).toThrow(
      /createSearchClient/,
    );
  });
});

describe("cart prefetch and changes", () => {
  it("drops a prefetched read when a change is sent, so the next read sees the change", async () => {
    const config = parseSolekitConfig(sandboxConfig());
    const recorder = recordingFetch();
    const prefetch = createPrefetch();
    const client = createCartClient(config, { prefetch, fetch: recorder.fetch });
    const before = await createCartClient(config).get();
    client.prefetch();
    const line = env.sandbox.world.products.flatMap((p) => p.variants).find((v) => v.inventory_quantity > 0);
    if (!line) throw new Error("no variant in stock");
    await client.add([{ id: line.id, quantity: 1 }]);
    const after = await client.get();
    expect(after.item_count).toBe(before.item_count + 1);
    expect(recorder.requests.filter((request) => request.url.includes("/cart?view=ajax"))).toHaveLength(2);
  });
});
