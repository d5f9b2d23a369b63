// @vitest-environment jsdom

import type { Mock } from "vitest";
import {
  createBrowserStorage,
  createHistoryUrl,
  createMemoryStorage,
  createMemoryUrl,
  type UrlAdapter,
} from "../../src/runtime";

function clearCookies() {
  const storage = createBrowserStorage();
  for (const part of document.cookie.split("; ")) {
    const name = part.split("=")[0];
    if (name) storage.removeCookie(decodeURIComponent(name));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  clearCookies();
});

describe("memory storage", () => {
  it("keeps items and cookies apart, starting from the given ones", () => {
    const storage = createMemoryStorage({ a: "1" }, { c: "3" });
    expect([storage.getItem("a"), storage.getItem("c"), storage.getCookie("c")]).toEqual(["1", null, "3"]);
    storage.setItem("b", "2");
    storage.removeItem("a");
    storage.setCookie("d", "4", { days: 1 });
    storage.removeCookie("c");
    expect([storage.getItem("a"), storage.getItem("b")]).toEqual([null, "2"]);
    expect([storage.getCookie("c"), storage.getCookie("d")]).toEqual([undefined, "4"]);
  });
});

describe("browser storage", () => {
  it("reads and writes localStorage", () => {
    const storage = createBrowserStorage();
    storage.setItem("wishlist", "[1]");
    expect(localStorage.getItem("wishlist")).toBe("[1]");
    expect(storage.getItem("wishlist")).toBe("[1]");
    storage.removeItem("wishlist");
    expect(storage.getItem("wishlist")).toBeNull();
  });

  it("reads and writes encoded cookies, and removes them", () => {
    const storage = createBrowserStorage();
    storage.setCookie("ssViewedProducts", "A-1,B 2", { days: 2555 });
    expect(document.cookie).toContain("ssViewedProducts=A-1%2CB%202");
    expect(storage.getCookie("ssViewedProducts")).toBe("A-1,B 2");
    storage.setCookie("session", "s");
    expect(storage.getCookie("session")).toBe("s");
    storage.removeCookie("ssViewedProducts");
    expect(storage.getCookie("ssViewedProducts")).toBeUndefined();
    expect(storage.getCookie("session")).toBe("s");
  });

  it("writes path, SameSite and expiry on cookies", () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-01-01T00:00:00Z"));
    const storage = createBrowserStorage();
    storage.setCookie("ssUserId", "u", { days: 365 });
    storage.setCookie("fixed", "f", { expires: new Date("2030-01-01T00:00:00Z"), days: 1 });
    storage.setCookie("ssSessionIdNamespace", "s");
    expect(writes).toEqual([
      "ssUserId=u; path=/; SameSite=Lax; expires=Fri, 01 Jan 2027 00:00:00 GMT",
      "fixed=f; path=/; SameSite=Lax; expires=Tue, 01 Jan 2030 00:00:00 GMT",
      "ssSessionIdNamespace=s; path=/; SameSite=Lax",
    ]);
  });

  it("falls back to memory when localStorage is refused", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const storage = createBrowserStorage();
    storage.setItem("recent", '["boots"]');
    expect(storage.getItem("recent")).toBe('["boots"]');
    storage.removeItem("recent");
    expect(storage.getItem("recent")).toBeNull();
  });

  it("keeps a value localStorage has no room for until the page unloads", () => {
    const storage = createBrowserStorage();
    storage.setItem("recent", '["socks"]');
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    storage.setItem("recent", '["boots"]');
    expect(storage.getItem("recent")).toBe('["boots"]');
    setItem.mockRestore();
    storage.setItem("recent", '["sandals"]');
    expect([storage.getItem("recent"), localStorage.getItem("recent")]).toEqual([
      '["sandals"]',
      '["sandals"]',
    ]);
    storage.removeItem("recent");
    expect(storage.getItem("recent")).toBeNull();
  });

  it("keeps items and cookies in memory where there is no localStorage or document (SSR)", () => {
    vi.stubGlobal("localStorage", undefined);
    vi.stubGlobal("document", undefined);
    const storage = createBrowserStorage();
    storage.setItem("recent", "[]");
    storage.setCookie("ssUserId", "u", { days: 365 });
    expect([storage.getItem("recent"), storage.getCookie("ssUserId")]).toEqual(["[]", "u"]);
    storage.removeCookie("ssUserId");
    expect(storage.getCookie("ssUserId")).toBeUndefined();
  });
});

