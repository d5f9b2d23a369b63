import type { Locator, Page } from "playwright-core";
import { sandboxHosts } from "../../../src/sandbox";
import { DevPanel } from "./dev-panel";

/** Page object of the cart: the header's bag, the mini cart, the /cart page and the notice. */
export class CartJourney {
  constructor(readonly page: Page) {}

  /** Puts units of a variant in the sandbox cart through its AJAX API, as another tab would. */
  async seed(variantId: number, quantity = 1): Promise<void> {
    const status = await this.page.evaluate(
      async ({ url, body }) =>
        (await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body })).status,
      {
        url: `${sandboxHosts.shop}/cart/add.js`,
        body: JSON.stringify({ items: [{ id: variantId, quantity }] }),
      },
    );
    if (status !== 200) throw new Error(`seeding the cart answered ${status}`);
  }

  /** Units the sandbox's cart holds (what the server accepted). */
  serverCount(): Promise<number> {
    return this.page.evaluate(
      async (url) => ((await (await fetch(url)).json()) as { item_count: number }).item_count,
      `${sandboxHosts.shop}/cart?view=ajax`,
    );
  }

  bagButton(): Locator {
    return this.page.getByRole("button", { name: /^Bag, \d+ items?$/ });
  }

  /** The bag button's id (a React id: unique per button on the page). */
  async bagButtonId(): Promise<string> {
    return (await this.bagButton().getAttribute("id")) ?? "";
  }

  count(): Locator {
    return this.page.getByTestId("cart-count");
  }

  miniCart(): Locator {
    return this.page.getByRole("dialog", { name: /^Your bag/ });
  }

  line(title: string): Locator {
    return this.page.getByRole("listitem").filter({ has: this.page.getByRole("link", { name: title }) });
  }

  quantityInput(title: string): Locator {
    return this.page.getByRole("spinbutton", { name: `Quantity of ${title}` });
  }

  increase(title: string): Locator {
    return this.page.getByRole("button", { name: `Increase quantity of ${title}` });
  }

  remove(title: string): Locator {
    return this.page.getByRole("button", { name: `Remove ${title}` });
  }

  /** A gift card line's From, To, Email and Message, as `name: value` rows. */
  giftCardDetails(title: string): Promise<string[]> {
    return this.line(title)
      .locator(".cart-line__gift-card > div")
      .evaluateAll((rows) =>
        rows.map((row) => `${row.querySelector("dt")?.textContent}: ${row.querySelector("dd")?.textContent}`),
      );
  }

  notice(): Locator {
    return this.page.getByRole("alert");
  }

  pwpPopup(): Locator {
    return this.page.getByRole("dialog", { name: "Socks for the school week" });
  }

  /** The id of the focused element. */
  focusedId(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.id ?? "");
  }

  /** The accessible name (aria-label or text) of the focused element. */
  focusedName(): Promise<string> {
    return this.page.evaluate(
      () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
    );
  }

  /** Sets the sandbox's latency through the developer panel, then closes it so it covers nothing. */
  async setLatency(value: "none" | "normal" | "slow" | "very-slow"): Promise<void> {
    const panel = new DevPanel(this.page);
    await panel.open();
    await this.page.locator("details.dev-panel").getByLabel("Latency").selectOption(value);
    await panel.close();
  }
}
