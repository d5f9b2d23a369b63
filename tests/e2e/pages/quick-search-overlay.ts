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

  /**
   * Types through an input method, as a Japanese or Chinese keyboard does: each of `drafts` is
   * the composition so far (`compositionstart`, then `compositionupdate`s), then `committed` is
   * inserted and the composition ends (`compositionend`). Chromium's IME emulation over CDP.
   */
  async composeQuery(drafts: string[], committed: string, pauseMs = 0): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    for (const text of drafts) {
      await cdp.send("Input.imeSetComposition", {
        text,
        selectionStart: text.length,
        selectionEnd: text.length,
      });
      if (pauseMs) await this.page.waitForTimeout(pauseMs);
    }
    await cdp.send("Input.insertText", { text: committed });
    await cdp.detach();
  }

  /** Records the `q` of every suggest request the page sends, from the next document on. */
  async recordSuggestRequests(): Promise<void> {
    await this.page.addInitScript(() => {
      const recorded = window as unknown as { __suggests: string[] };
      recorded.__suggests = [];
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === "/api/suggest/query") recorded.__suggests.push(url.searchParams.get("q") ?? "");
        return original(input, init);
      };
    });
  }

  async suggestRequests(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __suggests: string[] }).__suggests);
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

  /**
   * Waits until the panel is not refreshing (no newer query loading over the results it shows),
   * so a check reads the settled results; the refreshing state has its own test.
   */
  async settled(): Promise<void> {
    await this.page.waitForFunction(
      () => !document.querySelector(".quick-search__body[data-loading]"),
      null,
      {
        timeout: 15_000,
      },
    );
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
