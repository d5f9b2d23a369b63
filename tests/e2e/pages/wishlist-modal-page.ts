import type { Locator, Page } from "playwright-core";

/** Page object of the members' hearts and the wishlist modal on storefront pages. */
export class WishlistModalPage {
  constructor(readonly page: Page) {}

  /** The product grid of a collection. */
  async openCollection(handle = "shop-all"): Promise<void> {
    await this.page.goto(`/collections/${handle}`);
    await this.cardHearts().first().waitFor();
  }

  /** Every heart on the product cards. */
  cardHearts(): Locator {
    return this.page.locator(".product-card .wishlist-heart");
  }

  /** The heart of the n-th card whose product is on no list yet. */
  async firstUnpressedCardHeart(): Promise<Locator> {
    const hearts = this.page.locator('.product-card .wishlist-heart[aria-pressed="false"]');
    await hearts.first().waitFor();
    return hearts.first();
  }

  /** The name a heart carries ("Add {name} to wishlist"). */
  async productName(heart: Locator): Promise<string> {
    const label = (await heart.getAttribute("aria-label")) ?? "";
    return label.replace(/^(Add|Remove) /, "").replace(/ (to|from) wishlist$/, "");
  }

  /** The heart of the product with that name. */
  heartOf(name: string): Locator {
    return this.page
      .getByRole("button", { name: new RegExp(`^(Add|Remove) ${escapeRegExp(name)} (to|from) wishlist$`) })
      .first();
  }

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: "Add to wishlist" });
  }

  /** Picks the first in-stock size in the size step and presses Next. */
  async chooseInStockSize(): Promise<void> {
    const dialog = this.dialog();
    const size = dialog
      .locator(".wishlist-size__group")
      .last()
      .locator(".wishlist-size__option:not(.wishlist-size__option--out)")
      .first();
    await size.waitFor();
    await size.click();
    await dialog.getByRole("button", { name: "Next" }).click();
  }

  headerHeart(): Locator {
    return this.page.locator(".header-wishlist");
  }

  /** The header's wishlist link, by its accessible name ('Wishlist, 1 item', 'Wishlist, 17 items'). */
  headerLink(): Locator {
    return this.page.getByRole("link", { name: /^Wishlist, \d+ items?$/ });
  }

  /** The page's notice while it shows an error (an alert). */
  errorNotice(): Locator {
    return this.page.locator(".notice-region[role='alert']");
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
