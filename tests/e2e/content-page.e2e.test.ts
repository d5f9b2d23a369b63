import { DevPanel } from "./pages/dev-panel";
import { axeViolations, pageForSuite } from "./support/browser";
import { disclosureSigns } from "./support/disclosure";

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

describe("the FAQs", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("marks each question as one that opens, and turns its chevron when it does", async () => {
    const { page } = suite;
    await page.goto("/pages/faqs");
    const questions = page.locator(".content-page__faqs details > summary");
    await questions.first().waitFor();
    const closed = await disclosureSigns(questions);
    expect(closed.length).toBeGreaterThan(1);
    expect(closed.filter((question) => question.open || !question.signShown)).toEqual([]);
    await questions.first().click();
    const [opened, next] = await disclosureSigns(questions);
    expect(opened?.open).toBe(true);
    expect(opened?.signTurn).not.toBe(next?.signTurn);
    await expect.poll(() => page.locator(".content-page__faqs details[open] p").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
