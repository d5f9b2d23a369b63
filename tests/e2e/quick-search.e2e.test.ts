import type { BrowserContext, Page } from "playwright-core";
import { createWorld } from "../../src/sandbox/world";
import { DevPanel } from "./pages/dev-panel";
import { QuickSearchOverlay } from "./pages/quick-search-overlay";
import { StorefrontPage } from "./pages/storefront-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";
import { holdAsset } from "./support/hold-asset";

// The same seeded catalogue the reference UI's sandbox serves.
const world = createWorld({ seed: 1, catalogueSize: 2000 });
const published = world.products.filter((p) => p.published);
const nameCount = (name: string) => published.filter((p) => p.customer_facing_product_name === name).length;
// A sale shoe whose row can be told apart by its name alone.
const saleProduct = published.find(
  (p) => p.kind === "shoe" && p.tags.includes("sale") && nameCount(p.customer_facing_product_name) === 1,
);
if (!saleProduct) throw new Error("seeded world lacks a sale shoe");

describe("quick-search overlay, as a shopper uses it", () => {
  let context: BrowserContext;
  let page: Page;
  let qs: QuickSearchOverlay;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    qs = new QuickSearchOverlay(page);
  });

  beforeEach(async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await qs.openButton().waitFor();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("opens on popular searches with focus in the input, and is axe clean", async () => {
    await qs.open();
    const popular = qs.group("Popular searches").getByRole("option");
    await popular.first().waitFor({ timeout: 15_000 });
    expect(await popular.count()).toBe(4);
    expect(await qs.input().getAttribute("aria-expanded")).toBe("true");
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("marks newer results on their way without dimming the ones it shows, axe clean", async () => {
    const panel = new DevPanel(page);
    const latency = async (value: "normal" | "very-slow") => {
      await panel.open();
      await page.locator("details.dev-panel").getByLabel("Latency").selectOption(value);
      await panel.close();
    };
    // Axe can take seconds on a busy machine: the newer answer must not arrive before it is done.
    await latency("very-slow");
    try {
      await qs.open();
      await qs.typeQuery("sneakers");
      await qs.seeProducts();
      await qs.settled();
      await qs.typeQuery(" kids");
      const refreshing = page.locator(".quick-search__body[data-loading]");
      await refreshing.waitFor();
      expect(await qs.group("Products").getByRole("option").count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      // Still refreshing when axe finished, so it was this state that was checked.
      expect(await refreshing.count()).toBe(1);
    } finally {
      await page.keyboard.press("Escape");
      await latency("normal");
    }
  });

  it("shows the promo badge on a sale product's row, as on the grids' cards", async () => {
    await qs.open();
    await qs.typeQuery(saleProduct.title);
    await qs.seeProducts();
    const row = qs
      .group("Products")
      .getByRole("option")
      .filter({ hasText: saleProduct.customer_facing_product_name });
    await row.waitFor({ timeout: 15_000 });
    await row.locator(".product-badge", { hasText: /^Sale$/ }).waitFor();
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the corrected-results message for a misspelt query", async () => {
    await qs.open();
    await qs.typeQuery("snekers");
    await qs.seeStatus("No results found for snekers, showing results for sneakers instead");
    const products = await qs.seeProducts();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    expect(await qs.viewAllLink().getAttribute("href")).toBe("/search?query=snekers");
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("searches a suggestion picked with the mouse, after 'Searching…'", async () => {
    await qs.open();
    await qs.typeQuery("snea");
    expect(await qs.seeSuggestions()).toContain("sneakers");
    expect((await qs.group("Pages").count()) + (await qs.group("Products").count())).toBeGreaterThan(0);
    await qs.option("sneakers").click();
    await qs.seeStatus("Searching…");
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForURL(/\/search\?query=sneakers$/, { timeout: 10_000 });
    expect(await qs.dialog().isVisible()).toBe(false);
  });

  it("follows a merchandising redirect on submit", async () => {
    await qs.open();
    await qs.typeQuery("gift card");
    await qs.input().press("Enter");
    await page.waitForURL(/\/products\/gift-card$/, { timeout: 10_000 });
  });

  it("says 'Please try another search' only when nothing at all is found, not above matching pages", async () => {
    await qs.open();
    await qs.typeQuery("size");
    await qs.group("Pages").getByRole("option", { name: "Size Guide" }).waitFor({ timeout: 15_000 });
    await qs.settled();
    expect(await qs.dialog().getByText("Please try another search").count()).toBe(0);
    expect(await qs.status().textContent()).toBe("");
  });

  it("offers the redirect link, or 'Please try another search', when nothing is found", async () => {
    await qs.open();
    await qs.typeQuery("returns");
    await qs.seeStatus("Search for returns?");
    expect(await qs.status().getByRole("link", { name: "Search for returns?" }).getAttribute("href")).toBe(
      "/pages/returns",
    );
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
    await qs.replaceQuery("xyzzy");
    await qs.seeStatus("Please try another search");
    expect(await qs.input().getAttribute("aria-expanded")).toBe("false");
    expect(await qs.input().getAttribute("aria-describedby")).toBe(await qs.status().getAttribute("id"));
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("asks nothing while an input method composes, and once for the committed text", async () => {
    await qs.recordSuggestRequests();
    await page.goto("/");
    await qs.open();
    // Each draft stays longer than the 400 ms debounce: plain typing would have asked every time.
    await qs.composeQuery(["k", "ku", "くつ"], "靴", 500);
    expect(await qs.suggestRequests()).toEqual([]);
    expect(await qs.input().inputValue()).toBe("靴");
    await expect.poll(() => qs.suggestRequests(), { timeout: 10_000 }).toEqual(["靴"]);
    await page.waitForTimeout(800);
    expect(await qs.suggestRequests()).toEqual(["靴"]);
  });

  it("works with the keyboard alone", async () => {
    for (let i = 0; i < 25 && !(await qs.isFocused(qs.openButton())); i++) await page.keyboard.press("Tab");
    expect(await qs.isFocused(qs.openButton())).toBe(true);
    await page.keyboard.press("Enter");
    await qs.expectInputFocused();
    await page.keyboard.type("boot", { delay: 40 });
    const suggestions = await qs.seeSuggestions();
    const products = await qs.seeProducts();

    await page.keyboard.press("ArrowDown");
    expect(await qs.activeOptionText()).toBe(suggestions[0]);
    await page.keyboard.press("ArrowUp");
    expect(await qs.activeOptionText()).toBe(products.at(-1));
    await page.keyboard.press("Home");
    expect(await qs.activeOptionText()).toBe(suggestions[0]);
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowDown");
    expect(await qs.activeOptionText()).toBe(suggestions[0]);
    await page.keyboard.press("ArrowDown");
    const picked = suggestions[1] ?? "";
    expect(await qs.activeOptionText()).toBe(picked);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("query") === picked, {
      timeout: 10_000,
    });
    await expect.poll(() => qs.isFocused(qs.openButton())).toBe(true);

    await page.keyboard.press("Enter");
    await qs.expectInputFocused();
    const recent = qs.group("Recent searches").getByRole("option");
    await recent.first().waitFor();
    expect(await recent.first().textContent()).toBe(picked);
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => qs.dialog().isVisible()).toBe(false);
    expect(await qs.isFocused(qs.openButton())).toBe(true);
  });

  it("downloads the overlay's code only when the shopper reaches for the button", async () => {
    const fresh = await context.newPage();
    const scripts = new Map<string, Promise<string>>();
    fresh.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith("/assets/") && path.endsWith(".js")) scripts.set(path, response.text());
    });
    // An event only the overlay's machine and connect name (the button's machine does not).
    const holdingOverlay = async () => {
      for (const text of scripts.values()) if ((await text).includes("recent.clear")) return true;
      return false;
    };
    try {
      await fresh.goto("/search?query=sneakers");
      const overlay = new QuickSearchOverlay(fresh);
      await overlay.openButton().waitFor();
      await fresh.waitForLoadState("networkidle");
      expect(await holdingOverlay()).toBe(false);
      await overlay.openButton().hover();
      await expect.poll(holdingOverlay).toBe(true);
      await overlay.open();
      await overlay.group("Popular searches").getByRole("option").first().waitFor({ timeout: 15_000 });
    } finally {
      await fresh.close();
    }
  });

  // Chromium keeps a failed module download for the page's life (a retry needs a reload), so the
  // shopper keeps the page, and the button stays usable, rather than losing the page to React.
  it("keeps the page when the overlay's download fails", async () => {
    const fresh = await context.newPage();
    const chunk = /\/assets\/quick-search-overlay-[^/]*\.js$/;
    await context.route(chunk, (route) => route.abort("connectionfailed"));
    try {
      await fresh.goto("/search?query=sneakers");
      const overlay = new QuickSearchOverlay(fresh);
      await overlay.openButton().waitFor();
      await fresh.waitForLoadState("networkidle");
      for (const attempt of [1, 2]) {
        await overlay.openButton().click();
        await expect
          .poll(() => overlay.openButton().getAttribute("aria-expanded"), { message: `click ${attempt}` })
          .toBe("false");
      }
      // The page is still there: the header's button, and the grid under its heading.
      expect(await fresh.getByRole("heading", { level: 1 }).textContent()).toContain("sneakers");
      expect(await fresh.getByRole("button", { name: "Load More" }).count()).toBe(1);
    } finally {
      await context.unroute(chunk);
      await fresh.close();
    }
  });

  it("Close returns focus to the search button", async () => {
    await qs.open();
    await qs.dialog().getByRole("button", { name: "Close" }).click();
    await expect.poll(() => qs.dialog().isVisible()).toBe(false);
    expect(await qs.isFocused(qs.openButton())).toBe(true);
  });

  // Issue 24, item 8: a failed request looked like "nothing found" and offered no way back.
  it("says a failed search failed, announced, with a focusable Try again that shows the results, axe clean", async () => {
    const panel = new DevPanel(page);
    await panel.open();
    await panel.failureRate().selectOption("1");
    await qs.open();
    await qs.typeQuery("snea");
    await qs.seeStatus("Sorry, we couldn't load suggestions. Please try again.");
    expect(await qs.dialog().getByText("Please try another search").count()).toBe(0);
    const retry = qs.dialog().getByRole("button", { name: "Try again" });
    expect(await retry.isVisible()).toBe(true);
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
    // The panel sits behind the modal overlay: the developer's control is set by script.
    await panel.failureRate().selectOption("0", { force: true });
    await qs.input().press("Tab");
    await qs.dialog().getByRole("button", { name: "Clear" }).press("Tab");
    await qs.dialog().getByRole("button", { name: "Close" }).press("Tab");
    expect(await qs.isFocused(retry)).toBe(true);
    await page.keyboard.press("Enter");
    await qs.expectInputFocused();
    expect(await qs.seeSuggestions()).toContain("sneakers");
    expect(await retry.count()).toBe(0);
    expect(await qs.status().textContent()).not.toMatch(/couldn't load/);
  });

  // The header paints before the sandbox's worker runs: a click then used to send the popular
  // searches to a host nothing answers on, and the overlay opened on an error.
  it("opened before the sandbox runs, opens on popular searches once it does", async () => {
    const early = await newContext();
    try {
      const worker = await holdAsset(early, /\/sandbox-worker\.js$/);
      const earlyPage = await early.newPage();
      const overlay = new QuickSearchOverlay(earlyPage);
      await earlyPage.goto("/", { waitUntil: "commit" });
      await overlay.openButton().click();
      expect(worker.requested()).toBe(true);
      expect(await overlay.dialog().isVisible()).toBe(false);
      worker.release();
      await overlay.expectInputFocused();
      const popular = overlay.group("Popular searches").getByRole("option");
      await popular.first().waitFor({ timeout: 15_000 });
      expect(await popular.count()).toBe(4);
      expect(await overlay.dialog().getByRole("button", { name: "Try again" }).count()).toBe(0);
    } finally {
      await early.close();
    }
  });

  it("lays the columns side by side from 768 px and stacks them below", async () => {
    await qs.open();
    await qs.typeQuery("school");
    await qs.seeProducts();
    const left = (name: string) =>
      qs.group(name).evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(await left("Products")).toBeGreaterThan(await left("Suggested Searches"));
    await page.setViewportSize({ width: 767, height: 900 });
    expect(await left("Products")).toBe(await left("Suggested Searches"));
    const width = await qs.dialog().evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(767);
    await qs.settled();
    expect(await axeViolations(page)).toEqual([]);
    for (const narrow of [390, 320]) {
      await page.setViewportSize({ width: narrow, height: 800 });
      expect(await qs.dialog().evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await qs.dialog().getByRole("button", { name: "Close" }).isVisible()).toBe(true);
    }
  });

  it("reports the Products column's render and a product click to the beacon as autocomplete", async () => {
    const store = new StorefrontPage(page);
    const before = (await store.beaconLog()).length;
    await qs.open();
    await qs.typeQuery("boots");
    const products = await qs.seeProducts();
    const events = async () =>
      (await store.beaconLog())
        .slice(before)
        .filter((e) => e.source === "autocomplete" && e.event.query === "boots");
    await expect
      .poll(async () => (await events()).find((e) => e.type === "render")?.event.products.length, {
        timeout: 10_000,
      })
      .toBe(products.length);
    await qs.group("Products").getByRole("option").first().click();
    await page.waitForURL(/\/products\//);
    await expect
      .poll(async () =>
        (await events()).filter((e) => e.type === "click").map((e) => e.event.products[0]?.position),
      )
      .toEqual([1]);
  });
});
