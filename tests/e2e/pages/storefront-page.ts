import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** Page object of the storefront's shared layout: header, search dialog, developer panel. */
export class StorefrontPage {
  constructor(readonly page: Page) {}

  async open(path = "/"): Promise<void> {
    await this.page.goto(path);
  }

  searchButton(): Locator {
    return this.page.getByRole("button", { name: "Search our range of products" });
  }

  profileLink(): Locator {
    return this.page.getByRole("link", { name: /account|Fit Club/ });
  }

  shelf(title: string): Locator {
    return this.page.getByRole("list", { name: title, exact: true });
  }

  async productNames(title: string): Promise<string[]> {
    const names = this.shelf(title).locator(".product-card__name");
    await names.first().waitFor({ timeout: 15_000 });
    return names.allTextContents();
  }

  async gridColumns(title: string): Promise<number> {
    return this.shelf(title).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  }

  async openSearch(): Promise<Locator> {
    await this.searchButton().click();
    const input = this.page.getByPlaceholder("Search for products, ranges and more");
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    return input;
  }
}
