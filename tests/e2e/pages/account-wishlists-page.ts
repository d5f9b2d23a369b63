import type { Locator, Page } from "playwright-core";
import { savedSandboxPart } from "../support/sandbox-storage";
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

  /** The page's h1 named `name`: 'Wishlist' on the overview, a list's title on its page. */
  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  breadcrumb(): Locator {
    return this.page.getByRole("navigation", { name: "Breadcrumb" });
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
    await this.heading(title).waitFor();
  }

  /**
   * The id of the demo member's list named `name`, from the sandbox's saved data (so no screen has
   * to read the lists first).
   */
  async sandboxListId(name: string): Promise<number> {
    const lists = (await savedSandboxPart(this.page, "customer"))?.wishlists ?? [];
    const id = lists.find((list) => list.name === name)?.id;
    if (id === undefined) throw new Error(`the sandbox has no list named ${name}`);
    return id;
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

  /** A list item's 'Edit Item' modal. */
  editItemDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Edit Item" });
  }

  /** The Edit Item modal's button: 'Select size', 'Update wishlist' or 'Notify me when {size} is back'. */
  editItemAction(): Locator {
    return this.editItemDialog().getByRole("button", {
      name: /^(Select size|Update wishlist|Notify me when .+ is back)$/,
    });
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
