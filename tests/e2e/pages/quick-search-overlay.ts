import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

const OPEN_LABEL = "Search our range of products";

/** Page object of the header's quick-search overlay, driven as a shopper would. */
export class QuickSearchOverlay {
  constructor(readonly page: Page) {}

  openButton(): Locator {
    return this.page.getByRole("button", { name: OPEN_LABEL });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: OPEN_LABEL });
  }

  input(): Locator {
    return this.page.getByRole("combobox", { name: OPEN_LABEL });
  }

  group(name: string): Locator {
    return this.dialog().getByRole("group", { name, exact: true });
  }

  /** An option by its accessible name (a string matches it exactly). */
  option(name: string | RegExp): Locator {
    return this.dialog().getByRole("option", { name, exact: typeof name === "string" });
  }

  status(): Locator {
    return this.dialog().getByRole("status");
  }

  /** Opens the overlay with a click and waits for focus in the input. */
  async open(): Promise<void> {
    await this.openButton().click();
    await this.expectInputFocused();
  }

  async expectInputFocused(): Promise<void> {
    await expect.poll(() => this.input().evaluate((el) => el === document.activeElement)).toBe(true);
  }

  async isFocused(locator: Locator): Promise<boolean> {
    return locator.evaluate((el) => el === document.activeElement);
  }

  /** Types text key by key, as a shopper does (each keystroke is an input event). */
  async typeQuery(text: string): Promise<void> {
    await this.input().pressSequentially(text, { delay: 40 });
  }

  async replaceQuery(text: string): Promise<void> {
    await this.input().fill("");
    await this.typeQuery(text);
  }

  /** Waits for the Suggested Searches column and returns its options' texts. */
  async seeSuggestions(): Promise<string[]> {
    const options = this.group("Suggested Searches").getByRole("option");
    await options.first().waitFor({ timeout: 15_000 });
    return options.allTextContents();
  }

  async seeProducts(): Promise<string[]> {
    const options = this.group("Products").getByRole("option");
    await options.first().waitFor({ timeout: 15_000 });
    return options.allTextContents();
  }

  async seeStatus(text: string | RegExp): Promise<void> {
    await expect.poll(() => this.status().textContent(), { timeout: 15_000 }).toMatch(text);
  }

  /** The text of the option `aria-activedescendant` points at, or null. */
  async activeOptionText(): Promise<string | null> {
    const id = await this.input().getAttribute("aria-activedescendant");
    if (!id) return null;
    return this.page.locator(`[id="${id}"]`).textContent();
  }

  viewAllLink(): Locator {
    return this.dialog().getByRole("link", { name: /^View \d[\d,]* products?$/ });
  }
}
