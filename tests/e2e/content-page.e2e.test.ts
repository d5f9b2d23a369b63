import type { BrowserContext, Page } from "playwright-core";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

// The developer panel's failure rate: "1" fails every sandbox request with a 500, "0" none.
async function setFailureRate(page: Page, rate: "0" | "1") {
  const summary = page.locator("summary", { hasText: "Developer panel" });
  await summary.click();
  await page.getByLabel("Failure rate").selectOption(rate);
  await summary.click();
}

describe("a content page that cannot load", () => {
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

  it("says it could not load, not 'Page not found', and loads on Try again", async () => {
    await page.goto("/");
    await page.locator("summary", { hasText: "Developer panel" }).waitFor();
    await setFailureRate(page, "1");
    // In-app navigation: the sandbox keeps the failure rate (a reload would reset it).
    await page.getByRole("navigation", { name: "Fitting" }).getByRole("link", { name: "FAQs" }).click();
    await page.getByRole("heading", { level: 1, name: "We couldn't load this page" }).waitFor();
    expect(await page.getByRole("heading", { name: "Page not found" }).count()).toBe(0);
    expect(await page.getByRole("alert").filter({ hasText: "Please try again" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await setFailureRate(page, "0");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { level: 1, name: /FAQ|Frequently/i }).waitFor();
    expect(await page.getByRole("heading", { name: "We couldn't load this page" }).count()).toBe(0);
  });

  it("says 'Page not found' only for a page the storefront does not have", async () => {
    await page.goto("/pages/no-such-page");
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
