import type { Locator, Page } from "playwright-core";
import { DevPanel } from "./dev-panel";

/** Page object of the account's Profile section (`/account?section=my-profile`). */
export class AccountProfilePage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in through the sandbox's emailed login link, then opens Profile. */
  async signInAndOpen(): Promise<void> {
    await new DevPanel(this.page).signInAsDemoMember();
    await this.open();
  }

  /** Opens the Profile section and waits for the details form. */
  async open(): Promise<void> {
    await this.page.goto("/account?section=my-profile");
    await this.page.getByRole("heading", { level: 1, name: "Profile" }).waitFor();
    await this.details().waitFor();
  }

  details(): Locator {
    return this.page.getByRole("form", { name: "Personal details", exact: true });
  }

  preferences(): Locator {
    return this.page.getByRole("form", { name: "Marketing preferences" });
  }

  field(label: string): Locator {
    return this.details().getByLabel(label, { exact: true });
  }

  saveDetails(): Locator {
    return this.details().getByRole("button", { name: /Save details|Saving/ });
  }

  savePreferences(): Locator {
    return this.preferences().getByRole("button", { name: /Save preferences|Saving/ });
  }

  toggle(channel: "By email" | "By SMS", label: string): Locator {
    return this.preferences().getByRole("group", { name: channel }).getByLabel(label);
  }

  optOut(): Locator {
    return this.preferences().getByLabel("Opt out of all marketing messages");
  }

  errorSummary(): Locator {
    return this.details().locator(".error-summary");
  }

  card(): Locator {
    return this.page.getByRole("region", { name: "Membership card" });
  }

  barcode(): Locator {
    return this.card().getByRole("img", { name: /^Membership card barcode, card number / });
  }

  walletPassLink(): Locator {
    return this.page.getByRole("link", { name: /^Add to (Apple|Google) Wallet$/ });
  }

  /** The text of the element a field's `aria-describedby` names (its message, and hint). */
  async described(field: Locator): Promise<string> {
    const ids = (await field.getAttribute("aria-describedby")) ?? "";
    const texts = await Promise.all(
      ids
        .split(" ")
        .filter(Boolean)
        .map((id) => this.page.locator(`[id="${id}"]`).textContent()),
    );
    return texts.join(" ").trim();
  }
}
