import type { BrowserContext, Page } from "playwright-core";
import { StorefrontPage } from "./pages/storefront-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

describe("reference UI shell on the sandbox", () => {
  let context: BrowserContext;
  let page: Page;
  let store: StorefrontPage;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    store = new StorefrontPage(page);
    await store.open("/");
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("lists products served by the sandbox's service worker", async () => {
    const names = await store.productNames("New arrivals");
    expect(names).toHaveLength(8);
    // Real catalogue names, not the index.html a server without the worker would answer with.
    for (const name of names) expect(name).toMatch(/\w+ \w+/);
    const images = store.shelf("New arrivals").locator("img");
    await expect
      .poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  it("links the profile icon to /#account for an anonymous shopper", async () => {
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/#account");
  });

  it("shows 3 grid columns on desktop and 2 below 768 px", async () => {
    await store.productNames("On sale");
    expect(await store.gridColumns("On sale")).toBe(3);
    await page.setViewportSize({ width: 767, height: 900 });
    expect(await store.gridColumns("On sale")).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("opens the search dialog with focus in the input, searches, and closes on Escape", async () => {
    const input = await store.openSearch();
    await page.keyboard.press("Escape");
    await expect.poll(() => input.isVisible()).toBe(false);
    await store.openSearch();
    await input.fill("sneakers");
    await input.press("Enter");
    await page.waitForURL(/\/search\?query=sneakers/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toMatch(/^Showing \d+ results for sneakers$/);
  });

  it("has no axe violations on the home page", async () => {
    await store.open("/");
    await store.productNames("School shoes");
    expect(await axeViolations(page)).toEqual([]);
  });
});
