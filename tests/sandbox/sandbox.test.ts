import { createFaults, createSandbox, memoryPersistence, sandboxHosts } from "../../src/sandbox";
import { SANDBOX_STATE_PARTS } from "../../src/sandbox/sandbox-state";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const searchUrl = (query: Record<string, string>) =>
  `${sandboxHosts.search}/api/search/search.json?${new URLSearchParams({ siteId: "sandbox", ...query })}`;

describe("sandbox store", () => {
  it("persists every change and restores it on the next start (a reload)", () => {
    const persistence = memoryPersistence();
    const first = createSandbox({ catalogueSize: 50, persistence });
    first.store.update((state) => {
      state.carts.abc = [{ variantId: 1, quantity: 2, properties: {} }];
    });
    const second = createSandbox({ catalogueSize: 50, persistence });
    expect(second.store.state.carts.abc).toEqual([{ variantId: 1, quantity: 2, properties: {} }]);
  });

  it("leaves the state as it was when a change throws half-way", () => {
    const sandbox = createSandbox({ catalogueSize: 50 });
    const before = JSON.stringify(sandbox.store.state);
    expect(() =>
      sandbox.store.update((state) => {
        state.inbox.push({ id: "1", channel: "sms", to: "+61400000000", subject: "x", body: "y", sentAt: 0 });
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(JSON.stringify(sandbox.store.state)).toBe(before);
  });

  it("saves only the parts a change changed after the first save", () => {
    const persistence = memoryPersistence();
    const save = vi.spyOn(persistence, "save");
    const sandbox = createSandbox({ catalogueSize: 50, persistence });
    sandbox.store.update((state) => {
      state.carts.abc = [];
    });
    expect(Object.keys(save.mock.calls[0]?.[0] ?? {})).toEqual([...SANDBOX_STATE_PARTS]);
    sandbox.store.update((state) => {
      state.inbox.push({ id: "1", channel: "sms", to: "+61400000000", subject: "x", body: "y", sentAt: 0 });
    });
    expect(save.mock.calls[1]?.[0]).toEqual({ inbox: JSON.stringify(sandbox.store.state.inbox) });
    const reloaded = createSandbox({ catalogueSize: 50, persistence });
    sandbox.store.update((state) => {
      state.carts.abc = [{ variantId: 1, quantity: 1, properties: {} }];
    });
    expect(Object.keys(save.mock.calls[2]?.[0] ?? {})).toEqual(["carts"]);
    // A reloaded sandbox compares with what it loaded: an update changing nothing saves nothing.
    reloaded.store.update(() => undefined);
    expect(save).toHaveBeenCalledTimes(3);
    expect(reloaded.store.state.inbox).toEqual(sandbox.store.state.inbox);
  });

  it("discards a saved state of another shape version, with a part missing, or of corrupt JSON", () => {
    const seeded = createSandbox({ catalogueSize: 50 });
    seeded.store.update((state) => {
      state.carts.x = [];
    });
    const whole = Object.fromEntries(
      SANDBOX_STATE_PARTS.map((part) => [part, JSON.stringify(seeded.store.state[part])]),
    );
    const { inbox: _inbox, ...missingInbox } = whole;
    for (const saved of [{ ...whole, version: "0" }, missingInbox, { ...whole, carts: "{not json" }]) {
      const persistence = memoryPersistence();
      persistence.save(saved);
      const sandbox = createSandbox({ catalogueSize: 50, persistence });
      expect(sandbox.store.state.carts).toEqual({});
    }
    const persistence = memoryPersistence();
    persistence.save(whole);
    expect(createSandbox({ catalogueSize: 50, persistence }).store.state.carts).toEqual({ x: [] });
  });

  it("resets to the seed and forgets the save", () => {
    const persistence = memoryPersistence();
    const sandbox = createSandbox({ catalogueSize: 50, persistence });
    sandbox.store.update((state) => {
      state.carts.abc = [];
    });
    sandbox.reset();
    expect(sandbox.store.state.carts).toEqual({});
    expect(persistence.load()).toBeNull();
  });
});

describe("fault injection", () => {
  const request = (method: string, url: string) => new Request(url, { method });

  it("matches method and path globs and honours times", async () => {
    const faults = createFaults();
    faults.add({ match: "POST /cart/*.js", status: 422, times: 1 });
    expect(await faults.intercept(request("GET", "https://x.test/cart/add.js"))).toBeUndefined();
    expect((await faults.intercept(request("POST", "https://x.test/cart/add.js")))?.status).toBe(422);
    expect(await faults.intercept(request("POST", "https://x.test/cart/add.js"))).toBeUndefined();
  });

  it("fails the configured share of requests", async () => {
    let i = 0;
    const sequence = [0.05, 0.5, 0.09, 0.95];
    const faults = createFaults({ failureRate: 0.1, random: () => sequence[i++ % sequence.length] ?? 0 });
    const statuses = [];
    for (let n = 0; n < 4; n++)
      statuses.push((await faults.intercept(request("GET", "https://x.test/a")))?.status);
    expect(statuses).toEqual([500, undefined, 500, undefined]);
  });
});

describe("search listing endpoint", () => {
  it("pages through the published catalogue with begin, end and totals", async () => {
    const published = env.sandbox.world.products.filter((p) => p.published).length;
    const body = await (await fetch(searchUrl({ page: "2", resultsPerPage: "30" }))).json();
    expect(body.pagination).toEqual({
      totalResults: published,
      totalPages: Math.ceil(published / 30),
      currentPage: 2,
      perPage: 30,
      begin: 31,
      end: 60,
    });
    expect(body.results).toHaveLength(30);
  });

  it("filters by collection", async () => {
    const body = await (await fetch(searchUrl({ "bgfilter.collection_handle": "school-shoes" }))).json();
    expect(body.results.length).toBeGreaterThan(0);
    for (const result of body.results) {
      const product = env.sandbox.world.products.find((p) => p.handle === result.handle);
      expect(product?.collections).toContain("school-shoes");
    }
  });

  it.each([
    [{ page: "0" }, "Invalid page"],
    [{ page: "two" }, "Invalid page"],
    [{ resultsPerPage: "-5" }, "Invalid resultsPerPage"],
  ])("answers 400 to a malformed request %j", async (query, message) => {
    const response = await fetch(searchUrl(query));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it("answers 400 without a site id", async () => {
    const response = await fetch(`${sandboxHosts.search}/api/search/search.json`);
    expect(response.status).toBe(400);
  });
});

describe("image endpoint", () => {
  it("serves a product's SVG at a spec width and 404s elsewhere", async () => {
    const product = env.sandbox.world.products[0];
    if (!product) throw new Error("empty catalogue");
    const ok = await fetch(`https://cdn.solekit.test/sandbox/images/${product.handle}/1-480.svg`);
    expect(ok.headers.get("content-type")).toBe("image/svg+xml");
    expect(await ok.text()).toMatch(/^<svg[^>]+width="480"/);
    expect((await fetch(`https://cdn.solekit.test/sandbox/images/${product.handle}/1-333.svg`)).status).toBe(
      404,
    );
    expect((await fetch("https://cdn.solekit.test/sandbox/images/no-such-product/1-480.svg")).status).toBe(
      404,
    );
  });
});
