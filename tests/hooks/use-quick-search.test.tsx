// @vitest-environment jsdom
import { act, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { type QuickSearchApi, useQuickSearch, useQuickSearchButton } from "../../src/hooks/quick-search";
import { QUICK_SEARCH_DEBOUNCE_MS } from "../../src/rules/constants";
import { RECENT_SEARCHES_STORAGE_KEY } from "../../src/rules/keys";
import { createMemoryStorage, createMemoryUrl } from "../../src/runtime";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

/** Records every request the page sends (msw still answers them). */
function spyOnRequests() {
  const spy = vi.spyOn(globalThis, "fetch");
  const requests = () =>
    spy.mock.calls.map(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return { path: url.pathname, q: url.searchParams.get("q"), signal: init?.signal ?? null };
    });
  return { requests, restore: () => spy.mockRestore() };
}

function setup() {
  const url = createMemoryUrl("https://shop.solekit.test/");
  const storage = createMemoryStorage();
  const { result } = renderHook(() => useQuickSearch({ id: "qs" }), {
    wrapper: sandboxWrapper({ url, storage }),
  });
  return { result, url, storage };
}

afterEach(() => vi.restoreAllMocks());

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("useQuickSearch on the sandbox", () => {
  it("shows the service's popular searches when opened", async () => {
    const { result } = setup();
    act(() => result.current.open());
    await waitFor(() => expect(result.current.popularSearches).toHaveLength(4));
    expect(result.current.popularSearches.map((p) => p.label)).toEqual(
      env.sandbox.world.merchandising.popularSearches.slice(0, 4),
    );
  });

  it("suggests searches, pages and products while typing, with 'View N products'", async () => {
    const { result } = setup();
    act(() => result.current.open());
    act(() => result.current.setQuery("snea"));
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current).toMatchObject({ status: "success", hasNoResults: false }));
    const api = result.current;
    expect(api.suggestions.length).toBeGreaterThan(0);
    expect(api.suggestions.length).toBeLessThanOrEqual(4);
    expect(api.suggestions[0]?.label).toBe("sneakers");
    expect(api.products.length).toBeGreaterThan(0);
    expect(api.products.length).toBeLessThanOrEqual(4);
    expect(api.pages.length).toBeLessThanOrEqual(3);
    expect(api.viewAll).toEqual({
      text: `View ${api.totalResults} products`,
      href: "/search?query=snea",
      query: "snea",
    });
    expect(api.fallbackMessage).toBeNull();
  });

  it("says which corrected query it shows for a misspelling the merchandiser corrects", async () => {
    const correction = env.sandbox.world.merchandising.corrections.find((c) => c.query === "snekers");
    if (!correction) throw new Error("the sandbox world no longer corrects 'snekers'");
    const { result } = setup();
    act(() => result.current.open());
    act(() => result.current.setQuery(correction.query));
    await waitFor(() => expect(result.current).toMatchObject({ status: "success", hasNoResults: false }));
    expect(result.current.fallbackMessage).toBe(
      `No results found for ${correction.query}, showing results for ${correction.correction} instead`,
    );
  });

  it("offers 'Search for {slug}?' for a redirecting query that finds no products", async () => {
    const { result } = setup();
    act(() => result.current.open());
    act(() => result.current.setQuery("returns"));
    await waitFor(() => expect(result.current).toMatchObject({ status: "success", hasNoResults: true }));
    expect(result.current.fallbackMessage).toBe("Search for returns?");
    expect(result.current.fallbackHref).toBe("/pages/returns");
  });

  it("says 'Please try another search' when nothing matches", async () => {
    const { result } = setup();
    act(() => result.current.open());
    act(() => result.current.setQuery("xyzzy"));
    await waitFor(() => expect(result.current).toMatchObject({ status: "success", hasNoResults: true }));
    expect(result.current.fallbackMessage).toBe("Please try another search");
  });

  it("follows a merchandising redirect through the URL adapter and remembers the search", async () => {
    const redirect = env.sandbox.world.merchandising.redirects.find((r) => r.query === "gift card");
    if (!redirect) throw new Error("the sandbox world no longer redirects 'gift card'");
    const { result, url, storage } = setup();
    act(() => result.current.open());
    act(() => result.current.setQuery("gift card"));
    act(() => result.current.submit());
    expect(result.current).toMatchObject({ isSubmitting: true, status: "loading" });
    await waitFor(() => expect(url.current().pathname).toBe(redirect.url));
    expect(result.current.isOpen).toBe(false);
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? "null")).toEqual(["gift card"]);
  });

  it("goes to the search page 2 s after submitting text without a redirect", async () => {
    const { result, url } = setup();
    act(() => result.current.open());
    act(() => result.current.setQuery("boots"));
    const submitted = Date.now();
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.statusMessage).toBe("Searching…"));
    await waitFor(() => expect(url.current().pathname).toBe("/search"), { timeout: 4000 });
    expect(Date.now() - submitted).toBeGreaterThanOrEqual(2000 - 50);
    expect(url.current().searchParams.get("query")).toBe("boots");
  });

  it("sends one suggest request for a burst of keystrokes", async () => {
    const spy = spyOnRequests();
    const { result } = setup();
    act(() => result.current.open());
    for (const text of ["b", "bo", "boo", "boot", "boots"]) {
      act(() => result.current.setQuery(text));
      await act(() => sleep(50));
    }
    await waitFor(() => expect(result.current).toMatchObject({ status: "success", hasNoResults: false }));
    await act(() => sleep(QUICK_SEARCH_DEBOUNCE_MS));
    const suggests = spy.requests().filter((r) => r.path === "/api/suggest/query");
    expect(suggests.map((r) => r.q)).toEqual(["boots"]);
    const autocompletes = spy.requests().filter((r) => r.path === "/api/search/autocomplete.json");
    expect(autocompletes.map((r) => r.q)).toEqual(["boots"]);
  });

  it("aborts the superseded request in flight and shows only the newer answer", async () => {
    env.sandbox.faults.add({ match: "/api/suggest/query", latency: 1500, times: 1 });
    const spy = spyOnRequests();
    const { result } = setup();
    act(() => result.current.open());
    act(() => result.current.setQuery("boo"));
    await waitFor(() => expect(spy.requests().some((r) => r.q === "boo")).toBe(true));
    act(() => result.current.setQuery("socks"));
    const first = spy.requests().filter((r) => r.q === "boo");
    expect(first.length).toBe(2);
    for (const request of first) expect(request.signal?.aborted).toBe(true);
    await waitFor(() => expect(result.current).toMatchObject({ status: "success", hasNoResults: false }));
    expect(result.current.viewAll?.query).toBe("socks");
  });

  it("starts with the recent searches kept in the storage adapter", async () => {
    const storage = createMemoryStorage({ [RECENT_SEARCHES_STORAGE_KEY]: '["boots","socks"]' });
    const { result } = renderHook(() => useQuickSearch(), { wrapper: sandboxWrapper({ storage }) });
    act(() => result.current.open());
    expect(result.current.recentSearches.map((r) => r.label)).toEqual(["boots", "socks"]);
    act(() => result.current.removeRecentSearch("boots"));
    expect(storage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('["socks"]');
  });
});

