import type { QuickSearchResults } from "../../src/machines/quick-search";
import { QUICK_SEARCH_DEBOUNCE_MS, SEARCH_REDIRECT_DELAY_MS } from "../../src/rules/constants";
import { deferred, found, page, results, startQuickSearch } from "../support/quick-search-fixtures";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets resolved promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function typed(qs: ReturnType<typeof startQuickSearch>, text: string) {
  qs.api().setQuery(text);
  await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
}

describe("quick search: opening and closing", () => {
  it("starts closed and, once opened, shows popular then recent searches", async () => {
    const qs = startQuickSearch({ recentSearches: ["boots", "socks"] });
    expect(qs.api()).toMatchObject({ isOpen: false, status: "idle" });
    qs.api().open();
    await settle();
    expect(qs.api()).toMatchObject({ isOpen: true, status: "idle", query: "" });
    expect(qs.api().options.map((o) => [o.kind, o.label])).toEqual([
      ["popular", "school shoes"],
      ["popular", "sneakers"],
      ["popular", "bobux"],
      ["popular", "socks"],
      ["recent", "boots"],
      ["recent", "socks"],
    ]);
    expect(qs.api().groups.map((g) => g.label)).toEqual(["Popular searches", "Recent searches"]);
    qs.api().close();
    expect(qs.api()).toMatchObject({ isOpen: false, status: "idle" });
  });

  it("swallows a failure to load popular searches (storefront §8) and still shows recent ones", async () => {
    const qs = startQuickSearch({ popular: new Error("offline"), recentSearches: ["boots"] });
    qs.api().open();
    await settle();
    expect(qs.api().status).toBe("idle");
    expect(qs.api().options.map((o) => o.label)).toEqual(["boots"]);
  });

  it("aborts a pending request when closed, and asks again when reopened with text", async () => {
    const qs = startQuickSearch({ answer: () => new Promise(() => undefined) });
    qs.api().open();
    await typed(qs, "boot");
    expect(qs.api().status).toBe("loading");
    qs.api().close();
    expect(qs.calls[0]?.signal.aborted).toBe(true);
    qs.api().open();
    expect(qs.api().status).toBe("loading");
    expect(qs.calls.map((c) => c.query)).toEqual(["boot", "boot"]);
  });

  it("reopens on text typed after its last results by asking for that text, not showing the older results", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    qs.api().setQuery("sock");
    qs.api().close();
    qs.api().open();
    expect(qs.api()).toMatchObject({ status: "loading", query: "sock" });
    expect(qs.calls.map((c) => c.query)).toEqual(["boot", "sock"]);
    await settle();
    expect(qs.api()).toMatchObject({ status: "success", viewAll: { query: "sock" } });
  });

  it("reopens on the results it had, without asking again", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    qs.api().close();
    qs.api().open();
    expect(qs.api()).toMatchObject({ status: "success", hasNoResults: false });
    expect(qs.calls).toHaveLength(1);
  });
});

