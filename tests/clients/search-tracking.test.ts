import {
  createTrackingIds,
  TRACKING_COOKIES,
  TRACKING_HEADERS,
  trackingIdsFor,
  VIEWED_PRODUCTS_LIMIT,
} from "../../src/clients/search";
import { type CookieOptions, createMemoryStorage, type StorageAdapter } from "../../src/runtime";

/** A memory storage that remembers the options every cookie was written with. */
function cookieSpy(cookies: Record<string, string> = {}) {
  const storage = createMemoryStorage({}, cookies);
  const writes = new Map<string, CookieOptions | undefined>();
  const spy: StorageAdapter = {
    ...storage,
    setCookie(name, value, options) {
      writes.set(name, options);
      storage.setCookie(name, value, options);
    },
  };
  return { storage: spy, writes };
}

function counter() {
  let n = 0;
  return () => `id-${++n}`;
}

describe("tracking ids", () => {
  it("keeps the user id for 365 days and the session id for the session", () => {
    const { storage, writes } = cookieSpy();
    const ids = createTrackingIds(storage, { randomId: counter() });
    const userId = ids.userId();
    const sessionId = ids.sessionId();
    expect(storage.getCookie(TRACKING_COOKIES.userId)).toBe(userId);
    expect(storage.getCookie(TRACKING_COOKIES.sessionId)).toBe(sessionId);
    expect(writes.get(TRACKING_COOKIES.userId)).toEqual({ days: 365 });
    expect(writes.get(TRACKING_COOKIES.sessionId)).toBeUndefined();
    expect(writes.has(TRACKING_COOKIES.sessionId)).toBe(true);
  });

  it("keeps the shopper id for 365 days and forgets it on logout", () => {
    const { storage, writes } = cookieSpy();
    const ids = createTrackingIds(storage);
    ids.setShopperId("cust-9");
    expect(ids.shopperId()).toBe("cust-9");
    expect(writes.get(TRACKING_COOKIES.shopperId)).toEqual({ days: 365 });
    ids.setShopperId(null);
    expect(ids.shopperId()).toBeUndefined();
  });

  it("keeps viewed products for 2555 days, newest first, de-duplicated and bounded", () => {
    const { storage, writes } = cookieSpy();
    const ids = createTrackingIds(storage);
    for (let n = 1; n <= VIEWED_PRODUCTS_LIMIT + 5; n++) ids.addViewedProduct(`SKU-${n}`);
    ids.addViewedProduct("SKU-10");
    const viewed = ids.viewedProducts();
    expect(viewed).toHaveLength(VIEWED_PRODUCTS_LIMIT);
    expect(viewed.slice(0, 2)).toEqual(["SKU-10", `SKU-${VIEWED_PRODUCTS_LIMIT + 5}`]);
    expect(viewed.filter((sku) => sku === "SKU-10")).toHaveLength(1);
    expect(writes.get(TRACKING_COOKIES.viewedProducts)).toEqual({ days: 2555 });
  });

  it("reuses ids already in cookies (a returning shopper) and slides the user id's expiry once", () => {
    const { storage, writes } = cookieSpy({
      [TRACKING_COOKIES.userId]: "returning-user",
      [TRACKING_COOKIES.sessionId]: "this-visit",
    });
    const ids = createTrackingIds(storage, { randomId: counter() });
    expect(ids.userId()).toBe("returning-user");
    expect(ids.sessionId()).toBe("this-visit");
    expect(writes.get(TRACKING_COOKIES.userId)).toEqual({ days: 365 });
    writes.clear();
    ids.userId();
    expect(writes.size).toBe(0);
  });

  it("makes a new page-load id per page load, kept in memory only", () => {
    const { storage, writes } = cookieSpy();
    const first = createTrackingIds(storage, { randomId: counter() });
    const second = createTrackingIds(storage, { randomId: () => "next-page" });
    expect(first.pageLoadId()).toBe(first.pageLoadId());
    expect(second.pageLoadId()).not.toBe(first.pageLoadId());
    expect(second.userId()).toBe(first.userId());
    expect([...writes.keys()]).not.toContain(expect.stringMatching(/page/i));
  });

  it("puts the three ids in the spec's headers", () => {
    const ids = createTrackingIds(createMemoryStorage(), { randomId: counter() });
    expect(ids.headers()).toEqual({
      [TRACKING_HEADERS.userId]: ids.userId(),
      [TRACKING_HEADERS.sessionId]: ids.sessionId(),
      [TRACKING_HEADERS.pageLoadId]: ids.pageLoadId(),
    });
  });

  it("shares one instance per storage adapter, so search and beacon send the same page-load id", () => {
    const storage = createMemoryStorage();
    expect(trackingIdsFor(storage)).toBe(trackingIdsFor(storage));
    expect(trackingIdsFor(createMemoryStorage()).pageLoadId()).not.toBe(trackingIdsFor(storage).pageLoadId());
  });

  it("makes RFC 4122 v4 ids by default", () => {
    const ids = createTrackingIds(createMemoryStorage());
    expect(ids.userId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("makes v4 ids on plain-http hosts too, where crypto.randomUUID is missing", () => {
    const { crypto } = globalThis;
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      const made = Array.from({ length: 50 }, () => createTrackingIds(createMemoryStorage()).pageLoadId());
      for (const id of made) {
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
      expect(new Set(made).size).toBe(made.length);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
