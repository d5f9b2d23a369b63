import type { Locator, Page } from "playwright-core";
import { DevPanel } from "./dev-panel";

/** Page object of My Rewards (`/account?section=fit-club`) and its two modals. */
export class AccountRewardsPage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in through an emailed login link, as a shopper would. */
  async signIn(): Promise<void> {
    await new DevPanel(this.page).signInAsDemoMember();
  }

  async open(): Promise<void> {
    await this.page.goto("/account?section=fit-club");
    await this.page.getByRole("heading", { level: 1, name: "My Rewards" }).waitFor();
    await this.tab("Active").waitFor();
  }

  tab(name: "Active" | "Past"): Locator {
    return this.page.getByRole("tab", { name: new RegExp(`^${name}`) });
  }

  panel(): Locator {
    return this.page.getByRole("tabpanel");
  }

  /** The rows of the history page shown (one per reward). */
  rows(): Locator {
    return this.panel().locator("tbody tr");
  }

  pager(): Locator {
    return this.page.getByRole("navigation", { name: "Rewards history" });
  }

  /** The violet 'Rewards: $…' chip in the header. */
  chip(): Locator {
    return this.page.getByRole("link", { name: /^Rewards: \$/ });
  }

  checklist(): Locator {
    return this.page.getByRole("region", { name: "Your Fit Club checklist" });
  }

  dialog(name: "Assign shoes to your kids" | "Claim a transaction"): Locator {
    return this.page.getByRole("dialog", { name });
  }

  /** The id of the element with focus. */
  focusedId(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.id ?? "");
  }

  /** Fills the claim form by label. */
  async fillClaim(values: { date: string; store: string; receipt: string; amount: string }): Promise<void> {
    const dialog = this.dialog("Claim a transaction");
    await dialog.getByLabel("Transaction date").fill(values.date);
    await dialog.getByLabel("Store location").selectOption({ label: values.store });
    await dialog.getByLabel("Receipt reference").fill(values.receipt);
    await dialog.getByLabel("Amount").fill(values.amount);
  }
}
