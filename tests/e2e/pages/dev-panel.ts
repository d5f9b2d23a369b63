import type { Locator, Page } from "playwright-core";
import type { SandboxSavedParts } from "../../../src/sandbox";
import { sandboxCommand, seedSandboxParts } from "../support/sandbox-storage";

/**
 * The `localStorage` and the sandbox's state a fresh context had right after a sign-in as a
 * shopper, and when (see `DevPanel.signInAsDemoMember`). Module state: the browser test files of
 * a worker share it (tests/e2e/vitest.config.ts, `isolate: false`).
 */
let signedIn: { storage: [string, string][]; sandbox: SandboxSavedParts; at: number } | undefined;

/**
 * How long a captured sign-in is put back: well inside the sandbox's ID token lifetime (15 min,
 * refreshed 30 s early), so a restored session meets no refresh a fresh sign-in would not.
 */
const SIGNED_IN_REUSE_MS = 5 * 60_000;

/** Page object of the reference UI's developer panel (sandbox controls and inbox). */
export class DevPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    const summary = this.page.getByText("Developer panel", { exact: true });
    const details = this.page.locator("details.dev-panel");
    if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open))) await summary.click();
  }

  /** Closes the panel, so it covers nothing on the page. */
  async close(): Promise<void> {
    const details = this.page.locator("details.dev-panel");
    if (await details.evaluate((el) => (el as HTMLDetailsElement).open)) {
      await this.page.getByText("Developer panel", { exact: true }).click();
    }
  }

  /** Sets the sandbox's failure rate ("1": every request fails with a 500), then closes the panel. */
  async setFailureRate(rate: "0" | "0.1" | "0.5" | "1"): Promise<void> {
    await this.open();
    await this.failureRate().selectOption(rate);
    await this.close();
  }

  /** The failure-rate control: "0" none, "0.1", "0.5", "1" every request fails. */
  failureRate(): Locator {
    return this.page.locator("details.dev-panel").getByLabel("Failure rate");
  }

  /**
   * Sets the loyalty session's fault (it holds across page loads in this tab until set back to
   * "none"), then closes the panel.
   */
  async setSessionFault(fault: "none" | "token-5xx" | "token-offline" | "refused"): Promise<void> {
    await this.open();
    await this.sessionFault().selectOption(fault);
    await this.close();
  }

  /**
   * Sets the wishlist service's fault (it holds across page loads in this tab until set back to
   * "none"), then closes the panel.
   */
  async setWishlistFault(fault: "none" | "lists-5xx"): Promise<void> {
    await this.open();
    await this.page.locator("details.dev-panel").getByLabel("Wishlists").selectOption(fault);
    await this.close();
  }

  /** The loyalty session's fault control ("none", "token-5xx", "token-offline", "refused"). */
  sessionFault(): Locator {
    return this.page.locator("details.dev-panel").getByLabel("Loyalty session");
  }

  /**
   * Signs the demo customer in and leaves the page on the home page, signed in, the panel closed.
   *
   * A worker's first sign-in in a fresh context goes as a shopper's does: on the home page,
   * emails a login link from the panel, opens it from the inbox, waits for the profile icon to
   * lead to `/account`. What that left in the page's `localStorage` (the customer session) and the
   * sandbox's state is kept, and the worker's later sign-ins in other fresh contexts, for five
   * minutes, put it back and open the home page: the same signed-in state, without the panel, the
   * inbox and a second page load. A context the test has already used (a guest's cart or
   * wishlist, a fault set) signs in as a shopper does, every time; so do the sign-in tests, which
   * go through the account modal.
   */
  async signInAsDemoMember(): Promise<void> {
    const fresh = await this.inFreshContext();
    const reusable = signedIn && Date.now() - signedIn.at < SIGNED_IN_REUSE_MS ? signedIn : undefined;
    if (fresh && reusable) {
      const entries = reusable.storage;
      await this.page.evaluate((stored) => {
        for (const [key, value] of stored) localStorage.setItem(key, value);
      }, entries);
      await seedSandboxParts(this.page, reusable.sandbox);
      await this.page.goto("/");
    } else {
      await this.page.goto("/");
      await this.open();
      await this.emailLoginLinkButton().click();
      await this.loginLinks().first().click();
    }
    await this.page.waitForFunction(() => document.querySelector('a[href="/account"]') !== null);
    if (fresh && !reusable) {
      const storage = await this.storageOnceSettled();
      signedIn = {
        storage,
        sandbox: await sandboxCommand(this.page, { command: "saved-parts" }),
        at: Date.now(),
      };
    }
    await this.close();
  }

  /**
   * The page's local storage once it has settled: the login link's page can still hand over to
   * the page it returns to (a navigation) after the header already shows the member, and a read
   * during it fails with "Execution context was destroyed" (a CI run met it once).
   */
  private async storageOnceSettled(): Promise<[string, string][]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.page.evaluate(() => Object.entries(localStorage));
      } catch (error) {
        if (attempt >= 3 || !/Execution context was destroyed/.test(String(error))) throw error;
        await this.page.waitForLoadState("load");
        await this.page.waitForFunction(() => document.querySelector('a[href="/account"]') !== null);
      }
    }
  }

  /**
   * Whether the page's origin has no storage, service worker or cookie yet (a context no page of
   * the shop has run in). Opens the shop's `robots.txt` (no script of the shop runs) to ask on
   * its origin.
   */
  private async inFreshContext(): Promise<boolean> {
    if (this.page.context().pages().length > 1) return false;
    await this.page.goto("/robots.txt");
    return this.page.evaluate(
      async () =>
        localStorage.length === 0 &&
        sessionStorage.length === 0 &&
        document.cookie === "" &&
        (await navigator.serviceWorker.getRegistrations()).length === 0 &&
        (await indexedDB.databases()).length === 0,
    );
  }

  emailLoginLinkButton(): Locator {
    return this.page.getByRole("button", { name: /^Email a login link to / });
  }

  loginLinks(): Locator {
    return this.page.getByRole("link", { name: "open login link" });
  }

  /** Empties the demo customer's children (the page reloads). */
  async removeDemoChildren(): Promise<void> {
    await this.open();
    await Promise.all([
      this.page.waitForEvent("load"),
      this.page.getByRole("button", { name: "Remove the demo children" }).click(),
    ]);
  }

  signOutButton(): Locator {
    return this.page.getByRole("button", { name: "Sign out of the sandbox" });
  }
}
