import type { BrowserContext, Page } from "playwright-core";
import { HomePage } from "./pages/home-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

const TABBED = "Shop the range";
const POPULAR = "Popular right now";

describe("home page carousels", () => {
  let context: BrowserContext;
  let page: Page;
  let home: HomePage;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    home = new HomePage(page);
    await home.open("/");
    await home.carouselProductNames(TABBED);
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  const selected = async (name: string) => home.tab(TABBED, name).getAttribute("aria-selected");
  const focused = (name: string) => home.tab(TABBED, name).evaluate((el) => el === document.activeElement);

  it("moves between tabs with the arrow keys, Home and End, showing the chosen tab's products", async () => {
    const newArrivals = await home.carouselProductNames(TABBED);
    await home.tab(TABBED, "New arrivals").focus();

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => selected("Sale")).toBe("true");
    expect(await focused("Sale")).toBe(true);
    expect(await selected("New arrivals")).toBe("false");
    await expect
      .poll(() => home.visiblePanel(TABBED).getAttribute("aria-labelledby"))
      .toBe(await home.tab(TABBED, "Sale").getAttribute("id"));
    await expect.poll(() => home.carouselProductNames(TABBED), { timeout: 15_000 }).not.toEqual(newArrivals);
    // Sale products show a struck-through compare-at price.
    await expect.poll(() => home.track(TABBED).locator("del").count()).toBeGreaterThan(0);

    await page.keyboard.press("End");
    await expect.poll(() => selected("School shoes")).toBe("true");
    expect(await focused("School shoes")).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => selected("New arrivals")).toBe("true");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => selected("School shoes")).toBe("true");
    await page.keyboard.press("Home");
    await expect.poll(() => selected("New arrivals")).toBe("true");
    expect(await home.carouselProductNames(TABBED)).toEqual(newArrivals);

    // Tab leaves the tab list for the panel: one tab stop for the whole list of tabs.
    await page.keyboard.press("Tab");
    expect(await home.visiblePanel(TABBED).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("scrolls one view with the next and previous buttons, and by keyboard", async () => {
    const previous = home.previousButton(POPULAR);
    const next = home.nextButton(POPULAR);
    await home.carouselProductNames(POPULAR);
    expect(await previous.getAttribute("aria-disabled")).toBe("true");
    expect(await next.getAttribute("aria-disabled")).toBe("false");
    expect(await next.getAttribute("aria-controls")).toBe(await home.track(POPULAR).getAttribute("id"));

    await next.click();
    await expect.poll(() => home.scrollPosition(POPULAR)).toBeGreaterThan(0);
    await expect.poll(() => previous.getAttribute("aria-disabled")).toBe("false");
    await previous.click();
    await expect.poll(() => home.scrollPosition(POPULAR)).toBe(0);
    await expect.poll(() => previous.getAttribute("aria-disabled")).toBe("true");

    // Reduced motion jumps instead of animating, so each click lands before the next.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const viewWidth = await home.track(POPULAR).evaluate((list) => list.clientWidth);
    // 20 products at 4 a view: the fifth view is the last.
    for (let view = 2; view <= 5; view += 1) {
      await next.click();
      expect(await home.scrollPosition(POPULAR)).toBeGreaterThanOrEqual((view - 1) * viewWidth - 1);
      await expect.poll(() => next.getAttribute("aria-disabled")).toBe(view === 5 ? "true" : "false");
    }
    // aria-disabled, not disabled: focus stays on the button that reached the end.
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.emulateMedia({ reducedMotion: null });

    // The list is focusable, so the arrow keys scroll it.
    const end = await home.scrollPosition(POPULAR);
    await home.track(POPULAR).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => home.scrollPosition(POPULAR)).toBeLessThan(end);
    await expect.poll(() => next.getAttribute("aria-disabled")).toBe("false");
    const back = await home.scrollPosition(POPULAR);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => home.scrollPosition(POPULAR)).toBeGreaterThan(back);
  });

  it("has no axe violations with a tab chosen and the carousel scrolled", async () => {
    await home.tab(TABBED, "School shoes").click();
    await home.carouselProductNames(TABBED);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("tracks renders and a product click, reaching the sandbox's beacon in batches", async () => {
    await expect.poll(() => home.beaconEventCount(), { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await home.beaconLog();
    expect(before.some((e) => e.type === "render" && e.event.tag === "popular")).toBe(true);
    expect(before.some((e) => e.type === "impression")).toBe(true);

    const product = home.track(POPULAR).locator("li").nth(1);
    const id = await product.getAttribute("data-solekit-result");
    await product.getByRole("link").click();
    await page.waitForURL(/\/products\//);
    await expect
      .poll(async () => (await home.beaconLog()).filter((e) => e.type === "click").length, {
        timeout: 10_000,
      })
      .toBe(1);
    const after = await home.beaconLog();
    const click = after.find((e) => e.type === "click");
    expect(click).toMatchObject({ source: "recommendation", event: { tag: "popular" } });
    expect(click?.event.products).toEqual([expect.objectContaining({ id, position: 2 })]);
    expect(click?.batch).toBeGreaterThan(Math.max(...before.map((e) => e.batch)));
    await expect.poll(() => home.beaconEventCount()).toBe(after.length);
  });
});
