import type { BrowserContext } from "playwright-core";

/** An asset the browser asked for and waits for until the test releases it. */
export interface HeldAsset {
  /** Whether the browser has asked for it. */
  requested(): boolean;
  /** Lets it through (and every later request for it). */
  release(): void;
}

/**
 * Holds back the assets whose URL matches `pattern` until the test calls `release()`, to put the
 * page in the state a slow download leaves it in. `context.route`, not `page.route`: it also
 * holds what a service worker fetches.
 *
 * @example
 * ```ts
 * const react = await holdAsset(context, /\/assets\/react-[^/]*\.js$/);
 * await page.goto("/search?query=sneakers", { waitUntil: "commit" });
 * react.release();
 * ```
 */
export async function holdAsset(context: BrowserContext, pattern: RegExp): Promise<HeldAsset> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await context.route(pattern, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => requested, release };
}
