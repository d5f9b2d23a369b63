import type { Locator, Page } from "playwright-core";
import type { SandboxBeaconEvent } from "../../../src/sandbox/beacon-log";
import { savedSandboxPart } from "../support/sandbox-storage";

/** A beacon event as the sandbox keeps it in its persisted state. */
export type LoggedBeaconEvent = SandboxBeaconEvent;

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
    return (await savedSandboxPart(this.page, "beacon")) ?? [];
  }
}
