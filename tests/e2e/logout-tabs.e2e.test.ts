import type { BrowserContext, Page } from "playwright-core";
import { DevPanel } from "./pages/dev-panel";
import { StorefrontPage } from "./pages/storefront-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

// Signs the demo customer in through an emailed login link, as a shopper would.
async function signIn(page: Page) {
  await new DevPanel(page).signInAsDemoMember();
}

describe("logging out reaches the browser's other tabs", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("a second tab leaves the signed-in state, without a reload, when the first logs out", async () => {
    const first = await context.newPage();
    await signIn(first);
    await first.goto("/account");
    await first.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

    const second = await context.newPage();
    const secondStore = new StorefrontPage(second);
    await second.goto("/account");
    await second.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await second.getByRole("link", { name: /^Rewards: / }).waitFor();

    await first.getByRole("button", { name: "Logout" }).click();
    await first.waitForURL((url) => url.pathname === "/account/logout");

    // Nothing is done to the second tab: it follows the first on its own.
    await second.waitForURL((url) => url.pathname === "/account/logout", { timeout: 10_000 });
    await second.getByRole("heading", { level: 1, name: "You're logged out" }).waitFor();
    await expect.poll(() => secondStore.profileLink().getAttribute("href")).toBe("/#account");
    expect(await second.getByRole("link", { name: /^Rewards: / }).count()).toBe(0);
    // Its stored ID token is gone too, so nothing of the account is left to read.
    const stored = await second.evaluate(() =>
      Object.keys(localStorage).filter((key) => /token/i.test(key) && localStorage.getItem(key)),
    );
    expect(stored).toEqual([]);
    expect(await axeViolations(second)).toEqual([]);

    // /account now sends it to sign in, as for any guest.
    await second.goto("/account");
    await second.waitForURL((url) => url.pathname === "/" && url.hash === "#account");

    await second.goto("/account/logout");
    await second.getByRole("heading", { level: 1, name: "You're logged out" }).waitFor();
    expect(await axeViolations(second)).toEqual([]);
  });
});
