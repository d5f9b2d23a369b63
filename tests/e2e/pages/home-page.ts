import type { Locator, Page } from "playwright-core";
import { StorefrontPage } from "./storefront-page";

export type { LoggedBeaconEvent } from "./storefront-page";

/** Page object of the home page's carousels and the developer panel's beacon count. */
export class HomePage extends StorefrontPage {
  constructor(page: Page) {
    super(page);
  }

  carousel(title: string): Locator {
    return this.page.getByRole("region", { name: title, exact: true });
  }

  /** The carousel's scrolling list of products (of the selected tab, for a tabbed carousel). */
  track(title: string): Locator {
    return this.carousel(title).locator(".carousel__track:visible");
  }

  async carouselProductNames(title: string): Promise<string[]> {
    const names = this.track(title).locator(".product-card__name");
    await names.first().waitFor({ timeout: 15_000 });
    return names.allTextContents();
  }

  /** How many products one view of the carousel shows. */
  async productsPerView(title: string): Promise<number> {
    await this.carouselProductNames(title);
    return this.track(title).evaluate((list) => {
      const item = list.querySelector("li");
      return item ? Math.round(list.clientWidth / item.getBoundingClientRect().width) : 0;
    });
  }

  async scrollPosition(title: string): Promise<number> {
    return this.track(title).evaluate((list) => list.scrollLeft);
  }

  previousButton(title: string): Locator {
    return this.carousel(title).getByRole("button", { name: "Previous products" });
  }

  nextButton(title: string): Locator {
    return this.carousel(title).getByRole("button", { name: "Next products" });
  }

  tab(carouselTitle: string, name: string): Locator {
    return this.carousel(carouselTitle).getByRole("tab", { name, exact: true });
  }

  /** The visible tab panel of a tabbed carousel. */
  visiblePanel(carouselTitle: string): Locator {
    return this.carousel(carouselTitle).getByRole("tabpanel");
  }

  /** The developer panel's count of beacon events the sandbox received. */
  async beaconEventCount(): Promise<number> {
    const details = this.page.locator("details.dev-panel");
    if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
    const text = (await this.page.locator(".dev-panel__beacon").textContent()) ?? "";
    return Number(/received: (\d+)/.exec(text)?.[1] ?? Number.NaN);
  }
}
