import type { Locator, Page } from "playwright-core";
import { DevPanel } from "./dev-panel";

/** Page object of the account area's Kids' profiles section, a child's page and their modals. */
export class AccountKidsPage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in through an emailed login link, as a shopper would. */
  async signIn(): Promise<void> {
    await new DevPanel(this.page).signInAsDemoMember();
  }

  /** Opens an account URL and waits for the page's h1 (`heading`). */
  async open(query = "section=kids-profiles", heading = "Kids' profiles"): Promise<void> {
    await this.page.goto(`/account?${query}`);
    await this.heading(heading).waitFor();
  }

  /** The page's h1 named `name`: the section's, or a child's page's own. */
  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  breadcrumb(): Locator {
    return this.page.getByRole("navigation", { name: "Breadcrumb" });
  }

  backLink(): Locator {
    return this.page.getByRole("link", { name: /^Back to / });
  }

  list(): Locator {
    return this.page.getByRole("list", { name: "Kids' profiles" });
  }

  card(name: string): Locator {
    return this.list()
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name }) });
  }

  /** Opens a child's page from its card. */
  async openChild(name: string): Promise<void> {
    await this.card(name).getByRole("link", { name: "view full profile" }).click();
    await this.section("IDENTIFIERS").waitFor();
  }

  /** A child page's section heading by its tag. */
  section(tag: string): Locator {
    return this.page.locator(`h2[id="${tag}"]`);
  }

  field(label: string): Locator {
    return this.page.locator("form.kid-form").first().getByLabel(label, { exact: true });
  }

  saveButton(): Locator {
    return this.page.locator("form.kid-form").first().getByRole("button", { name: "Save", exact: true });
  }

  measurementItems(scope: Locator | Page = this.page): Locator {
    return scope.locator(".kid-measurements__item");
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }

  /** The id of the element with focus. */
  focusedId(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.id ?? "");
  }

  /** Whether the page scrolls sideways (it must not, at any width). */
  overflowsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  }
}
