import type { Page } from "playwright-core";
import type { SandboxState } from "../../../src/sandbox/sandbox-state";

/**
 * A part of the sandbox's saved state, as the page's `localStorage` holds it (the item
 * `solekit-sandbox:{seed}:{size}/{part}`), parsed; null until the sandbox first saves.
 *
 * @example
 * ```ts
 * const inbox = await savedSandboxPart(page, "inbox");
 * ```
 */
export function savedSandboxPart<P extends keyof SandboxState>(
  page: Page,
  part: P,
): Promise<SandboxState[P] | null> {
  return page.evaluate((name) => {
    const key = Object.keys(localStorage).find(
      (item) => item.startsWith("solekit-sandbox:") && item.endsWith(`/${name}`),
    );
    const saved = key ? localStorage.getItem(key) : null;
    return saved ? JSON.parse(saved) : null;
  }, part);
}
