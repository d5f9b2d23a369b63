import type { BrowserContext, Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { DevPanel } from "./pages/dev-panel";
import { StorefrontPage } from "./pages/storefront-page";
import { axeViolations, closeBrowser, launchBrowser, newContext } from "./support/browser";
import { holdAsset } from "./support/hold-asset";
import { layoutShiftsWithin } from "./support/layout-shifts";

describe("signing in on the sandbox through an emailed login link", () => {
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

  it("sends the link to the inbox, logs in when it is opened, and stays logged in after a reload", async () => {
    const store = new StorefrontPage(page);
    const panel = new DevPanel(page);
    await store.open("/collections/sale");
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/#account");

    await panel.open();
    await panel.emailLoginLinkButton().click();
    await panel.loginLinks().first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const href = await panel.loginLinks().first().getAttribute("href");
    expect(href).toMatch(/\/account\?login_token=[^&]+&return_to=%2Fcollections%2Fsale$/);

    await panel.loginLinks().first().click();
    await page.waitForURL(
      (url) => url.pathname === "/collections/sale" && !url.search.includes("login_token"),
    );
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/account");

    await page.reload();
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/account");
    // The inbox is sandbox state persisted to localStorage: it survives the reload too.
    await panel.open();
    await expect.poll(() => panel.loginLinks().count()).toBe(1);
  });

  it("keeps a signed-in header's icons beside the logo at 390 px, the rewards chip on a line below", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const chip = page.getByRole("link", { name: /^Rewards: / });
    await chip.waitFor();
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error("not laid out");
      return found;
    };
    const logo = await box(page.locator(".site-header__logo"));
    const profile = await box(page.getByRole("link", { name: "My account (signed in)" }));
    const rewards = await box(chip);
    // The profile icon shares the logo's line; the chip sits below it, inside the viewport.
    expect(profile.y).toBeLessThan(logo.y + logo.height);
    expect(rewards.y).toBeGreaterThanOrEqual(profile.y + profile.height - 1);
    expect(rewards.x + rewards.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  // Before the services answer the header shows a static profile icon; a member's lacked the
  // chip's line, so the whole page dropped 30 px when the services came up.
  it("keeps a member's header still from the first paint on, at 390 px", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("link", { name: /^Rewards: / }).waitFor();
    expect(await layoutShiftsWithin(page, ".site-header")).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  // The header's heart read a member's lists as soon as it painted: before the sandbox's worker
  // runs, that sent the token request to a host nothing answers on (and retried it).
  it("sends a member's page no service request before the sandbox runs, then shows the hearts' count", async () => {
    const early = await (await launchBrowser()).newContext({
      baseURL: inject("baseUrl"),
      locale: "en-AU",
      storageState: await context.storageState(),
    });
    try {
      const failed: string[] = [];
      early.on("requestfailed", (request) => failed.push(request.url()));
      const worker = await holdAsset(early, /\/sandbox-worker\.js$/);
      const earlyPage = await early.newPage();
      await earlyPage.goto("/", { waitUntil: "commit" });
      await earlyPage.getByRole("link", { name: "My account (signed in)" }).waitFor();
      await earlyPage.waitForTimeout(1_000);
      expect(worker.requested()).toBe(true);
      worker.release();
      await earlyPage.getByRole("link", { name: /^Rewards: / }).waitFor();
      await expect
        .poll(() => earlyPage.locator(".header-wishlist .visually-hidden").textContent())
        .toMatch(/^Wishlist, \d+ items$/);
      expect(failed).toEqual([]);
    } finally {
      await early.close();
    }
  });

  it("refuses a link that was already used", async () => {
    const panel = new DevPanel(page);
    await panel.open();
    await panel.signOutButton().click();
    await page.waitForURL((url) => url.pathname === "/");
    await panel.open();
    const href = await panel.loginLinks().first().getAttribute("href");
    await page.goto(href ?? "/");
    const store = new StorefrontPage(page);
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/#account");
  });
});

describe("a login link whose return_to leads off the site", () => {
  afterAll(async () => {
    await closeBrowser();
  });

  it.each([
    ["%2F%5Cevil.example", "a backslash"],
    ["%2F%09%2Fevil", "a tab"],
  ])(
    "return_to=%s (%s) signs in, lands on the home page and leaves no token in the URL",
    async (returnTo) => {
      const context = await newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const store = new StorefrontPage(page);
      const panel = new DevPanel(page);
      await store.open("/collections/sale");
      await panel.open();
      await panel.emailLoginLinkButton().click();
      const href = (await panel.loginLinks().first().getAttribute("href")) ?? "";
      const token = new URL(href, "http://x").searchParams.get("login_token");
      expect(token).toMatch(/^\S+$/);

      await page.goto(`/account?login_token=${token}&return_to=${returnTo}`);
      await page.waitForURL((url) => url.pathname === "/" && url.search === "", { timeout: 10_000 });
      await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/account");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(page.url()).not.toContain("login_token");
      expect(errors).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

// A page goes on running after `beforeunload` until the next page arrives, and msw's worker (the
// reference UI's sandbox until 2026-11-29) let the page go on that event: what it sent meanwhile
// reached the network. A member's page left a moment after the login link signed in (the QA
// sweep's next step) sent its first loyalty requests, waiting on the ID token, to hosts nothing
// answers on (`net::ERR_NAME_NOT_RESOLVED` for /api/profile, /api/profile/lists,
// /api/profile/balances). The sandbox's own worker answers a page whatever its lifecycle; this
// holds it to that.
describe("a page left as the login link signs in", () => {
  afterAll(async () => {
    await closeBrowser();
  });

  it("keeps the requests it still sends in the sandbox, at 390 px", async () => {
    const context = await newContext({ width: 390, height: 844 });
    try {
      // Only a request no worker answered reaches the network (or msw's passthrough fetch).
      const reachedNetwork: string[] = [];
      await context.route(/^https:\/\/[^/]+\.solekit\.test\//, (route) => {
        reachedNetwork.push(route.request().url());
        return route.abort("namenotresolved");
      });
      // The next page's document waits: the page being left runs on meanwhile, as it does while
      // a slow server answers.
      const nextPage = await holdAsset(context, /^http:\/\/127\.0\.0\.1:\d+\/cart$/);
      const page = await context.newPage();
      // Every request of the page, from the start: a listener added in the middle of a burst of
      // requests can miss the first of them on a loaded machine.
      const sent: string[] = [];
      page.on("request", (request) => sent.push(new URL(request.url()).pathname));
      const panel = new DevPanel(page);
      await new StorefrontPage(page).open("/");
      await panel.open();
      await panel.emailLoginLinkButton().click();
      const tokenAsked = page.waitForRequest(
        (request) => new URL(request.url()).pathname === "/api/v1/auth/token",
      );
      await panel.loginLinks().first().click();
      await page.waitForURL(/login_token=/, { waitUntil: "commit" });
      // The sandbox runs and has redeemed the token; the member's header asks for the ID token,
      // which its loyalty calls wait on. The shopper leaves then, so those calls go out (or are
      // answered) while the page is being left.
      await tokenAsked;
      const leaving = page.goto("/cart");
      // If the test fails before `leaving` is awaited, closing the context rejects it: that is
      // not a second failure to report.
      leaving.catch(() => {});
      await expect.poll(() => sent.some((path) => path.startsWith("/api/profile"))).toBe(true);
      // The next page's document is asked for, and held, while the left page runs on. On a loaded
      // machine Playwright can hear of that request after the calls, so it is waited for too.
      await expect.poll(() => nextPage.requested()).toBe(true);
      nextPage.release();
      await leaving;
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(reachedNetwork).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
