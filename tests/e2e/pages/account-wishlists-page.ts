import type { Locator, Page } from "playwright-core";
import { DevPanel } from "./dev-panel";

/** Page object of the account area's Wishlist section: overview, a list's page, the popover. */
export class AccountWishlistsPage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in through an emailed login link, as a shopper would. */
  async signIn(): Promise<void> {
    await new DevPanel(this.page).signInAsDemoMember();
  }

  async open(query = "section=wishlist"): Promise<void> {
    await this.page.goto(`/account?${query}`);
    await this.page.getByRole("heading", { level: 1, name: "Wishlist" }).waitFor();
  }

  /** The overview's list of wishlists. */
  lists(): Locator {
    return this.page.getByRole("list", { name: "Wishlist" });
  }

  cards(): Locator {
    return this.lists().getByRole("listitem");
  }

  /** The card of the list titled `title`. */
  card(title: string): Locator {
    return this.cards().filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }

  /** Follows a card's 'View wishlist'. */
  async openList(title: string): Promise<void> {
    await this.card(title)
      .getByRole("link", { name: `View wishlist: ${title}` })
      .click();
    await this.page.getByRole("heading", { level: 2, name: title }).waitFor();
  }

  createButton(): Locator {
    return this.page.getByRole("button", { name: "Create wishlist" });
  }

  popover(name: "Create wishlist" | "Edit wishlist"): Locator {
    return this.page.getByRole("dialog", { name });
  }

  /** A list page's grid of items. */
  items(title: string): Locator {
    return this.page.getByRole("list", { name: `Items in ${title}` }).getByRole("listitem");
  }

  bagButton(): Locator {
    return this.page.getByRole("button", { name: /^(Add items to bag|Out of Stock)$/ });
  }

  miniCart(): Locator {
    return this.page.getByRole("dialog", { name: /^Your bag/ });
  }

  /** The id of the element with focus. */
  focusedId(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.id ?? "");
  }

  /** The accessible text of the element with focus. */
  focusedText(): Promise<string> {
    return this.page.evaluate(
      () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
    );
  }
}
