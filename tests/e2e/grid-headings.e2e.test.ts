import type { BrowserContext, Page } from "playwright-core";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

const CRAFTED = "Free shoes at evil.example";

describe("grid headings say only what the shop knows", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  const heading = () => page.getByRole("heading", { level: 1 });
  const correction = (typed: string) =>
    page.getByText(`No results found for ${typed}, showing results for`, { exact: false });

  it("an unknown collection is the 404 page, not its handle above an empty grid", async () => {
    await page.goto("/collections/free-shoes-at-evil-example");
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await page.getByText(/free.shoes.at.evil/i).count()).toBe(0);
    expect(await page.getByText("Sorry we couldn't find what you were looking for").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a known collection is headed by the storefront's title for it", async () => {
    await page.goto("/collections/kids-school-shoes");
    await page.getByRole("heading", { level: 1, name: "Kids' School Shoes" }).waitFor();
    await page.locator(".product-card").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("never shows the URL's oq as what the shopper typed", async () => {
    await page.goto(`/search?query=boots&oq=${encodeURIComponent(CRAFTED)}`);
    await page.getByRole("heading", { level: 1, name: /^Showing \d+ results? for boots$/ }).waitFor();
    expect(await page.getByText(CRAFTED).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("still shows the service's own spelling correction, typed or carried in oq", async () => {
    await page.goto("/search?query=snekers");
    await heading().filter({ hasText: "for sneakers" }).waitFor();
    await correction("snekers").waitFor();
    await page.goto("/search?query=sneakers&oq=snekers");
    await heading().filter({ hasText: "for sneakers" }).waitFor();
    await correction("snekers").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
