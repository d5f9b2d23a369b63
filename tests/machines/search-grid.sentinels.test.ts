import { createGridSentinels } from "../../src/machines/search-grid";
import { FakeIntersectionObserver } from "../support/fake-intersection-observer";
import { startGrid, urlState } from "./search-grid.fixtures";

const previousSentinel = { placement: "previous" } as unknown as Element;
const nextSentinel = { placement: "next" } as unknown as Element;

/** Reports whether `element` is near the viewport, as the browser's observer would. */
const intersect = (element: Element, isIntersecting: boolean) =>
  FakeIntersectionObserver.show([element, isIntersecting ? 1 : 0]);

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function gridOpenedAtPage3() {
  const grid = startGrid({ request: urlState({ query: "boots", page: 3 }) });
  await grid.answer({ total: 120 });
  const sentinels = createGridSentinels();
  sentinels.observe("previous", previousSentinel);
  sentinels.observe("next", nextSentinel);
  const stop = sentinels.start(grid.actor);
  return { grid, stop };
}

describe("grid sentinels: infinite scroll (storefront §5)", () => {
  it("a link to page 3 stays on page 3: the previous sentinel in view at the top loads nothing", async () => {
    const { grid } = await gridOpenedAtPage3();
    // The page opens at its top, where the previous sentinel is in view (QA: pages 2 and 1 loaded
    // within a second, and the URL lost ?page=3).
    intersect(previousSentinel, true);
    intersect(nextSentinel, false);
    expect(grid.calls).toHaveLength(1);
    expect(grid.api().pages.map((page) => page.page)).toEqual([3]);
    expect(grid.emitted).toEqual([]);
  });

  it("loads the previous page once the shopper has moved away from the sentinel and comes back to it", async () => {
    const { grid } = await gridOpenedAtPage3();
    intersect(previousSentinel, true);
    intersect(previousSentinel, false);
    intersect(previousSentinel, true);
    expect(grid.calls.map((call) => call.params.page)).toEqual([3, 2]);
    await grid.answer({ total: 120 });
    expect(grid.api().pages.map((page) => page.page)).toEqual([2, 3]);
    // Still near after page 2 came in above (a browser without scroll anchoring): page 1 waits
    // for the shopper to move again, rather than running in at once.
    expect(grid.calls).toHaveLength(2);
    intersect(previousSentinel, false);
    intersect(previousSentinel, true);
    expect(grid.calls.map((call) => call.params.page)).toEqual([3, 2, 1]);
  });

  it("loads the next page as soon as its sentinel nears, as before", async () => {
    const { grid } = await gridOpenedAtPage3();
    intersect(nextSentinel, true);
    expect(grid.calls.map((call) => call.params.page)).toEqual([3, 4]);
  });

  it("after a page loads, waits for the browser's fresh answer rather than what it said before the page grew", async () => {
    const { grid } = await gridOpenedAtPage3();
    intersect(nextSentinel, true);
    expect(grid.calls.map((call) => call.params.page)).toEqual([3, 4]);
    const observe = vi.spyOn(FakeIntersectionObserver.prototype, "observe");
    await grid.answer({ total: 120 });
    // Page 4's cards pushed the sentinel away; the observer's last word (near) no longer holds.
    expect(grid.calls).toHaveLength(2);
    // Both sentinels are observed anew, so the browser measures them once the page has grown.
    expect(observe.mock.calls.map(([element]) => element)).toEqual([nextSentinel, previousSentinel]);
    intersect(nextSentinel, false);
    expect(grid.calls).toHaveLength(2);
  });

  it("loads the page after a short one when the browser says its sentinel is still near", async () => {
    const { grid } = await gridOpenedAtPage3();
    intersect(nextSentinel, true);
    await grid.answer({ total: 120 });
    intersect(nextSentinel, true);
    expect(grid.calls.map((call) => call.params.page)).toEqual([3, 4, 5]);
  });

  it("loads nothing once stopped", async () => {
    const { grid, stop } = await gridOpenedAtPage3();
    stop();
    intersect(previousSentinel, false);
    intersect(previousSentinel, true);
    intersect(nextSentinel, true);
    expect(grid.calls).toHaveLength(1);
  });
});
