import type { BrowserContext, Page } from "playwright-core";
import { HomePage } from "./pages/home-page";
import { QuickSearchOverlay } from "./pages/quick-search-overlay";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

describe("reference UI shell on the sandbox", () => {
  let context: BrowserContext;
  let page: Page;
  let store: HomePage;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    store = new HomePage(page);
    await store.open("/");
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("shows the three carousels with products served by the sandbox's service worker", async () => {
    const popular = await store.carouselProductNames("Popular right now");
    expect(popular).toHaveLength(20);
    // Real catalogue names, not the index.html a server without the worker would answer with.
    for (const name of popular) expect(name).toMatch(/\w+ \w+/);
    const images = store.track("Popular right now").locator("img");
    await expect
      .poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await store.carouselProductNames("Shop the range")).toHaveLength(20);
    expect(await store.carouselProductNames("Sneakers")).toHaveLength(20);
  });

  it("shows each card's price as the service's dollars, which the client hands on in cents", async () => {
    await store.carouselProductNames("Popular right now");
    const prices = await store.track("Popular right now").locator(".product-card__price").allTextContents();
    expect(prices).toHaveLength(20);
    // "$89.95", or "Sale price $59.95 was $89.95": never cents shown as dollars ("$8,995.00").
    for (const price of prices)
      expect(price).toMatch(/^(Sale price )?\$\d{1,3}\.\d{2}( was \$\d{1,3}\.\d{2})?$/);
  });

  it("links the profile icon to /#account for an anonymous shopper", async () => {
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/#account");
  });

  it("shows 4 products per carousel view on desktop and 2 below 768 px", async () => {
    expect(await store.productsPerView("Popular right now")).toBe(4);
    await page.setViewportSize({ width: 767, height: 900 });
    expect(await store.productsPerView("Popular right now")).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("opens the quick search with focus in the input, searches, and closes on Escape", async () => {
    const quickSearch = new QuickSearchOverlay(page);
    await quickSearch.open();
    await page.keyboard.press("Escape");
    await expect.poll(() => quickSearch.dialog().isVisible()).toBe(false);
    await quickSearch.open();
    await quickSearch.typeQuery("sneakers");
    await quickSearch.input().press("Enter");
    await page.waitForURL(/\/search\?query=sneakers/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toMatch(/^Showing \d+ results for sneakers$/);
  });

  it("has no axe violations on the home page", async () => {
    await store.open("/");
    await store.carouselProductNames("Popular right now");
    await store.carouselProductNames("Shop the range");
    await store.carouselProductNames("Sneakers");
    expect(await axeViolations(page)).toEqual([]);
  });
});