// The overlay's dialog while it is open: input and Close.
function Dialog({ qs }: { qs: QuickSearchApi }) {
  return qs.isOpen ? (
    <div {...qs.getDialogProps()}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...qs.getLabelProps()}>Search</label>
      <input {...qs.getInputProps()} />
      <button {...qs.getCloseButtonProps()}>Close</button>
    </div>
  ) : null;
}

function Overlay() {
  const qs = useQuickSearch();
  return (
    <>
      <button {...qs.getOpenButtonProps()}>Search</button>
      <Dialog qs={qs} />
    </>
  );
}

describe("useQuickSearch focus", () => {
  it("moves focus to the input on open and back to the button on Escape or Close", async () => {
    render(<Overlay />, { wrapper: sandboxWrapper() });
    const button = screen.getByRole("button", { name: "Search our range of products" });
    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox")));
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(button));
    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox")));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

// The header's button alone, with the overlay mounted from its first open on, as a page that
// loads the overlay's code with import() renders them (two components, one open state).
function OverlayOnly() {
  return <Dialog qs={useQuickSearch()} />;
}

function SplitHeader() {
  const button = useQuickSearchButton();
  const [opened, setOpened] = useState(false);
  if (button.isOpen && !opened) setOpened(true);
  return (
    <>
      <button {...button.getOpenButtonProps()}>Search</button>
      {opened ? <OverlayOnly /> : null}
    </>
  );
}

describe("useQuickSearchButton with the overlay loaded on first open", () => {
  it("opens the overlay it mounts, moves focus in and back, and keeps the text across a reopen", async () => {
    render(<SplitHeader />, { wrapper: sandboxWrapper() });
    const button = screen.getByRole("button", { name: "Search our range of products" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("combobox")).toBeNull();

    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox")));
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(screen.getByRole("dialog").id);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "boots" } });

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox")));
    expect(screen.getByRole("combobox")).toHaveProperty("value", "boots");
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe("useQuickSearch with an input method (IME)", () => {
  it("sends no request while composing and exactly one for the committed text", async () => {
    const spy = spyOnRequests();
    render(<Overlay />, { wrapper: sandboxWrapper() });
    fireEvent.click(screen.getByRole("button", { name: "Search our range of products" }));
    const input = await screen.findByRole("combobox");
    const suggests = () => spy.requests().filter((r) => r.path === "/api/suggest/query");

    fireEvent.compositionStart(input);
    for (const text of ["k", "ku", "くつ"]) {
      fireEvent.change(input, { target: { value: text } });
      await act(() => sleep(QUICK_SEARCH_DEBOUNCE_MS / 2));
    }
    await act(() => sleep(QUICK_SEARCH_DEBOUNCE_MS * 2));
    expect(input).toHaveProperty("value", "くつ");
    expect(suggests()).toEqual([]);

    fireEvent.change(input, { target: { value: "靴" } });
    fireEvent.compositionEnd(input);
    await waitFor(() => expect(suggests().map((r) => r.q)).toEqual(["靴"]));
    await act(() => sleep(QUICK_SEARCH_DEBOUNCE_MS * 2));
    expect(suggests().map((r) => r.q)).toEqual(["靴"]);
    const autocompletes = spy.requests().filter((r) => r.path === "/api/search/autocomplete.json");
    expect(autocompletes.map((r) => r.q)).toEqual(["靴"]);
  });
});

// Issue 24, item 8: a failed request showed "Please try another search", like no results, and
// `errorMessage` was never shown. It is now the status line, with `retry()`.
describe("useQuickSearch when the search service fails", () => {
  it.each([
    ["a 503 from suggest", "/api/suggest/query", { status: 503 as const }, { kind: "http", status: 503 }],
    [
      "a 503 from autocomplete",
      "/api/search/autocomplete.json",
      { status: 503 as const },
      { kind: "http", status: 503 },
    ],
    ["suggest offline", "/api/suggest/query", { offline: true }, { kind: "network" }],
  ])("says %s failed, and Try again shows the results", async (_name, path, fault, error) => {
    env.sandbox.faults.add({ match: path, ...fault, times: 1 });
    const spy = spyOnRequests();
    const { result } = setup();
    act(() => result.current.open());
    act(() => result.current.setQuery("snea"));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current).toMatchObject({
      error,
      errorMessage: "Sorry, we couldn't load suggestions. Please try again.",
      statusMessage: "Sorry, we couldn't load suggestions. Please try again.",
      fallbackMessage: null,
      hasNoResults: false,
      query: "snea",
    });
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: "loading", errorMessage: null });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.products.length).toBeGreaterThan(0);
    expect(result.current.statusMessage).toBe("");
    expect(
      spy
        .requests()
        .filter((r) => r.path === path)
        .map((r) => r.q),
    ).toEqual(["snea", "snea"]);
  });
});