describe("quick search: typing (debounced 400 ms)", () => {
  it("coalesces a burst of keystrokes into one request for the last text", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    for (const text of ["s", "sn", "sne", "snea", "sneak"]) {
      qs.api().setQuery(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(qs.calls).toHaveLength(0);
    expect(qs.api().status).toBe("loading");
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS - 100 - 1);
    expect(qs.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(qs.calls.map((c) => c.query)).toEqual(["sneak"]);
  });

  it("searches the trimmed text and does not ask again for trailing spaces", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "  boot ");
    await settle();
    expect(qs.calls.map((c) => c.query)).toEqual(["boot"]);
    qs.api().setQuery("  boot  ");
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS * 2);
    expect(qs.calls).toHaveLength(1);
    expect(qs.api()).toMatchObject({ status: "success", hasNoResults: false, query: "  boot  " });
  });

  it("goes back to popular and recent searches, asking nothing, when the text is emptied", async () => {
    const qs = startQuickSearch({ recentSearches: ["boots"] });
    qs.api().open();
    await typed(qs, "sock");
    await settle();
    qs.api().setQuery("   ");
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
    expect(qs.api()).toMatchObject({ status: "idle", viewAll: null, totalResults: 0 });
    expect(qs.api().options.map((o) => o.kind)).toEqual([
      "popular",
      "popular",
      "popular",
      "popular",
      "recent",
    ]);
    expect(qs.calls).toHaveLength(1);
    qs.api().setQuery("sock");
    qs.api().clear();
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
    expect(qs.api()).toMatchObject({ status: "idle", query: "" });
    expect(qs.calls).toHaveLength(1);
  });

  it("aborts the superseded request and never shows its answer", async () => {
    const first = deferred<QuickSearchResults>();
    const qs = startQuickSearch({
      // The first answer ignores its signal and arrives late, as a slow server's would.
      answer: (query) => (query === "boo" ? first.promise : Promise.resolve(found(query))),
    });
    qs.api().open();
    await typed(qs, "boo");
    expect(qs.calls.map((c) => c.query)).toEqual(["boo"]);
    qs.api().setQuery("boot");
    expect(qs.calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
    first.resolve(found("boo", { suggestions: ["STALE"] }));
    await settle();
    expect(qs.api()).toMatchObject({ status: "success", hasNoResults: false });
    expect(qs.api().suggestions.map((s) => s.label)).toEqual(["boot kids", "boot adults"]);
    expect(qs.api().options.some((o) => o.label === "STALE")).toBe(false);
    expect(qs.calls[1]?.signal.aborted).toBe(false);
  });

  it("keeps the last results on screen while the next request runs", async () => {
    const next = deferred<QuickSearchResults>();
    const qs = startQuickSearch({
      answer: (query) => (query === "boot" ? Promise.resolve(found(query)) : next.promise),
    });
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    qs.api().setQuery("boots");
    expect(qs.api()).toMatchObject({ status: "loading", fallbackMessage: null });
    expect(qs.api().products.map((p) => p.label)).toEqual(["boot one", "boot two"]);
    expect(qs.api().viewAll?.href).toBe("/search?query=boot");
  });
});

describe("quick search: input method composition (Chinese, Japanese, Korean)", () => {
  const compose = (qs: ReturnType<typeof startQuickSearch>, steps: string[]) => {
    qs.actor.send({ type: "composition.start" });
    for (const text of steps) qs.api().setQuery(text);
  };

  it("requests nothing while composing, however long, and shows every keystroke", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await settle();
    compose(qs, ["n", "ni", "nih", "にほ"]);
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS * 5);
    expect(qs.calls).toHaveLength(0);
    expect(qs.api()).toMatchObject({ query: "にほ", status: "loading" });
  });

  it("requests the committed text exactly once, after the debounce", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    compose(qs, ["k", "ku", "くつ"]);
    qs.actor.send({ type: "composition.end", query: "靴" });
    // A browser may still send the committed text as an input event after compositionend.
    qs.api().setQuery("靴");
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS - 1);
    expect(qs.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS * 3);
    expect(qs.calls.map((c) => c.query)).toEqual(["靴"]);
    expect(qs.api()).toMatchObject({ status: "success", query: "靴" });
  });

  it("cancels a pending debounce and aborts a request in flight when composition starts", async () => {
    const qs = startQuickSearch({ answer: () => new Promise(() => undefined) });
    qs.api().open();
    await typed(qs, "boot");
    expect(qs.calls).toHaveLength(1);
    compose(qs, ["boot s"]);
    expect(qs.calls[0]?.signal.aborted).toBe(true);
    qs.api().setQuery("boots");
    qs.actor.send({ type: "composition.start" });
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS * 2);
    expect(qs.calls).toHaveLength(1);
  });

  it("shows the results it has when the committed text is the one they are for", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    compose(qs, ["boot ", "boot"]);
    qs.actor.send({ type: "composition.end", query: "boot" });
    expect(qs.api()).toMatchObject({ status: "success", query: "boot" });
    expect(qs.calls).toHaveLength(1);
  });

  it("goes back to popular and recent searches when the composition is abandoned", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    compose(qs, ["k"]);
    qs.actor.send({ type: "composition.end", query: "" });
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS * 2);
    expect(qs.api()).toMatchObject({ status: "idle", query: "" });
    expect(qs.calls).toHaveLength(0);
  });
});

