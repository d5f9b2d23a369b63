// @vitest-environment jsdom
import { createActor } from "xstate";
import {
  connectRotator,
  DESKTOP_QUERY,
  followRotatorPage,
  type MatchMedia,
  REDUCED_MOTION_QUERY,
  type RotatorInput,
  rotatorMachine,
  setRotatorCount,
} from "../../src/machines/rotator";
import { AUTO_SCROLL_INTERVAL_MS, SCROLLER_PAUSE_MS } from "../../src/rules/constants";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A page whose media queries the test switches, over the real jsdom document. */
function fakePage(initial: Record<string, boolean>) {
  const matches = { ...initial };
  const listeners = new Map<string, (event: { matches: boolean }) => void>();
  const matchMedia: MatchMedia = (query) => ({
    matches: matches[query] ?? false,
    addEventListener: (_type, listener) => void listeners.set(query, listener),
    removeEventListener: (_type, listener) => {
      if (listeners.get(query) === listener) listeners.delete(query);
    },
  });
  const change = (query: string, value: boolean) => {
    matches[query] = value;
    listeners.get(query)?.({ matches: value });
  };
  return { page: { matchMedia, document }, change, listeners };
}

/** A vanilla host: an auto-scroller's strip with its props applied to real elements. */
function mountStrip(input: RotatorInput) {
  const actor = createActor(rotatorMachine, { input }).start();
  const api = () => connectRotator(actor.getSnapshot(), actor.send, { id: "usp" });
  const viewport = document.createElement("ul");
  const scrollTo = vi.fn();
  viewport.scrollTo = scrollTo as unknown as HTMLElement["scrollTo"];
  const items = Array.from({ length: input.count }, (_, index) => {
    const item = document.createElement("li");
    Object.defineProperty(item, "offsetLeft", { value: 40 + index * 160 });
    return item;
  });
  const render = () => {
    viewport.id = api().getViewportProps().id;
    items.forEach((item, index) => {
      const props = api().getItemProps(index);
      item.id = props.id;
      item.hidden = props.hidden;
    });
  };
  render();
  actor.subscribe(render);
  viewport.append(...items);
  document.body.append(viewport);
  return { actor, api, scrollTo, items };
}

describe("followRotatorPage", () => {
  it("scrolls an auto-scroller's viewport to the current item, smoothly, until stopped", () => {
    const { actor, scrollTo } = mountStrip({ count: 4, mode: "scroll", interval: AUTO_SCROLL_INTERVAL_MS });
    const { page } = fakePage({ [DESKTOP_QUERY]: true });
    const stop = followRotatorPage(actor, "usp", page);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 160, behavior: "smooth" });
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 320, behavior: "smooth" });
    stop();
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(3);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("holds it still while the shopper prefers reduced motion, and lets it go when that changes", () => {
    const { actor, api, scrollTo } = mountStrip({
      count: 4,
      mode: "scroll",
      interval: AUTO_SCROLL_INTERVAL_MS,
    });
    const { page, change } = fakePage({ [REDUCED_MOTION_QUERY]: true });
    followRotatorPage(actor, "usp", page);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 3);
    expect(api()).toMatchObject({ index: 0, prefersReducedMotion: true, isPaused: true });
    api().next(); // the shopper may still step it: it jumps
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 160, behavior: "auto" });
    change(REDUCED_MOTION_QUERY, false);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS);
    expect(api().index).toBe(2);
  });

  it("follows the 768 px breakpoint for a marquee's duration, and scrolls nothing outside scroll mode", () => {
    const { actor, api, scrollTo } = mountStrip({ count: 3, mode: "rotate", interval: 5000 });
    const { page, change, listeners } = fakePage({ [DESKTOP_QUERY]: true });
    const stop = followRotatorPage(actor, "usp", page);
    change(DESKTOP_QUERY, false);
    expect(api().animationDuration).toBe(3000);
    vi.advanceTimersByTime(5000);
    expect(api().index).toBe(1);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
    expect(listeners.size).toBe(0);
  });

  it("does nothing on a page without matchMedia", () => {
    const { actor, scrollTo } = mountStrip({ count: 3, mode: "scroll", interval: AUTO_SCROLL_INTERVAL_MS });
    const stop = followRotatorPage(actor, "usp", { document });
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });
});

describe("setRotatorCount", () => {
  it("sends a new count only when it changed, keeping the current item and the interval", () => {
    const { actor, items } = mountStrip({
      count: 3,
      mode: "rotate",
      interval: AUTO_SCROLL_INTERVAL_MS,
      touchPause: SCROLLER_PAUSE_MS,
    });
    const send = vi.spyOn(actor, "send");
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 2 - 1);
    setRotatorCount(actor, 3);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(items.map((item) => item.hidden)).toEqual([true, true, false]);

    setRotatorCount(actor, 2); // the current item is gone: back to the first
    expect(send).toHaveBeenCalledWith({ type: "items.change", count: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ count: 2, index: 0 });
  });
});
