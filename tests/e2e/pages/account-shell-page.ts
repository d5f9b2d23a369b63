import type { Locator, Page } from "playwright-core";
import { DevPanel } from "./dev-panel";

/**
 * Page object of the account area's shell: the side navigation (a 'Menu' under 768 px), the
 * breadcrumb, the back link and the section's heading.
 */
export class AccountShellPage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in through the sandbox's emailed login link, as a shopper would. */
  async signIn(): Promise<void> {
    await new DevPanel(this.page).signInAsDemoMember();
  }

  /** Opens an account URL and waits for its heading. */
  async open(path = "/account"): Promise<void> {
    await this.page.goto(path);
    await this.heading().waitFor();
  }

  /** The section's heading (the page's h1 once the account area has rendered). */
  heading(): Locator {
    return this.page.getByRole("heading", { level: 1 }).and(this.page.locator(".account-area__title"));
  }

  /** The side navigation landmark. */
  nav(): Locator {
    return this.page.getByRole("navigation", { name: "Account" });
  }

  navLink(title: string): Locator {
    return this.nav().getByRole("link", { name: title, exact: true });
  }

  menuButton(): Locator {
    return this.nav().getByRole("button", { name: "Menu" });
  }

  logoutButton(): Locator {
    return this.nav().getByRole("button", { name: "Logout" });
  }

  breadcrumb(): Locator {
    return this.page.getByRole("navigation", { name: "Breadcrumb" });
  }

  backLink(): Locator {
    return this.page.getByRole("link", { name: /^Back to / });
  }

  /** The failure shown when the account's data could not load, with Try again. */
  loadError(): Locator {
    return this.page.getByRole("alert").filter({ hasText: "We couldn't load your account." });
  }

  /** Whether the section heading has focus. */
  async headingHasFocus(): Promise<boolean> {
    return this.heading().evaluate((heading) => heading === document.activeElement);
  }

  /** The stored tokens and session the page keeps (their keys), none after a logout. */
  async storedSession(): Promise<string[]> {
    return this.page.evaluate(() =>
      Object.keys(localStorage).filter(
        (key) => /token|customer-session/i.test(key) && Boolean(localStorage.getItem(key)),
      ),
    );
  }
}
