import type { Page } from "playwright-core";

/**
 * What moved inside the elements `selector` matches since the page loaded: the browser's layout
 * shifts (buffered, so those before the call count too), gathered for `settleMs` more, as the
 * class name (or text) of each node a shift moved. An empty list: nothing there moved.
 *
 * @example
 * ```ts
 * expect(await layoutShiftsWithin(page, ".site-header")).toEqual([]);
 * ```
 */
export function layoutShiftsWithin(page: Page, selector: string, settleMs = 500): Promise<string[]> {
  return page.evaluate(
    ({ selector, settleMs }) =>
      new Promise<string[]>((resolve) => {
        const moved: string[] = [];
        const watched = [...document.querySelectorAll(selector)];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources?: { node?: Node | null }[];
          })[]) {
            for (const { node } of entry.sources ?? []) {
              if (node && watched.some((element) => element.contains(node))) {
                moved.push(node instanceof Element ? node.className.toString() : (node.textContent ?? ""));
              }
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(moved), settleMs);
      }),
    { selector, settleMs },
  );
}
