import type { Locator, Page } from "playwright-core";

/** Page object of the product page (`/products/:handle`). */
export class ProductPage {
  constructor(readonly page: Page) {}

  async open(handle: string, search = ""): Promise<void> {
    await this.page.goto(`/products/${handle}${search}`);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  sizes(): Locator {
    return this.page.getByRole("radiogroup", { name: /^(Size|Amount)(:|$)/ });
  }

  /** The size group's heading: 'Size: 5.5' once a size is chosen. */
  sizeHeading(): Locator {
    return this.page.locator(".size-selector__label", { hasText: /^(Size|Amount)(:|$)/ });
  }

  size(label: string | RegExp): Locator {
    return this.sizes().getByRole("radio", { name: label, exact: typeof label === "string" });
  }

  unit(name: string): Locator {
    return this.page.getByRole("radiogroup", { name: "Size unit" }).getByRole("radio", { name, exact: true });
  }

  width(name: string): Locator {
    return this.page.getByRole("radiogroup", { name: "Width" }).getByRole("radio", { name, exact: true });
  }

  addButton(): Locator {
    return this.page.locator(".add-to-cart");
  }

  emailInput(): Locator {
    return this.page.getByLabel("Email me when this size is back");
  }

  notifyButton(): Locator {
    return this.page.getByRole("button", { name: "Notify me", exact: true });
  }

  /** The back-in-stock success message that replaces the email box. */
  subscribedMessage(): Locator {
    return this.page.getByText("Thanks! We'll email you when this size is back in stock.");
  }

  /** Whether the element a locator finds has focus. */
  isFocused(locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => element === document.activeElement);
  }

  alerts(): Locator {
    return this.page.locator(".form-error");
  }

  variantParam(): string | null {
    return new URL(this.page.url()).searchParams.get("variant");
  }

  /** The sandbox cart, read through the storefront's cart endpoint. */
  async cartLines(): Promise<
    { variant_id: number; quantity: number; properties: Record<string, string> | null }[]
  > {
    return this.page.evaluate(async () => {
      const response = await fetch("https://shop.solekit.test/cart?view=ajax", {
        headers: { Accept: "application/json" },
      });
      const cart = (await response.json()) as {
        items: { variant_id: number; quantity: number; properties: Record<string, string> | null }[];
      };
      return cart.items;
    });
  }
}