describe("quick search: results and fallbacks (storefront §2)", () => {
  it("shows suggestions, pages and products with 'View N products'", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    const api = qs.api();
    expect(api).toMatchObject({ status: "success", hasNoResults: false });
    expect(api.groups.map((g) => [g.label, g.options.map((o) => o.label)])).toEqual([
      ["Suggested Searches", ["boot kids", "boot adults"]],
      ["Pages", ["boot-guide"]],
      ["Products", ["boot one", "boot two"]],
    ]);
    expect(api.options.map((o) => o.index)).toEqual([0, 1, 2, 3, 4]);
    expect(api.viewAll).toEqual({ text: "View 42 products", href: "/search?query=boot", query: "boot" });
    expect(api.totalResults).toBe(42);
    expect(api.fallbackMessage).toBeNull();
  });

  it("says which corrected query's results it shows", async () => {
    const qs = startQuickSearch({ answer: async (q) => found(q, { correctedQuery: "sneakers" }) });
    qs.api().open();
    await typed(qs, "snekers");
    await settle();
    expect(qs.api()).toMatchObject({
      status: "success",
      hasNoResults: false,
      fallbackMessage: "No results found for snekers, showing results for sneakers instead",
      statusMessage: "No results found for snekers, showing results for sneakers instead",
      fallbackHref: null,
    });
  });

  it.each([
    ["an allowed redirect", "Search for returns?", "/pages/returns", "/pages/returns"],
    [
      "an allow-listed host",
      "Search for faq?",
      "https://help.example.com/faq",
      "https://help.example.com/faq",
    ],
    ["a refused redirect", "Please try another search", "javascript:alert(1)", null],
    ["a redirect to another host", "Please try another search", "https://evil.example/returns", null],
    ["no redirect", "Please try another search", null, null],
  ])("with no products, no pages and %s, says '%s'", async (_, message, redirect, href) => {
    const qs = startQuickSearch({ answer: async (q) => results(q, { redirect }) });
    qs.api().open();
    await typed(qs, "returns");
    await settle();
    expect(qs.api()).toMatchObject({
      status: "success",
      hasNoResults: true,
      fallbackMessage: message,
      fallbackHref: href,
      viewAll: null,
    });
  });

  it.each([
    ["an allowed redirect", "Search for returns?", "/pages/returns"],
    ["a refused redirect", null, "javascript:alert(1)"],
    ["no redirect", null, null],
  ])("with no products, a Pages column and %s, says %s", async (_, message, redirect) => {
    const qs = startQuickSearch({ answer: async (q) => results(q, { redirect, pages: [page("returns")] }) });
    qs.api().open();
    await typed(qs, "returns");
    await settle();
    // Something was found: 'Please try another search' would be untrue above the Pages column.
    expect(qs.api()).toMatchObject({ status: "success", hasNoResults: true, fallbackMessage: message });
    expect(qs.api().pages.map((p) => p.label)).toEqual(["returns"]);
  });

  it("does not claim a correction that found nothing either", async () => {
    const qs = startQuickSearch({ answer: async (q) => results(q, { correctedQuery: "qwertz" }) });
    qs.api().open();
    await typed(qs, "qwerty");
    await settle();
    expect(qs.api()).toMatchObject({
      status: "success",
      hasNoResults: true,
      fallbackMessage: "Please try another search",
    });
  });

  it("says a failed request failed (not 'Please try another search'), and recovers on the next keystroke", async () => {
    let fail = true;
    const qs = startQuickSearch({
      answer: async (q) => {
        if (fail) throw new Error("Injected fault (500)");
        return found(q);
      },
    });
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    expect(qs.api()).toMatchObject({
      status: "error",
      fallbackMessage: null,
      statusMessage: "Sorry, we couldn't load suggestions. Please try again.",
      options: [],
    });
    expect(qs.api().error).toMatchObject({ kind: "unexpected", message: "Injected fault (500)" });
    expect(qs.api().errorMessage).toBe("Sorry, we couldn't load suggestions. Please try again.");
    fail = false;
    await typed(qs, "boots");
    await settle();
    expect(qs.api()).toMatchObject({
      status: "success",
      hasNoResults: false,
      error: null,
      errorMessage: null,
    });
    expect(qs.actor.getSnapshot().context.error).toBeNull();
  });
});

