import type { BrowserContext, Page } from "playwright-core";
import { AccountShellPage } from "./pages/account-shell-page";
import { DevPanel } from "./pages/dev-panel";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

const signedInIcon = (page: Page) => page.getByRole("link", { name: "My account (signed in)" });

describe("the session while the loyalty ID token is refreshed (DESIGN.md 'Session')", () => {
  let context: BrowserContext;
  let page: Page;
  let account: AccountShellPage;
  let panel: DevPanel;

  beforeEach(async () => {
    context = await newContext();
    page = await context.newPage();
    account = new AccountShellPage(page);
    panel = new DevPanel(page);
  });

  afterEach(async () => {
    await context.close();
  });

  afterAll(async () => {
    await closeBrowser();
  });

  it.each([
    ["token-5xx", "a 5xx"],
    ["token-offline", "no connection"],
  ] as const)(
    "a token refresh that meets %s (%s) keeps the member signed in, with Try again",
    async (fault, _name) => {
      // The token service fails from before the member signs in: every token the page asks for fails.
      await page.goto("/");
      await panel.setSessionFault(fault);
      await account.signIn();
      await account.open("/account?section=orders");
      // The refresh fails, is retried, and the page says so.
      await account.loadError().waitFor({ timeout: 30_000 });
      expect(await account.loadError().textContent()).toContain("You're still signed in.");
      expect(new URL(page.url()).pathname).toBe("/account");
      expect(await signedInIcon(page).count()).toBe(1);
      expect(await account.heading().textContent()).toBe("Orders");
      expect(await axeViolations(page)).toEqual([]);

      // The token service is back: Try again loads the section, still signed in.
      await panel.setSessionFault("none");
      await account.loadError().getByRole("button", { name: "Try again" }).click();
      await account.loadError().waitFor({ state: "detached" });
      await page.locator(".account-area__main .section-skeleton").waitFor({ state: "detached" });
      expect(await signedInIcon(page).count()).toBe(1);
      expect(await account.storedSession()).toContain("omneo-id-token");
    },
  );

  it("a 401 for a fresh token too ends the session: the logout page with the account hash", async () => {
    await account.signIn();
    // The page leaves as soon as its next loyalty call is refused twice: no panel to close.
    await panel.open();
    await panel.sessionFault().selectOption("refused");
    await page.goto("/account?section=addresses");
    await page.waitForURL((url) => url.pathname === "/account/logout" && url.hash === "#account", {
      timeout: 15_000,
    });
    await page.getByRole("heading", { level: 1, name: "You're logged out" }).waitFor();
    expect(await account.storedSession()).toEqual([]);
    await page.goto("/account");
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#account");
  });
});

describe("Logout ends the session before the logout page shows", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("an /account opened in another tab right after pressing Logout goes to sign in", async () => {
    const first = await context.newPage();
    const account = new AccountShellPage(first);
    await account.signIn();
    await account.open("/account");
    await first.locator(".account-area__main .section-skeleton").waitFor({ state: "detached" });

    // The first tab's logout page takes its time to arrive: the session must already be over.
    let releaseLogoutPage: () => void = () => undefined;
    const logoutPageHeld = new Promise<void>((resolve) => {
      releaseLogoutPage = resolve;
    });
    await first.route(
      (url) => url.pathname === "/account/logout",
      async (route) => {
        await logoutPageHeld;
        await route.continue();
      },
    );
    const second = await context.newPage();
    // Pressed as a shopper would; the click does not wait for the held logout page.
    await account.logoutButton().evaluate((button) => (button as HTMLButtonElement).click());
    // At once, while the first tab still waits for the logout page.
    await second.goto("/account");
    await second.waitForURL((url) => url.pathname === "/" && url.hash === "#account");
    expect(await second.getByRole("link", { name: "My account (signed in)" }).count()).toBe(0);
    expect(new URL(first.url()).pathname).toBe("/account");

    releaseLogoutPage();
    await first.waitForURL((url) => url.pathname === "/account/logout");
    await first.getByRole("heading", { level: 1, name: "You're logged out" }).waitFor();
    expect(await account.storedSession()).toEqual([]);
  });
});
