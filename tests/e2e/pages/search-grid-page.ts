import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { disclosureSigns } from "../support/disclosure";

/** Page object of the search and collection grids (`/search`, `/collections/:handle`). */
export class SearchGridPage {
  constructor(readonly page: Page) {}

  /** Counts the search requests the page sends, from the next document on. */
  async countSearchRequests(): Promise<void> {
    await this.page.addInitScript(() => {
      const counted = window as unknown as { __searches: number };
      counted.__searches = 0;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const href = input instanceof Request ? input.url : String(input);
        if (href.includes("/api/search/search.json")) counted.__searches++;
        return original(input, init);
      };
    });
  }

  /** Counts `history.pushState` and `history.replaceState` calls, from the next document on. */
  async countHistoryWrites(): Promise<void> {
    await this.page.addInitScript(() => {
      const counted = window as unknown as { __historyWrites: number };
      counted.__historyWrites = 0;
      for (const method of ["pushState", "replaceState"] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History["pushState"]>) => {
          counted.__historyWrites++;
          original(...args);
        };
      }
    });
  }

  async historyWrites(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __historyWrites: number }).__historyWrites);
  }

  /** Size of the current history entry's state, as JSON characters. */
  async historyStateSize(): Promise<number> {
    return this.page.evaluate(() => JSON.stringify(history.state ?? null).length);
  }

  /** How many entries the tab's history holds (`history.length`). */
  async historyLength(): Promise<number> {
    return this.page.evaluate(() => history.length);
  }

  async searchRequests(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __searches: number }).__searches);
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitForResults();
  }

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  grid(): Locator {
    return this.page.getByRole("list", { name: "Results", exact: true });
  }

  cards(): Locator {
    return this.grid().locator(".product-card");
  }

  resultCount(): Locator {
    return this.page.locator(".search-grid__count");
  }

  /** Waits until the grid shows results (skeletons gone). */
  async waitForResults(): Promise<void> {
    await expect.poll(() => this.grid().getAttribute("aria-busy"), { timeout: 15_000 }).toBe("false");
  }

  params(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  async cardNames(): Promise<string[]> {
    return this.cards().locator(".product-card__name").allTextContents();
  }

  /** The checkbox of a list-facet value, opening its facet when closed. */
  async facetValue(
    facet: string,
    value: string,
    scope: Locator = this.page.locator("body"),
  ): Promise<Locator> {
    const details = scope.locator("details.facet", { has: this.page.locator("summary", { hasText: facet }) });
    if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
    return details.getByRole("checkbox", { name: new RegExp(`^${value} \\(\\d+\\)$`) });
  }

  /**
   * Each facet in `scope` as a shopper sees its heading: the label, whether it is open, and the
   * sign beside it that says it opens and closes (the summary's `::after`: drawn or not, and how
   * it is turned).
   */
  facetHeadings(scope: Locator = this.page.locator("body")) {
    return disclosureSigns(scope.locator("details.facet > summary"));
  }

  async firstValueOf(facet: string): Promise<string> {
    const details = this.page.locator("details.facet", {
      has: this.page.locator("summary", { hasText: facet }),
    });
    const label = await details.locator("label").first().textContent();
    return (label ?? "").replace(/\s*\(\d+\)\s*$/, "").trim();
  }

  async setMaxPrice(value: number): Promise<void> {
    await this.page.getByRole("slider", { name: "Maximum Price" }).fill(String(value));
  }

  /** The price slider's handles, its label ("$10 – $120") and its bounds, in `scope`. */
  async priceSlider(scope: Locator = this.page.locator("body")) {
    const min = scope.getByRole("slider", { name: "Minimum Price" });
    const max = scope.getByRole("slider", { name: "Maximum Price" });
    return {
      min,
      max,
      label: scope.locator(".price-slider output"),
      bottom: Number(await min.getAttribute("min")),
      top: Number(await max.getAttribute("max")),
      step: Number(await min.getAttribute("step")),
    };
  }

  /** Focuses `handle` and presses `key` on it `times` times, as a keyboard user does. */
  async pressOn(handle: Locator, key: string, times: number): Promise<void> {
    await handle.focus();
    for (let press = 0; press < times; press++) await handle.press(key);
  }

  async sortBy(label: string): Promise<void> {
    await this.page.locator("summary", { hasText: "Sort By" }).click();
    await this.page.getByRole("radio", { name: label }).check();
  }

  /**
   * Clicks a sort option without asserting that it stays chosen: a change the service refuses is
   * rolled back, and on a busy machine the rollback can land before a `check()` reads the radio.
   */
  async clickSort(label: string): Promise<void> {
    await this.page.locator("summary", { hasText: "Sort By" }).click();
    await this.page.getByRole("radio", { name: label }).click();
  }

  loadMore(): Locator {
    return this.page.getByRole("button", { name: "Load More" });
  }

  /** The grid's 'Sorry, we couldn't load the products' alert, with its Try again button. */
  loadError(): Locator {
    return this.page.getByRole("alert").filter({ hasText: "Sorry, we couldn't load the products." });
  }

  loadPrevious(): Locator {
    return this.page.getByRole("button", { name: "Load Previous" });
  }

  async expectCards(count: number): Promise<void> {
    await expect.poll(() => this.cards().count(), { timeout: 15_000 }).toBe(count);
  }

  filterDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Filters" });
  }

  async scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }
}