// Issue 24, item 8: a failed request looked like "nothing found", and nothing offered a retry.
describe("quick search: Try again after a failed request", () => {
  it("asks again for the same text, showing the results once it answers", async () => {
    let fail = true;
    const qs = startQuickSearch({
      answer: async (q) => {
        if (fail) throw new Error("Injected fault (500)");
        return found(q);
      },
    });
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    expect(qs.api().status).toBe("error");
    fail = false;
    qs.api().retry();
    expect(qs.api()).toMatchObject({ status: "loading", errorMessage: null, statusMessage: "" });
    await settle();
    expect(qs.calls.map((c) => c.query)).toEqual(["boot", "boot"]);
    expect(qs.api()).toMatchObject({ status: "success", error: null, query: "boot" });
    expect(qs.api().products.length).toBeGreaterThan(0);
  });

  it("shows the error again when the retry fails too, and retries as often as asked", async () => {
    const qs = startQuickSearch({ answer: async () => Promise.reject(new Error("down")) });
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    qs.api().retry();
    await settle();
    expect(qs.api()).toMatchObject({
      status: "error",
      errorMessage: "Sorry, we couldn't load suggestions. Please try again.",
    });
    qs.api().retry();
    await settle();
    expect(qs.calls).toHaveLength(3);
  });

  it("does nothing unless a request failed", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    qs.api().retry();
    await typed(qs, "boot");
    await settle();
    qs.api().retry();
    await settle();
    expect(qs.calls).toHaveLength(1);
    expect(qs.api().status).toBe("success");
  });

  it("a retry aborted by typing never applies its answer", async () => {
    const pending = deferred<QuickSearchResults>();
    let calls = 0;
    const qs = startQuickSearch({
      answer: (q) => {
        calls++;
        return calls === 1
          ? Promise.reject(new Error("down"))
          : calls === 2
            ? pending.promise
            : Promise.resolve(found(q));
      },
    });
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    qs.api().retry();
    const retried = qs.calls[1];
    await typed(qs, "sock");
    expect(retried?.signal.aborted).toBe(true);
    pending.resolve(found("boot"));
    await settle();
    expect(qs.api()).toMatchObject({ status: "success", query: "sock" });
    expect(qs.calls.at(-1)?.query).toBe("sock");
  });
});

// Issue 24, item 7: the search box is free text like any other field.
describe("quick search: what it asks for", () => {
  it("asks for at most 200 characters of pasted text, without control characters", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, `boo\u0000t${"s".repeat(10_000)}`);
    expect(qs.api().query).toBe(`boot${"s".repeat(196)}`);
    expect(qs.calls.map((c) => c.query)).toEqual([`boot${"s".repeat(196)}`]);
  });
});

describe("quick search: highlighted option", () => {
  async function withFiveOptions() {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    return qs;
  }

  it("moves down and up with wrap-around at both ends", async () => {
    const qs = await withFiveOptions();
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      qs.api().moveHighlight("next");
      seen.push(qs.api().highlightedIndex);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 0]);
    qs.api().moveHighlight("previous");
    expect(qs.api().highlightedIndex).toBe(4);
    qs.api().highlight(-1);
    qs.api().moveHighlight("previous");
    expect(qs.api().highlightedIndex).toBe(4);
    qs.api().moveHighlight("first");
    expect(qs.api().highlightedOption).toMatchObject({ kind: "suggestion", label: "boot kids" });
    qs.api().moveHighlight("last");
    expect(qs.api().highlightedOption).toMatchObject({ kind: "product", label: "boot two" });
  });

  it("ignores an index outside the options, and forgets the highlight when the text changes", async () => {
    const qs = await withFiveOptions();
    qs.api().highlight(2);
    expect(qs.api().highlightedOption?.kind).toBe("page");
    qs.api().highlight(5);
    expect(qs.api().highlightedIndex).toBe(-1);
    qs.api().highlight(3);
    qs.api().setQuery("boots");
    expect(qs.api().highlightedIndex).toBe(-1);
  });

  it("highlights nothing when there is nothing to highlight", async () => {
    const qs = startQuickSearch({ popular: [] });
    qs.api().open();
    await settle();
    qs.api().moveHighlight("next");
    expect(qs.api().highlightedIndex).toBe(-1);
  });
});

