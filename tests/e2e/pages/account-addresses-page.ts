import type { Locator, Page } from "playwright-core";
import { DevPanel } from "./dev-panel";

/** A new address as the shopper types it, by field label. */
export type AddressEntry = Readonly<Record<string, string>>;

/** Page object of the account area's Addresses section and its modals. */
export class AccountAddressesPage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in through an emailed login link, as a shopper would. */
  async signIn(): Promise<void> {
    await new DevPanel(this.page).signInAsDemoMember();
  }

  async open(query = "section=addresses"): Promise<void> {
    await this.page.goto(`/account?${query}`);
    await this.page.getByRole("heading", { level: 1, name: "Addresses" }).waitFor();
  }

  list(): Locator {
    return this.page.getByRole("list", { name: "Saved addresses" });
  }

  cards(): Locator {
    return this.list().getByRole("listitem");
  }

  /** The card whose heading or lines contain `text`. */
  card(text: string): Locator {
    return this.cards().filter({ hasText: text });
  }

  addLink(): Locator {
    return this.page.getByRole("link", { name: "Add address" });
  }

  dialog(name: "Add address" | "Edit address"): Locator {
    return this.page.getByRole("dialog", { name });
  }

  confirmation(): Locator {
    return this.page.getByRole("alertdialog", { name: "Delete this address?" });
  }

  summary(): Locator {
    return this.page.getByRole("alert").filter({ hasText: "Please check the following:" });
  }

  /** The id of the element with focus. */
  focusedId(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.id ?? "");
  }

  /** The accessible text of the element with focus. */
  focusedText(): Promise<string> {
    return this.page.evaluate(
      () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
    );
  }

  async fill(dialog: Locator, entry: AddressEntry): Promise<void> {
    for (const [label, value] of Object.entries(entry)) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
  }
}
