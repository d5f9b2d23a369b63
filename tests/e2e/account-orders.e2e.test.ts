import { AccountOrdersPage } from "./pages/account-orders-page";
import { axeViolations, pageForSuite } from "./support/browser";

describe("the account's orders at 1280 px", () => {
  const suite = pageForSuite({ width: 1280, height: 900 });
  const orders = () => new AccountOrdersPage(suite.page);

  it("lists 20 completed orders a page, with badges, dates, totals, tracking and images", async () => {
    const page = orders();
    await page.signIn();
    await page.open();
    await page.waitForCards();
    expect(await page.toggle("Completed orders").getAttribute("aria-pressed")).toBe("true");
    expect(await page.toggle("Pending orders").getAttribute("aria-pressed")).toBe("false");
    expect(await page.cards().count()).toBe(20);
    expect(await page.pagerPosition().textContent()).toBe("1 of 2");
    expect(await page.previous().isDisabled()).toBe(true);
    const first = page.cards().first();
    expect(await first.getByRole("heading", { level: 3 }).textContent()).toMatch(/^Order #\d+$/);
    expect(await first.locator(".order-badge").textContent()).toBe("Fulfilled");
    expect(await first.locator("time").textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await first.getByText(/^\$\d+\.\d{2}$/).count()).toBe(1);
    expect(await first.getByRole("link", { name: /^AP\d+AU/ }).getAttribute("href")).toMatch(
      /^https:\/\/auspost\.com\.au\//,
    );
    expect(await first.locator(".order-card__gallery img").count()).toBeGreaterThan(0);
    expect(await first.locator(".order-card__gallery img").count()).toBeLessThanOrEqual(2);
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("goes to page 2 through the pager, and back, keeping the page in the URL", async () => {
    const page = orders();
    const firstOnPage1 = await page.cards().first().getByRole("heading").textContent();
    await page.next().click();
    await suite.page.waitForURL((url) => url.searchParams.get("page") === "2");
    await expect.poll(() => page.pagerPosition().textContent()).toBe("2 of 2");
    expect(await page.cards().count()).toBeGreaterThan(0);
    expect(await page.cards().count()).toBeLessThan(20);
    expect(await page.next().isDisabled()).toBe(true);
    expect(await page.cards().first().getByRole("heading").textContent()).not.toBe(firstOnPage1);
    // Focus moves to the list's heading, so a keyboard user starts reading the new page.
    expect(await suite.page.evaluate(() => document.activeElement?.textContent)).toBe("Completed orders");
    await page.previous().click();
    await suite.page.waitForURL((url) => !url.searchParams.has("page"));
    await expect.poll(() => page.pagerPosition().textContent()).toBe("1 of 2");
  });

  it("opens page 2 from a ?page=2 deep link", async () => {
    const page = orders();
    await page.open("page=2");
    await page.waitForCards();
    expect(await page.pagerPosition().textContent()).toBe("2 of 2");
  });

  it("toggles to the pending orders, platform orders included, from page 1", async () => {
    const page = orders();
    await page.toggle("Pending orders").click();
    await suite.page.waitForURL((url) => !url.searchParams.has("page"));
    expect(await page.toggle("Pending orders").getAttribute("aria-pressed")).toBe("true");
    await page.waitForCards();
    const badges = await page.cards().locator(".order-badge").allTextContents();
    expect(badges).toContain("Pending");
    expect(badges).toContain("In transit");
    expect(badges).toContain("Cancelled");
    expect(badges).not.toContain("Fulfilled");
    expect(await page.cards().locator(".order-badge--red").count()).toBeGreaterThan(0);
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("shows an order's detail, and the back link returns to the list", async () => {
    const page = orders();
    await page.open();
    await page.waitForCards();
    const number = (await page.cards().first().getByRole("heading").textContent()) ?? "";
    await page.viewOrderLinks().first().click();
    await suite.page.waitForURL((url) => /^\d+$/.test(url.searchParams.get("child") ?? ""));
    await page.detailHeading().waitFor();
    expect(await page.detailHeading().textContent()).toBe(number);
    expect(await suite.page.getByRole("heading", { level: 3, name: "Items" }).count()).toBe(1);
    expect(await suite.page.locator(".order-line").count()).toBeGreaterThan(0);
    expect(await suite.page.locator(".order-line img").first().getAttribute("alt")).not.toBe("");
    expect(await suite.page.locator(".order-line").first().getByText("Quantity").count()).toBe(1);
    // The newest fulfilled order's shoe was assigned to a child in the sandbox.
    const assigned = suite.page.locator(".order-line").first().locator("dt", { hasText: "Assigned to" });
    expect(await assigned.locator("xpath=following-sibling::dd").textContent()).toMatch(/^[A-Z][a-z]+$/);
    expect(await suite.page.locator("address").textContent()).toMatch(/Australia/);
    // A fulfilled order earned its cashback: the rewards history shows it.
    const rewards = suite.page.getByRole("table");
    expect(await rewards.getByRole("columnheader").allTextContents()).toEqual([
      "Reward type",
      "Amount",
      "Date",
    ]);
    expect(await rewards.getByRole("cell", { name: /^Cashback Reward/ }).count()).toBe(1);
    expect(await axeViolations(suite.page)).toEqual([]);
    await page.backLink().click();
    await suite.page.waitForURL((url) => !url.searchParams.has("child"));
    await page.waitForCards();
  });

  it("says an unknown order is not found, with the way back to the list", async () => {
    const page = orders();
    await page.open("child=999999");
    await suite.page.getByRole("heading", { level: 2, name: /couldn't find that order/ }).waitFor();
    await suite.page.getByRole("link", { name: "See all your orders" }).click();
    await page.waitForCards();
    await page.open("child=shopify-1");
    await suite.page.getByRole("heading", { level: 2, name: /couldn't find that order/ }).waitFor();
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("says 'No completed orders.' when there are none", async () => {
    const page = orders();
    await page.emptySandboxOrders();
    await suite.page.getByText("No completed orders.").waitFor();
    expect(await page.pager().count()).toBe(0);
    expect(await axeViolations(suite.page)).toEqual([]);
    await page.toggle("Pending orders").click();
    await suite.page.getByText("No pending orders.").waitFor();
  });
});

describe("the account's orders at 390 px, by keyboard", () => {
  const suite = pageForSuite({ width: 390, height: 844 });
  const orders = () => new AccountOrdersPage(suite.page);

  it("toggles, pages and opens an order with the keyboard alone", async () => {
    const page = orders();
    await page.signIn();
    await page.open();
    await page.waitForCards();
    await page.toggle("Completed orders").focus();
    await suite.page.keyboard.press("Tab");
    expect(await suite.page.evaluate(() => document.activeElement?.textContent)).toBe("Pending orders");
    await suite.page.keyboard.press("Enter");
    await expect.poll(() => page.toggle("Pending orders").getAttribute("aria-pressed")).toBe("true");
    await suite.page.keyboard.press("Shift+Tab");
    await suite.page.keyboard.press("Enter");
    await expect.poll(() => page.toggle("Completed orders").getAttribute("aria-pressed")).toBe("true");
    await page.next().focus();
    await suite.page.keyboard.press("Enter");
    await expect.poll(() => page.pagerPosition().textContent()).toBe("2 of 2");
    await page.viewOrderLinks().first().focus();
    await suite.page.keyboard.press("Enter");
    await page.detailHeading().waitFor();
    const width = await suite.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await axeViolations(suite.page)).toEqual([]);
  });
});
