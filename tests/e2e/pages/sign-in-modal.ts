import type { Locator, Page } from "playwright-core";

/** Page object of the account modal and its sign-in widget. */
export class SignInModal {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.locator("dialog.account-modal");
  }

  heading(name: string | RegExp): Locator {
    return this.dialog().getByRole("heading", { name });
  }

  identifierInput(): Locator {
    return this.dialog().getByLabel("Email or mobile");
  }

  async continueWith(text: string): Promise<void> {
    await this.identifierInput().fill(text);
    await this.dialog().getByRole("button", { name: "Continue" }).click();
  }

  codeInput(): Locator {
    return this.dialog().getByLabel("6-digit code");
  }

  field(label: string): Locator {
    return this.dialog().getByLabel(label, { exact: true });
  }

  /** The details step's marketing checkboxes ("Keep in touch"). */
  commsBoxes(): Locator {
    return this.dialog().getByRole("group", { name: "Keep in touch" }).getByRole("checkbox");
  }

  /** Whether `target` has the focus. */
  async isFocused(target: Locator): Promise<boolean> {
    return target.evaluate((el) => el === document.activeElement);
  }

  /** Types `text` where the focus is, then presses Tab: the keyboard-only way through a form. */
  async typeAndTab(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    await this.page.keyboard.press("Tab");
  }

  async describedError(field: Locator): Promise<string> {
    const id = await field.getAttribute("aria-describedby");
    return id ? ((await this.page.locator(`[id="${id}"]`).textContent()) ?? "") : "";
  }
}