/** The UrlAdapter contract both adapters keep. */
function contract(name: string, make: (initialPath: string) => UrlAdapter) {
  describe(name, () => {
    it("pushes and replaces entries with their state, resolving relative URLs", () => {
      const url = make("/search");
      const { origin } = url.current();
      url.navigate("/search?query=boots", { state: { page: 2 } });
      expect(url.current().href).toBe(`${origin}/search?query=boots`);
      expect(url.state()).toEqual({ page: 2 });
      url.navigate("?query=socks", { replace: true });
      expect(url.current().href).toBe(`${origin}/search?query=socks`);
      expect(url.state()).toBeNull();
    });

    it("hands out a copy of the URL, so changing it changes nothing", () => {
      const url = make("/search");
      url.current().searchParams.set("query", "x");
      expect(url.current().search).toBe("");
    });

    it("tells subscribers about every navigation until they unsubscribe", () => {
      const url = make("/search");
      const listener = vi.fn();
      const unsubscribe = url.subscribe(listener);
      url.navigate("/search?query=a");
      url.navigate("?query=b", { replace: true });
      unsubscribe();
      url.navigate("/search?query=c");
      expect(listener).toHaveBeenCalledTimes(2);
    });
  });
}

contract("memory URL", (path) => createMemoryUrl(new URL(path, "https://shop.solekit.test")));
contract("history URL", (path) => {
  window.history.replaceState(null, "", path);
  return createHistoryUrl(window);
});

describe("history URL", () => {
  it("tells subscribers about back and forward (popstate)", () => {
    const url = createHistoryUrl(window);
    const listener = vi.fn();
    url.subscribe(listener);
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  // A window whose location records full page loads instead of making them (jsdom cannot).
  function windowAt(href: string) {
    return {
      location: {
        href,
        origin: new URL(href).origin,
        pathname: new URL(href).pathname,
        assign: vi.fn(),
        replace: vi.fn(),
      },
      history: { pushState: vi.fn(), replaceState: vi.fn(), state: null },
      addEventListener: vi.fn(),
    } as unknown as Window & { location: { assign: Mock; replace: Mock } };
  }

  it("leaves for another origin with a full page load", () => {
    const win = windowAt("https://shop.solekit.test/");
    createHistoryUrl(win).navigate("https://elsewhere.example/landing");
    expect(win.location.assign).toHaveBeenCalledWith("https://elsewhere.example/landing");
    expect(win.history.pushState).not.toHaveBeenCalled();
  });

  // A page the server renders: the quick search's pick on a product page must open that product,
  // not only change the address bar while the old product stays on screen.
  it("loads another page of the shop in full, and tells no subscriber", () => {
    const win = windowAt("https://shop.solekit.test/products/harbour-cross-junior-navy");
    const url = createHistoryUrl(win);
    const listener = vi.fn();
    url.subscribe(listener);
    url.navigate("/products/merrell-summit-wp-mens-coral");
    url.navigate("/search?query=socks", { replace: true });
    expect(win.location.assign.mock.calls).toEqual([
      ["https://shop.solekit.test/products/merrell-summit-wp-mens-coral"],
      ["https://shop.solekit.test/search?query=socks"],
    ]);
    expect(win.history.pushState).not.toHaveBeenCalled();
    expect(win.history.replaceState).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it("changes the search of the same page in place and tells subscribers", () => {
    const win = windowAt("https://shop.solekit.test/search?query=boots");
    const url = createHistoryUrl(win);
    const listener = vi.fn();
    url.subscribe(listener);
    url.navigate("/search?query=boots&sort=price-ascending", { state: { page: 1 } });
    expect(win.history.pushState).toHaveBeenCalledWith(
      { page: 1 },
      "",
      "https://shop.solekit.test/search?query=boots&sort=price-ascending",
    );
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
