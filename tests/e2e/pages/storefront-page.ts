import type { Locator, Page } from "playwright-core";

/** A beacon event as the sandbox keeps it in its persisted state. */
export interface LoggedBeaconEvent {
  type: string;
  source: string;
  batch: number;
  event: { tag?: string; query?: string; products: { id: string; position?: number }[] };
}

/** Page object of the storefront's shared layout: the header's links, the sandbox's beacon log. */
export class StorefrontPage {
  constructor(readonly page: Page) {}

  async open(path = "/"): Promise<void> {
    await this.page.goto(path);
  }

  profileLink(): Locator {
    return this.page.getByRole("link", { name: /account|Fit Club/ });
  }

  /** The beacon log the sandbox persisted in localStorage. */
  async beaconLog(): Promise<LoggedBeaconEvent[]> {
    return this.page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("solekit-sandbox:"));
      const saved = key ? localStorage.getItem(key) : null;
      return saved ? ((JSON.parse(saved) as { beacon?: LoggedBeaconEvent[] }).beacon ?? []) : [];
    });
  }
}
