import type { Locator, Page } from "playwright-core";
import { DevPanel } from "./dev-panel";

/** Page object of the first-login onboarding overlay 'Fit Club' over the account area. */
export class AccountOnboardingPage {
  constructor(readonly page: Page) {}

  /** Signs the demo customer in, removes the demo children (so the dashboard asks for one). */
  async signInWithoutChildren(): Promise<void> {
    const panel = new DevPanel(this.page);
    await panel.signInAsDemoMember();
    // Waits for the reload the button starts once the sandbox has the change (a message to its
    // worker first): `waitForLoadState` would find the page before it loaded already.
    await panel.removeDemoChildren();
  }

  /** Sets the first-login flag from the developer panel: the account area opens with the overlay. */
  async startFromDevPanel(): Promise<void> {
    const panel = new DevPanel(this.page);
    await panel.open();
    await this.page.getByRole("button", { name: "Start onboarding" }).click();
    await this.page.waitForURL(/\/account$/);
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  heading(name: string | RegExp): Locator {
    return this.dialog().getByRole("heading", { level: 2, name });
  }

  /**
   * Waits for a step: its heading shown, then focused. The overlay moves focus to each new step's
   * heading a moment after it renders; a key pressed before that went to the heading instead of
   * the control the test had focused (a loaded run's Next after Back did nothing).
   */
  async step(name: string): Promise<void> {
    const heading = this.heading(name);
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
  }

  progress(): Locator {
    return this.dialog().getByRole("progressbar");
  }

  button(name: string | RegExp): Locator {
    return this.dialog().getByRole("button", { name, exact: typeof name === "string" });
  }

  /** Focuses a control and presses a key, as a keyboard user would. */
  async press(control: Locator, key = "Enter"): Promise<void> {
    await control.focus();
    await this.page.keyboard.press(key);
  }

  /** Focuses a text field and types into it. */
  async type(label: string, text: string): Promise<void> {
    const field = this.dialog().getByLabel(label, { exact: true });
    await field.focus();
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.type(text);
  }
}
