import type { Locator, Page } from "playwright-core";

/** Page object of the guest wishlist page (`/pages/wishlist`): what a guest hearted. */
export class GuestWishlistPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Your Wishlist" });
  }

  /** The saved products' list, once it shows them (not the skeleton while they load). */
  list(): Locator {
    return this.page.locator('ul[aria-label="Items in Your Wishlist"][aria-busy="false"]');
  }

  items(): Locator {
    // Not the loading skeleton's placeholders (hidden from assistive technology, no product).
    return this.list().locator("> li:not([aria-hidden='true'])");
  }

  /** The item of the product with that name. */
  itemOf(name: string): Locator {
    return this.items().filter({ has: this.page.locator(".wishlist-item__title", { hasText: name }) });
  }

  /** The products' names, in the page's order. */
  async names(): Promise<string[]> {
    return this.list().locator(".wishlist-item__title").allTextContents();
  }

  /** Each item's size line ('Size 9.5 · E'). */
  async sizes(): Promise<string[]> {
    return this.list().locator(".wishlist-item__size").allTextContents();
  }

  removeButton(name: string): Locator {
    return this.page.getByRole("button", { name: `Remove ${name} from wishlist` });
  }

  /** The cards of saved products the shop no longer has ('This product is no longer available'). */
  goneItems(): Locator {
    return this.items().filter({ hasText: "This product is no longer available" });
  }

  /** A gone card's Remove, named for what it removes (the card has no product name). */
  removeGoneButton(): Locator {
    return this.page.getByRole("button", { name: "Remove product no longer available from wishlist" });
  }

  /** The live region announcing a remove. */
  status(): Locator {
    return this.page.getByRole("status").filter({ hasText: "was removed from your wishlist" });
  }

  emptyState(): Locator {
    return this.page.getByText("Your Wishlist is empty");
  }

  signInLink(): Locator {
    return this.page.getByRole("link", { name: "Sign in or join", exact: true });
  }
}