describe("quick search: submitting", () => {
  it("follows an allowed merchandising redirect at once", async () => {
    const qs = startQuickSearch({ answer: async (q) => found(q, { redirect: "/products/gift-card" }) });
    qs.api().open();
    await typed(qs, "gift card");
    await settle();
    qs.api().submit();
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/products/gift-card");
    expect(qs.api()).toMatchObject({ isOpen: false, status: "idle" });
    expect(qs.lookups).toEqual([]);
  });

  it("refuses a redirect to another site and goes to the search page after 2 s", async () => {
    const qs = startQuickSearch({ answer: async (q) => found(q, { redirect: "//evil.example/phish" }) });
    qs.api().open();
    await typed(qs, "gift card");
    await settle();
    qs.api().submit();
    expect(qs.api()).toMatchObject({ isSubmitting: true, status: "loading", statusMessage: "Searching…" });
    await vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_DELAY_MS - 1);
    expect(qs.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/search?query=gift+card");
    expect(qs.api()).toMatchObject({ isOpen: false, status: "idle" });
  });

  it("asks the service for a redirect when it has no results for the text yet", async () => {
    const qs = startQuickSearch({ redirects: { sale: "/collections/sale" } });
    qs.api().open();
    qs.api().setQuery("sale");
    qs.api().submit();
    expect(qs.api()).toMatchObject({ isSubmitting: true, status: "loading" });
    await settle();
    expect(qs.lookups).toEqual(["sale"]);
    expect(qs.calls).toHaveLength(0);
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/collections/sale");
  });

  it("goes to the search page after 2 s when the redirect lookup fails", async () => {
    const qs = startQuickSearch({ redirects: () => Promise.reject(new Error("offline")) });
    qs.api().open();
    qs.api().setQuery("boots");
    qs.api().submit();
    await vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_DELAY_MS);
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/search?query=boots");
  });

  it.each([
    ["typing", (qs: ReturnType<typeof startQuickSearch>) => qs.api().setQuery("boots and")],
    ["closing", (qs: ReturnType<typeof startQuickSearch>) => qs.api().close()],
  ])("is cancelled by %s during 'Searching…'", async (_, cancel) => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "boots");
    await settle();
    qs.api().submit();
    await vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_DELAY_MS / 2);
    cancel(qs);
    await vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_DELAY_MS * 2);
    expect(qs.navigate).not.toHaveBeenCalled();
  });

  it("ignores a submit of blank text", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    qs.api().setQuery("  ");
    qs.api().submit();
    await vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_DELAY_MS);
    expect(qs.api().status).toBe("idle");
    expect(qs.navigate).not.toHaveBeenCalled();
  });

  it("searches a picked suggestion, popular or recent search like a submit", async () => {
    const qs = startQuickSearch({ redirects: { "school shoes": "/collections/school-shoes" } });
    qs.api().open();
    await settle();
    const popular = qs.api().popularSearches[0];
    if (!popular) throw new Error("no popular searches");
    qs.api().select(popular);
    expect(qs.api().query).toBe("school shoes");
    await settle();
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/collections/school-shoes");

    qs.navigate.mockClear();
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    const suggestion = qs.api().suggestions[1];
    if (!suggestion) throw new Error("no suggestions");
    qs.api().select(suggestion);
    await vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_DELAY_MS);
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/search?query=boot+adults");
  });

  it("opens a picked page or product at once", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    const chosen = qs.api().products[1];
    if (!chosen) throw new Error("no products");
    qs.api().select(chosen);
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/products/boot-two");
    expect(qs.api()).toMatchObject({ isOpen: false, status: "idle" });
    expect(qs.storeRecentSearches).not.toHaveBeenCalled();
  });

  it("follows 'View N products' at once and remembers the search", async () => {
    const qs = startQuickSearch();
    qs.api().open();
    await typed(qs, "boot");
    await settle();
    qs.actor.send({ type: "link.follow", href: "/search?query=boot", query: "boot" });
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/search?query=boot");
    expect(qs.storeRecentSearches).toHaveBeenLastCalledWith(["boot"]);
  });
});

describe("quick search: recent searches", () => {
  async function submit(qs: ReturnType<typeof startQuickSearch>, text: string) {
    qs.api().open();
    qs.api().setQuery(text);
    qs.api().submit();
    await vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_DELAY_MS);
  }

  it("keeps the last five submitted searches, newest first, without duplicates", async () => {
    const qs = startQuickSearch({ recentSearches: ["boots"] });
    for (const text of ["socks", "Boots", "sandals", "bobux", "asics", "clarks"]) await submit(qs, text);
    const expected = ["clarks", "asics", "bobux", "sandals", "Boots"];
    expect(qs.storeRecentSearches).toHaveBeenLastCalledWith(expected);
    qs.api().open();
    await settle();
    expect(qs.api().recentSearches.map((r) => r.label)).toEqual(expected);
  });

  it("forgets one or all of them", async () => {
    const qs = startQuickSearch({ recentSearches: ["boots", "socks", "bobux"] });
    qs.api().open();
    await settle();
    qs.api().removeRecentSearch("SOCKS");
    expect(qs.api().recentSearches.map((r) => r.label)).toEqual(["boots", "bobux"]);
    expect(qs.storeRecentSearches).toHaveBeenLastCalledWith(["boots", "bobux"]);
    qs.api().clearRecentSearches();
    expect(qs.api().recentSearches).toEqual([]);
    expect(qs.storeRecentSearches).toHaveBeenLastCalledWith([]);
  });
});
