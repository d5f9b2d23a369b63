import type { BrowserContext, Page } from "playwright-core";
import { AccountShellPage } from "./pages/account-shell-page";
import { StorefrontPage } from "./pages/storefront-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

// The side navigation's entries in the spec's order, each with its section path value.
const ENTRIES = [
  ["Profile", "my-profile"],
  ["Kids' profiles", "kids-profiles"],
  ["My Rewards", "fit-club"],
  ["Orders", "orders"],
  ["Addresses", "addresses"],
  ["Fitting appointments", "bookings"],
  ["Wishlist", "wishlist"],
  ["Dashboard", null],
] as const;

async function expectShown(account: AccountShellPage, title: string) {
  await expect.poll(() => account.heading().textContent()).toBe(title);
  // Focus moves to the new section's heading, so a keyboard or screen-reader user starts there.
  await expect.poll(() => account.headingHasFocus()).toBe(true);
  // The browser's tab and history name the section too, not the page shown before it.
  expect(await account.page.title()).toBe(`${title} | solekit reference store`);
}

describe("the account area's navigation, signed in (account-area §2)", () => {
  let context: BrowserContext;
  let page: Page;
  let account: AccountShellPage;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    account = new AccountShellPage(page);
    await account.signIn();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("the header's profile icon links a member to /account, with a tick and the rewards chip", async () => {
    const store = new StorefrontPage(page);
    const icon = page.getByRole("link", { name: "My account (signed in)" });
    expect(await icon.getAttribute("href")).toBe("/account");
    expect(await icon.locator(".account-button__tick").count()).toBe(1);
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/account");
    await page.getByRole("link", { name: /^Rewards: \$\d/ }).waitFor();
  });

  it("opens on the dashboard: its entry current, the breadcrumb alone, no back link", async () => {
    await account.open("/account");
    expect(await account.heading().textContent()).toBe("Dashboard");
    expect(await account.navLink("Dashboard").getAttribute("aria-current")).toBe("page");
    expect(await account.breadcrumb().textContent()).toBe("My account");
    expect(await account.breadcrumb().locator('[aria-current="page"]').textContent()).toBe("My account");
    expect(await account.backLink().count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("reaches every section from the side navigation, in place, focus on its heading, axe clean", async () => {
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    for (const [title, section] of ENTRIES) {
      await account.navLink(title).click();
      await expectShown(account, title);
      expect(new URL(page.url()).search).toBe(section ? `?section=${section}` : "");
      expect(await account.navLink(title).getAttribute("aria-current")).toBe("page");
      expect(await account.nav().locator('[aria-current="page"]').count()).toBe(1);
      if (section) {
        expect(await account.breadcrumb().getByRole("link", { name: "My account" }).count()).toBe(1);
        expect(await account.breadcrumb().locator('[aria-current="page"]').textContent()).toBe(title);
      }
      // The section's content has arrived: never a blank page.
      await page.waitForFunction(() => !document.querySelector(".account-area__main .section-skeleton"));
      expect(await axeViolations(page), title).toEqual([]);
    }
    expect(loads).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("has a back link to the section shown before, and a breadcrumb back to the dashboard", async () => {
    await account.navLink("Orders").click();
    await expectShown(account, "Orders");
    await account.navLink("Addresses").click();
    await expectShown(account, "Addresses");
    expect(await account.backLink().textContent()).toBe("‹ Back to Orders");
    await account.backLink().click();
    await expectShown(account, "Orders");
    expect(await account.backLink().textContent()).toBe("‹ Back to Addresses");

    await account.breadcrumb().getByRole("link", { name: "My account" }).click();
    await expectShown(account, "Dashboard");
  });

  it("follows Back and Forward, with focus on each section's heading", async () => {
    await account.navLink("My Rewards").click();
    await expectShown(account, "My Rewards");
    await account.navLink("Wishlist").click();
    await expectShown(account, "Wishlist");
    await page.goBack();
    await expectShown(account, "My Rewards");
    expect(await account.navLink("My Rewards").getAttribute("aria-current")).toBe("page");
    await page.goForward();
    await expectShown(account, "Wishlist");
  });

  it.each([
    ["/account?section=offers", "Member offers"],
    ["/account?section=orders&page=2", "Orders"],
    ["/account?section=kids-profiles&child=new", "New kid's profile"],
    ["/account?section=addresses&child=add_address", "Addresses"],
    ["/account?section=my-profile&edit=true", "Profile"],
    ["/account?section=wishlist&child=12", "Wishlist"],
    ["/account?section=orders&child=1001", "Orders"],
  ])("opens %s on its section (%s)", async (path, title) => {
    await account.open(path);
    await expect.poll(() => account.heading().textContent()).toBe(title);
  });

  it("on a child page, the back link and the breadcrumb return to its list", async () => {
    await account.open("/account?section=orders&child=1001");
    expect(await account.navLink("Orders").getAttribute("aria-current")).toBe("true");
    expect(await account.backLink().textContent()).toBe("‹ Back to Orders");
    await account.backLink().click();
    await expectShown(account, "Orders");
    expect(new URL(page.url()).search).toBe("?section=orders");
  });

  it("says '404: {path} Not found.' for an unknown section, with the way back", async () => {
    await account.open("/account?section=gift-cards");
    expect(await account.heading().textContent()).toBe("404: gift-cards Not found.");
    expect(await account.breadcrumb().locator('[aria-current="page"]').textContent()).toBe(
      "404: gift-cards Not found.",
    );
    expect(await account.nav().locator("[aria-current]").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expectShown(account, "Dashboard");
  });

  // Each section and dialog is its own chunk; a static import of one (an account chunk holding
  // the sections' modules did) downloads them all up front (reference-ui/vite.config.ts).
  const scriptsOf = async (path: string, shown: (page: Page) => Promise<unknown>) => {
    const fresh = await context.newPage();
    const scripts: string[] = [];
    fresh.on("request", (request) => {
      const file = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (file) scripts.push(file);
    });
    try {
      await fresh.goto(path);
      await shown(fresh);
      await fresh.waitForLoadState("networkidle");
      return scripts;
    } finally {
      await fresh.close();
    }
  };
  const accountParts = (scripts: string[]) =>
    [...new Set(scripts)]
      .filter((file) => file === "account" || /-(section|dialog|popover|overlay)$/.test(file))
      .sort();

  it("downloads the dashboard's code on the dashboard, and no other section's or dialog's", async () => {
    const scripts = await scriptsOf("/account", (fresh) =>
      fresh.waitForFunction(() => document.querySelector(".account-area__main .account-card")),
    );
    expect(accountParts(scripts)).toEqual(["account", "dashboard-section"]);
  });

  it("downloads none of the account area's code on a member's storefront page", async () => {
    const scripts = await scriptsOf("/search?query=boots", (fresh) =>
      fresh.getByRole("button", { name: "Load More" }).waitFor(),
    );
    expect(scripts).toContain("search-page");
    expect(accountParts(scripts)).toEqual([]);
  });

  it("keeps the area when a section's download fails: it says so, offers a reload, and the others still open", async () => {
    const fresh = await context.newPage();
    const chunk = /\/assets\/addresses-section-[^/]*\.js$/;
    await context.route(chunk, (route) => route.abort("connectionfailed"));
    try {
      const area = new AccountShellPage(fresh);
      await area.open("/account");
      await area.navLink("Addresses").click();
      const alert = fresh.getByRole("alert").filter({ hasText: "couldn't load this part of your account" });
      await alert.waitFor();
      expect(await alert.getByRole("button", { name: "Reload the page" }).count()).toBe(1);
      expect(await area.heading().textContent()).toBe("Addresses");
      expect(await axeViolations(fresh)).toEqual([]);
      // Another section downloads and shows as usual.
      await area.navLink("Profile").click();
      await expectShown(area, "Profile");
      await fresh.waitForFunction(() => !document.querySelector(".account-area__main .section-skeleton"));
      expect(await alert.count()).toBe(0);
    } finally {
      await context.unroute(chunk);
      await fresh.close();
    }
  });
});

describe("the mobile 'Menu' at 390 px", () => {
  let context: BrowserContext;
  let page: Page;
  let account: AccountShellPage;

  beforeAll(async () => {
    context = await newContext({ width: 390, height: 844 });
    page = await context.newPage();
    account = new AccountShellPage(page);
    await account.signIn();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("is a collapsed button over the page; the keyboard opens it, follows a link, and it closes", async () => {
    await account.open("/account?section=fit-club");
    const button = account.menuButton();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await account.navLink("Orders").isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await account.navLink("Orders").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Dashboard, Profile, Kids' profiles, My Rewards, Orders.
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Orders");
    await page.keyboard.press("Enter");
    await expectShown(account, "Orders");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await account.navLink("Orders").isVisible()).toBe(false);
  });

  it("closes on Escape, focus back on the button", async () => {
    const button = account.menuButton();
    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("keeps the breadcrumb and the back link above the heading, axe clean", async () => {
    await account.open("/account?section=addresses");
    expect(await account.breadcrumb().isVisible()).toBe(true);
    expect(await account.backLink().textContent()).toBe("‹ Back to Dashboard");
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("without a customer", () => {
  it("/account goes to the account modal on the home page", async () => {
    const context = await newContext();
    const page = await context.newPage();
    // The page sends the shopper on while it loads: the navigation only needs to have started.
    await page.goto("/account?section=orders", { waitUntil: "commit" });
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#account");
    await context.close();
    await closeBrowser();
  });
});
