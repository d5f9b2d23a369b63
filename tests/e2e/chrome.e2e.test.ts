import type { BrowserContext, Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { SearchGridPage } from "./pages/search-grid-page";
import { axeViolations, closeBrowser, launchBrowser } from "./support/browser";
import { holdAsset } from "./support/hold-asset";

/** Page object of the store's chrome: announcement bar, main navigation, footer, booking. */
class StoreChrome {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    // The app has replaced the static shell once the pause button (React's) is there.
    await this.announcementBar().getByRole("button").waitFor();
  }

  announcementBar(): Locator {
    return this.page.getByRole("region", { name: "Announcements" });
  }

  async currentAnnouncement(): Promise<string> {
    return (await this.announcementBar().locator('[data-current="true"]').textContent()) ?? "";
  }

  menuLink(name: string): Locator {
    return this.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
  }

  submenuOf(link: Locator): Promise<Locator> {
    return link.getAttribute("aria-controls").then((id) => this.page.locator(`[id="${id}"]`));
  }

  bookingDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Book a free fitting" });
  }

  footerLink(name: string): Locator {
    return this.page.getByRole("contentinfo").getByRole("link", { name });
  }
}

describe("storefront chrome: navigation, announcement bar, content pages, book a fitting", () => {
  let context: BrowserContext | undefined;

  async function open(
    path: string,
    options: {
      width?: number;
      touch?: boolean;
      reducedMotion?: "reduce" | "no-preference";
      /** Install Playwright's clock before the page loads, so a test can fast-forward its timers. */
      clock?: boolean;
    } = {},
  ) {
    await context?.close();
    const browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      baseURL: inject("baseUrl"),
      locale: "en-AU",
      hasTouch: options.touch ?? false,
      isMobile: options.touch ?? false,
      reducedMotion: options.reducedMotion ?? "no-preference",
    });
    const store = new StoreChrome(await context.newPage());
    if (options.clock) await store.page.clock.install();
    await store.open(path);
    return store;
  }

  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });

  it("opens a submenu on the first tap of a menu link and follows the link on the second", async () => {
    const store = await open("/pages/help", { width: 390, touch: true });
    const kids = store.menuLink("Kids");
    await kids.tap();
    await expect.poll(() => kids.getAttribute("aria-expanded")).toBe("true");
    expect(new URL(store.page.url()).pathname).toBe("/pages/help");
    expect(await (await store.submenuOf(kids)).isVisible()).toBe(true);
    await kids.tap();
    await expect.poll(() => new URL(store.page.url()).pathname).toBe("/collections/shop-all");
  });

  it("follows a menu link with a submenu at once on a mouse click", async () => {
    const store = await open("/pages/help");
    await store.menuLink("Adults").click();
    await expect.poll(() => new URL(store.page.url()).pathname).toBe("/collections/shop-all");
  });

  it("lets the keyboard open a submenu with ArrowDown and Tab into it, while plain Tab walks the top level", async () => {
    const store = await open("/pages/help");
    const kids = store.menuLink("Kids");
    await kids.focus();
    await store.page.keyboard.press("Tab");
    expect(await store.menuLink("Adults").evaluate((link) => link === document.activeElement)).toBe(true);
    await kids.focus();
    await store.page.keyboard.press("ArrowDown");
    await store.page.keyboard.press("Tab");
    const first = (await store.submenuOf(kids)).getByRole("link").first();
    expect(await first.evaluate((link) => link === document.activeElement)).toBe(true);
    await store.page.keyboard.press("Escape");
    await expect.poll(() => kids.getAttribute("aria-expanded")).toBe("false");
  });

  it("ends the page with the footer, its last line clear of the developer panel, at 390 px", async () => {
    const store = await open("/pages/faqs", { width: 390 });
    await store.page.locator(".dev-panel").waitFor();
    await store.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const layout = await store.page.evaluate(() => {
      const footer = document.querySelector(".site-footer") as HTMLElement;
      const lastLine = footer.querySelector(".site-footer__legal") as HTMLElement;
      const panel = document.querySelector(".dev-panel") as HTMLElement;
      return {
        belowFooter:
          document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY),
        lastLineBottom: lastLine.getBoundingClientRect().bottom,
        panelTop: panel.getBoundingClientRect().top,
      };
    });
    // Nothing after the footer takes room (a hidden announcer's margin once left a white strip).
    expect(layout.belowFooter).toBeLessThan(1);
    expect(layout.lastLineBottom).toBeLessThanOrEqual(layout.panelTop);
  });

  it("rotates the announcement bar every 5 s, but not under prefers-reduced-motion", async () => {
    const moving = await open("/pages/faqs", { clock: true });
    const first = await moving.currentAnnouncement();
    await moving.page.clock.fastForward(5000);
    await expect.poll(() => moving.currentAnnouncement()).not.toBe(first);

    const still = await open("/pages/faqs", { reducedMotion: "reduce", clock: true });
    const shown = await still.currentAnnouncement();
    await still.page.clock.fastForward(6000);
    expect(await still.currentAnnouncement()).toBe(shown);
    expect(await still.announcementBar().getAttribute("data-paused")).toBe("true");
  });

  it("opens the booking dialog from a #book-a-fitting hash, and clears the hash when it closes", async () => {
    const store = await open("/pages/faqs#book-a-fitting");
    await store.bookingDialog().waitFor({ timeout: 10_000 });
    await store.bookingDialog().getByRole("button", { name: "Close" }).click();
    await expect.poll(() => new URL(store.page.url()).hash).toBe("");
    expect(await store.bookingDialog().isVisible()).toBe(false);
  });

  it("gives up on a booking widget that never loads after 5 tries, linking to the booking page", async () => {
    const store = await open("/?booking-widget=offline#book-a-fitting");
    const alert = store.page
      .getByRole("alert")
      .filter({ hasText: "Online booking is not available right now." });
    await alert.waitFor({ timeout: 10_000 });
    expect(await axeViolations(store.page)).toEqual([]);
    await alert.getByRole("link", { name: "Book a fitting on our booking page" }).click();
    await store.page.getByRole("heading", { level: 1, name: "Book a Fitting" }).waitFor();
    expect(new URL(store.page.url()).pathname).toBe("/pages/book-a-fitting");
  });

  it("shows a content page from the footer's links, with its booking link working, and passes axe", async () => {
    const store = await open("/");
    await store.footerLink("Privacy policy").click();
    await store.page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(await store.page.title()).toContain("Privacy Policy");
    expect(await axeViolations(store.page)).toEqual([]);
    await store.page
      .getByRole("complementary", { name: "More help" })
      .getByRole("link", { name: "Book a free fitting" })
      .click();
    await store.bookingDialog().waitFor({ timeout: 10_000 });
  });

  it("names each page in the tab, and after a link says the new page's name, as a page load would", async () => {
    const store = await open("/");
    const { page } = store;
    const announcer = page.locator("[data-page-announcer]");
    // The page's heading once its content has loaded (not the busy one that holds its place).
    const shownHeading = async (selector: string) => (await page.locator(selector).textContent()) ?? "";
    const named = async (name: string) => {
      await expect.poll(() => page.title()).toBe(`${name} | solekit reference store`);
      await expect.poll(() => announcer.textContent()).toBe(name);
    };
    expect(await page.title()).toBe("solekit reference store: shoes that fit");
    expect(await announcer.textContent()).toBe("");

    await store.footerLink("FAQs").click();
    await named(await shownHeading(".content-page:not([aria-busy]) h1"));

    // The FAQs' name stayed on every page opened next: the collection's, then a product's once it loaded.
    await store.menuLink("Adults").click();
    const collection = await shownHeading(".search-grid h1:not([aria-busy])");
    await named(collection);
    await new SearchGridPage(page).cards().first().getByRole("link").first().click();
    await named(await shownHeading("article.product-page h1"));

    await page.goBack();
    await named(collection);
  });

  it("opens the delivery drawer from its hash, moves focus in, and on Escape clears the hash without a history entry", async () => {
    const store = await open("/pages/help");
    const historyLength = await store.page.evaluate(() => history.length);
    await store.announcementBar().getByRole("button", { name: "Pause" }).click();
    await store.announcementBar().getByRole("link", { name: "Free delivery on orders over $100" }).click();
    const drawer = store.page.getByRole("dialog", { name: "Delivery and returns" });
    await drawer.waitFor();
    await expect.poll(() => drawer.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(store.page.url()).hash).toBe("#delivery");
    expect(await axeViolations(store.page)).toEqual([]);
    await store.page.keyboard.press("Escape");
    await expect.poll(() => new URL(store.page.url()).hash).toBe("");
    expect(await drawer.isVisible()).toBe(false);
    // The link's own navigation added one entry; closing replaced it instead of adding another.
    expect(await store.page.evaluate(() => history.length)).toBe(historyLength + 1);
  });

  it("remembers the shopper's 2-column grid choice across a reload", async () => {
    const store = await open("/search?query=boots");
    const grid = store.page.locator(".product-grid").first();
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    const two = store.page
      .getByRole("group", { name: "Grid columns" })
      .getByRole("button", { name: "2 columns" });
    await two.waitFor();
    await new SearchGridPage(store.page).waitForResults();
    await expect.poll(columns).toBe(3);
    expect(await two.getAttribute("aria-pressed")).toBe("false");
    await two.click();
    await expect.poll(columns).toBe(2);
    await store.open("/search?query=boots");
    await store.page.locator(".product-grid").first().waitFor();
    await expect.poll(columns).toBe(2);
    expect(await two.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the size guide as tables and the FAQs as questions", async () => {
    const store = await open("/pages/size-guide", { width: 390 });
    await store.page.getByRole("table", { name: "Baby" }).waitFor();
    expect(await store.page.getByRole("columnheader", { name: "Foot Length (CM)" }).count()).toBe(4);
    await store.page.goto("/pages/faqs");
    await store.page.getByText("How do I know my child's size?").click();
    await store.page.getByText("Book a free fitting in any store").waitFor();
    expect(await axeViolations(store.page)).toEqual([]);
  });

  it("paints the shell with no stylesheet request and downloads each of the first screen's files once", async () => {
    await context?.close();
    context = await (await launchBrowser()).newContext({ baseURL: inject("baseUrl"), locale: "en-AU" });
    const page = await context.newPage();
    const assets: string[] = [];
    let assetsBeforeSearch = -1;
    const failed: string[] = [];
    page.on("response", (response) => {
      if (!response.ok()) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/assets/")) assets.push(url.pathname);
      if (url.pathname === "/api/search/search.json" && assetsBeforeSearch < 0)
        assetsBeforeSearch = assets.length;
    });
    const document = await page.goto("/search?query=sneakers");
    // The shell's stylesheet is inline: nothing holds the first paint back.
    const html = (await document?.text()) ?? "";
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const inlined = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]);
    expect(inlined.length).toBeGreaterThan(0);
    for (const file of inlined) expect(file).toMatch(/^\/assets\/.+\.css$/);
    await new SearchGridPage(page).waitForResults();
    // The lazy dialogs' chunks too: they list the shell's stylesheet among their dependencies.
    await page.waitForLoadState("networkidle");
    expect(failed).toEqual([]);
    for (const file of inlined) expect(assets).not.toContain(file);
    const repeated = assets.filter((path, index) => assets.indexOf(path) !== index);
    expect(repeated).toEqual([]);
    // React, msw, the sandbox, the app, its entry and the page: a handful of files, not dozens.
    expect(assetsBeforeSearch).toBeGreaterThan(0);
    expect(assetsBeforeSearch).toBeLessThanOrEqual(13);
  });

  it("answers the sandbox's account services from its worker; a search page never loads the sandbox's handlers, the loyalty client, TanStack Query or the product form", async () => {
    await context?.close();
    context = await (await launchBrowser()).newContext({ baseURL: inject("baseUrl"), locale: "en-AU" });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith("/assets/") && path.endsWith(".js")) scripts.set(path, response.text());
    });
    // Text only the sandbox's sign-in portal handlers hold.
    const portalCode = "The email field is required when mobile phone is not present.";
    const holding = async (code: string) => {
      const found: string[] = [];
      for (const [path, text] of scripts) if ((await text).includes(code)) found.push(path);
      return found;
    };
    await page.goto("/search?query=sneakers");
    await new SearchGridPage(page).waitForResults();
    await page.waitForLoadState("networkidle");
    expect(await holding(portalCode)).toEqual([]);
    // Nor does a guest's page download the loyalty client (the balance's path is in it alone),
    // nor the product form, which the grid's look modal loads when opened: the action telling its
    // children the variant is in its machine alone (its size radio group's event names are not:
    // Vite puts some of the child slices in the app's chunk).
    expect(await holding("/profile/balances")).toEqual([]);
    expect(await holding("tellVariant")).toEqual([]);
    // Nor TanStack Query, the account area's server state (its own error for a query without a
    // function is in it alone): a member's hearts load it on demand.
    expect(await holding("Missing queryFn")).toEqual([]);
    // The sandbox's worker answers the portal's calls: the page never downloads their code.
    const answer = await page.evaluate(async () => {
      const response = await fetch("https://auth.solekit.test/api/auth/availability", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      return { status: response.status, body: await response.text() };
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toContain(portalCode);
    expect(await holding(portalCode)).toEqual([]);
  });

  const FIRST_SCREEN_READS = ["GET /api/search/search.json", "GET /cart"];

  it("sends the grid's first search and the cart's read before React has loaded, each once", async () => {
    await context?.close();
    context = await (await launchBrowser()).newContext({ baseURL: inject("baseUrl"), locale: "en-AU" });
    const page = await context.newPage();
    const sent: string[] = [];
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/search/search.json" || url.search === "?view=ajax")
        sent.push(`${request.method()} ${url.pathname}`);
    });
    // React's chunk is held until both requests are out.
    const react = await holdAsset(context, /\/assets\/react-[^/]*\.js$/);
    try {
      await page.goto("/search?query=sneakers", { waitUntil: "commit" });
      await expect.poll(() => sent.slice().sort(), { timeout: 20_000 }).toEqual(FIRST_SCREEN_READS);
      expect(react.requested()).toBe(true);
      expect(await page.locator(".product-card").count()).toBe(0);
    } finally {
      react.release();
    }
    await new SearchGridPage(page).waitForResults();
    await page.waitForLoadState("networkidle");
    // The grid and the cart took the answers over: neither asked again.
    expect(sent.slice().sort()).toEqual(FIRST_SCREEN_READS);
  });

  it("passes axe on the home page with the chrome at 390 px", async () => {
    const store = await open("/", { width: 390 });
    await store.page.getByRole("heading", { name: "Popular right now" }).waitFor();
    expect(await axeViolations(store.page)).toEqual([]);
  });
});
