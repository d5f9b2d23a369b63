import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS } from "./chromium";

let browser: Browser | undefined;

/** The shared headless Chromium of this test file. */
export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: inject("chromiumPath"), args: CHROMIUM_ARGS });
  return browser;
}

/** Closes the shared browser. */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** A fresh context (own storage, own service worker) at a viewport size. */
export async function newContext(viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const b = await launchBrowser();
  return b.newContext({ viewport, baseURL: inject("baseUrl"), locale: "en-AU" });
}

/**
 * One page in a fresh context for a `describe` block: opened before its tests, closed (with the
 * browser) after them. Read `.page` inside the tests.
 *
 * @example
 * ```ts
 * const suite = pageForSuite();
 * it("…", async () => { await suite.page.goto("/"); });
 * ```
 */
export function pageForSuite(viewport?: { width: number; height: number }): { readonly page: Page } {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await newContext(viewport);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await closeBrowser();
  });
  return {
    get page() {
      if (!page) throw new Error("the suite's page opens in beforeAll");
      return page;
    },
  };
}

/** Runs axe on the page and returns its violations in a readable form. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
