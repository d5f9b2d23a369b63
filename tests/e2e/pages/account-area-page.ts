import type { Locator, Page } from "playwright-core";
import { DevPanel } from "./dev-panel";

/** Page object of the account area's dashboard, Member offers and Fitting appointments. */
export class AccountAreaPage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in through an emailed login link, as a shopper would. */
  async signIn(): Promise<void> {
    await new DevPanel(this.page).signInAsDemoMember();
  }

  /** Opens a section by URL and waits for its heading. */
  async open(query: string, heading: string): Promise<void> {
    await this.page.goto(`/account${query}`);
    await this.heading(heading).waitFor();
  }

  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name });
  }

  /** A section's panel by its heading (a `section` named by its `h2`). */
  panel(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  rewardsPanel(): Locator {
    return this.panel("Rewards balance");
  }

  checklist(): Locator {
    return this.panel("Your Fit Club checklist");
  }

  kidsPrompt(): Locator {
    return this.panel("Add your kids' profiles");
  }

  /** The offers' banners (each an `article` in the list). */
  offerBanners(): Locator {
    return this.page.locator("ul.offers > li > article");
  }
}
