import type { Locator, Page } from "playwright-core";
import { sandboxCommand, savedSandboxPart } from "../support/sandbox-storage";
import { DevPanel } from "./dev-panel";

/** Page object of the account area's Orders section: the list, the pager and an order's detail. */
export class AccountOrdersPage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in through an emailed login link, as a shopper would. */
  async signIn(): Promise<void> {
    await new DevPanel(this.page).signInAsDemoMember();
  }

  /** Opens `/account?section=orders` with extra parameters (`page=2`, `child=…`). */
  async open(params = ""): Promise<void> {
    await this.page.goto(`/account?section=orders${params ? `&${params}` : ""}`);
    await this.sectionHeading().waitFor();
  }

  sectionHeading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Orders" });
  }

  toggle(name: "Completed orders" | "Pending orders"): Locator {
    return this.page.getByRole("group", { name: "Order type" }).getByRole("button", { name });
  }

  /** The order cards shown, once loaded. */
  cards(): Locator {
    return this.page.locator(".orders__list > li");
  }

  async waitForCards(): Promise<void> {
    await this.cards().first().waitFor();
  }

  pager(): Locator {
    return this.page.getByRole("navigation", { name: "Orders pages" });
  }

  pagerPosition(): Locator {
    return this.pager().locator(".pager__position");
  }

  previous(): Locator {
    return this.pager().getByRole("button", { name: "Previous" });
  }

  next(): Locator {
    return this.pager().getByRole("button", { name: "Next" });
  }

  viewOrderLinks(): Locator {
    return this.page.getByRole("link", { name: /^View order/ });
  }

  detailHeading(): Locator {
    return this.page.getByRole("heading", { level: 2, name: /^Order #/ });
  }

  backLink(): Locator {
    return this.page.getByRole("link", { name: /^Back to / });
  }

  /**
   * Empties the demo customer's orders and platform transactions in the sandbox's state (its
   * service worker, which the page must be controlled by), then opens the list.
   */
  async emptySandboxOrders(): Promise<void> {
    const customer = await savedSandboxPart(this.page, "customer");
    customer.orders = [];
    customer.platformTransactions = [];
    await sandboxCommand(this.page, {
      command: "restore-parts",
      parts: { customer: JSON.stringify(customer) },
    });
    await this.open();
  }
}
