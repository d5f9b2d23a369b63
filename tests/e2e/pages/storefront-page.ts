import type { Locator, Page } from "playwright-core";

/** Page object of the storefront's shared layout: the header's links. */
export class StorefrontPage {
  constructor(readonly page: Page) {}

  async open(path = "/"): Promise<void> {
    await this.page.goto(path);
  }

  profileLink(): Locator {
    return this.page.getByRole("link", { name: /account|Fit Club/ });
  }
}
