import { DevPanel } from "./pages/dev-panel";
import { axeViolations, pageForSuite } from "./support/browser";

describe("a content page that cannot load", () => {
  const suite = pageForSuite();

  it("says it could not load, not 'Page not found', and loads on Try again", async () => {
    const { page } = suite;
    const panel = new DevPanel(page);
    await page.goto("/");
    await page.locator("summary", { hasText: "Developer panel" }).waitFor();
    await panel.setFailureRate("1");
    // In-app navigation: the sandbox keeps the failure rate (a reload would reset it).
    await page.getByRole("navigation", { name: "Fitting" }).getByRole("link", { name: "FAQs" }).click();
    await page.getByRole("heading", { level: 1, name: "We couldn't load this page" }).waitFor();
    expect(await page.getByRole("heading", { name: "Page not found" }).count()).toBe(0);
    expect(await page.getByRole("alert").filter({ hasText: "Please try again" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await panel.setFailureRate("0");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { level: 1, name: /FAQ|Frequently/i }).waitFor();
    expect(await page.getByRole("heading", { name: "We couldn't load this page" }).count()).toBe(0);
  });

  it("says 'Page not found' only for a page the storefront does not have", async () => {
    const { page } = suite;
    await page.goto("/pages/no-such-page");
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
