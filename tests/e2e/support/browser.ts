import AxeBuilder from "@axe-core/playwright";
import axe, { type AxeResults, type RunOptions } from "axe-core";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_IGNORED_DEFAULT_ARGS } from "./chromium";

let browser: Browser | undefined;

/** The shared headless Chromium of this test file. */
export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: inject("chromiumPath"),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: CHROMIUM_IGNORED_DEFAULT_ARGS,
  });
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

/** Every rule axe runs by default; every violating node, and no more than one of the others. */
const OPTIONS: RunOptions = { resultTypes: ["violations"] };

/** The page's own `axe`, once injected. */
type AxeWindow = Window & { axe?: typeof axe };

/**
 * Runs axe on the page and returns its violations in a readable form.
 *
 * A page without iframes (the reference UI's pages at rest) runs `axe.run` in the page itself,
 * with axe injected once per document: the same rules and results as `AxeBuilder`, without
 * injecting 580 KB of axe again on every call and opening a blank page for `finishRun` (half of
 * each call's time). A page with iframes goes through `AxeBuilder`, which checks every frame.
 * Either way axe reports every violating node but one node at most of the other result types
 * (`resultTypes`): building selectors for every passing node was half of what remained.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results =
    page.frames().length > 1
      ? await new AxeBuilder({ page }).options(OPTIONS).analyze()
      : await runInPage(page);
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

async function runInPage(page: Page): Promise<AxeResults> {
  const injected = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === "function");
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate((options) => {
    const inPage = (window as AxeWindow).axe;
    if (!inPage) throw new Error("axe was not injected into the page");
    return inPage.run(document, options);
  }, OPTIONS);
}
