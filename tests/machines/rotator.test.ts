import { createActor } from "xstate";
import {
  connectRotator,
  DESKTOP_QUERY,
  followAutoScroll,
  type MatchMedia,
  REDUCED_MOTION_QUERY,
  type RotatorInput,
  rotatorMachine,
  watchRotatorMedia,
} from "../../src/machines/rotator";
import {
  ANIMATION_DURATION_DESKTOP_MS,
  ANIMATION_DURATION_MOBILE_MS,
  ANNOUNCEMENT_ROTATION_MS,
  AUTO_SCROLL_INTERVAL_MS,
  SCROLLER_PAUSE_MS,
} from "../../src/rules/constants";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(input: RotatorInput) {
  const actor = createActor(rotatorMachine, { input }).start();
  const api = () => connectRotator(actor.getSnapshot(), actor.send, { id: "bar" });
  return { actor, api };
}

const pointer = (pointerType: string) => ({ pointerType, defaultPrevented: false, preventDefault() {} });

function fakeMedia(initial: Record<string, boolean>) {
  const listeners = new Map<string, (event: { matches: boolean }) => void>();
  const matchMedia: MatchMedia = (query) => ({
    matches: initial[query] ?? false,
    addEventListener: (_type, listener) => void listeners.set(query, listener),
    removeEventListener: (_type, listener) => {
      if (listeners.get(query) === listener) listeners.delete(query);
    },
  });
  return {
    matchMedia,
    change: (query: string, matches: boolean) => listeners.get(query)?.({ matches }),
    listeners,
  };
}

describe("announcement bar (storefront §9: rotation 5000 ms)", () => {
  it("shows the next announcement every 5000 ms, wrapping round", () => {
    const { api } = start({ count: 3, interval: ANNOUNCEMENT_ROTATION_MS });
    expect(api()).toMatchObject({
      index: 0,
      isRotating: true,
      status: "idle",
      error: null,
      errorMessage: null,
    });
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS - 1);
    expect(api().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(api().index).toBe(1);
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 2);
    expect(api().index).toBe(0);
  });

  it("stands still while the mouse is over it and moves on 5000 ms after it leaves", () => {
    const { api } = start({ count: 3, interval: ANNOUNCEMENT_ROTATION_MS });
    vi.advanceTimersByTime(4000);
    api().getRootProps().onPointerEnter(pointer("mouse"));
    expect(api()).toMatchObject({ isPaused: true, isRotating: false });
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 3);
    expect(api().index).toBe(0);
    api().getRootProps().onPointerLeave(pointer("mouse"));
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS - 1);
    expect(api().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(api().index).toBe(1);
  });

  it("does not take a tap's pointer events for hover", () => {
    const { api } = start({ count: 2, interval: ANNOUNCEMENT_ROTATION_MS });
    api().getRootProps().onPointerEnter(pointer("touch"));
    expect(api().isRotating).toBe(true);
  });

  it("stands still while focus is inside, even as focus moves between its links", () => {
    const { api } = start({ count: 2, interval: ANNOUNCEMENT_ROTATION_MS });
    const inner = {};
    const root = { contains: (node: unknown) => node === inner };
    api().getRootProps().onFocus({ currentTarget: root, relatedTarget: null });
    api().getRootProps().onBlur({ currentTarget: root, relatedTarget: inner });
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 2);
    expect(api()).toMatchObject({ index: 0, isPaused: true });
    api().getRootProps().onBlur({ currentTarget: root, relatedTarget: null });
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS);
    expect(api().index).toBe(1);
  });

  it("keeps still after the pause button until play, whatever the pointer does", () => {
    const { api } = start({ count: 2, interval: ANNOUNCEMENT_ROTATION_MS });
    expect(api().getPauseButtonProps()).toMatchObject({
      type: "button",
      "aria-pressed": false,
      "aria-label": "Pause",
    });
    api()
      .getPauseButtonProps()
      .onClick({ defaultPrevented: false, preventDefault() {} });
    expect(api().getPauseButtonProps()).toMatchObject({ "aria-pressed": true, "aria-label": "Play" });
    api().getRootProps().onPointerEnter(pointer("mouse"));
    api().getRootProps().onPointerLeave(pointer("mouse"));
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 2);
    expect(api()).toMatchObject({ index: 0, isPausedByUser: true });
    api().play();
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS);
    expect(api().index).toBe(1);
  });

  it("never moves by itself under prefers-reduced-motion, but the shopper can still step", () => {
    const { api } = start({ count: 3, interval: ANNOUNCEMENT_ROTATION_MS, reducedMotion: true });
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 4);
    expect(api()).toMatchObject({ index: 0, isRotating: false, prefersReducedMotion: true });
    api().next();
    expect(api().index).toBe(1);
    api().previous();
    api().previous();
    expect(api().index).toBe(2);
  });

  it("gives a shopper who picks an item a full interval to read it", () => {
    const { api } = start({ count: 3, interval: ANNOUNCEMENT_ROTATION_MS });
    vi.advanceTimersByTime(4000);
    api().select(2);
    vi.advanceTimersByTime(4000);
    expect(api().index).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(api().index).toBe(0);
  });

  it("pins the carousel's ARIA contract: region, slides, live only while still", () => {
    const { api } = start({ count: 3, interval: ANNOUNCEMENT_ROTATION_MS });
    expect(api().getRootProps({ "aria-label": "Announcements" })).toMatchObject({
      id: "bar-root",
      role: "region",
      "aria-roledescription": "carousel",
      "aria-label": "Announcements",
      "data-paused": "false",
    });
    expect(api().getViewportProps()).toEqual({ id: "bar-viewport", "aria-live": "off" });
    expect(api().getItemProps(0)).toEqual({
      id: "bar-item-0",
      role: "group",
      "aria-roledescription": "slide",
      "aria-label": "1 of 3",
      "data-current": "true",
      hidden: false,
    });
    expect(api().getItemProps(1)).toMatchObject({
      "data-current": "false",
      hidden: true,
      "aria-label": "2 of 3",
    });
    api().pause();
    expect(api().getViewportProps()["aria-live"]).toBe("polite");
  });

  it("keeps the current item within a shrinking list", () => {
    const { actor, api } = start({ count: 3, interval: ANNOUNCEMENT_ROTATION_MS });
    api().select(2);
    actor.send({ type: "items.change", count: 2 });
    expect(api()).toMatchObject({ index: 0, count: 2 });
  });
});

describe("auto-scroller (storefront §9: every 2500 ms, resting 3000 ms after a touch)", () => {
  const input: RotatorInput = {
    count: 5,
    mode: "scroll",
    interval: AUTO_SCROLL_INTERVAL_MS,
    touchPause: SCROLLER_PAUSE_MS,
  };

  it("advances every 2500 ms, never hides items, and lets the keyboard reach its scrolling viewport", () => {
    const { api } = start(input);
    expect(api().getViewportProps().tabIndex).toBe(0);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 2);
    expect(api().index).toBe(2);
    expect(api().getItemProps(0).hidden).toBe(false);
  });

  it("rests 3000 ms after a touch, then advances on the usual interval", () => {
    const { api } = start(input);
    vi.advanceTimersByTime(2000);
    api().getRootProps().onPointerDown(pointer("touch"));
    expect(api().isPaused).toBe(true);
    vi.advanceTimersByTime(SCROLLER_PAUSE_MS - 1);
    expect(api().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(api().isRotating).toBe(true);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS);
    expect(api().index).toBe(1);
  });

  it("counts the rest from the last of several touches", () => {
    const { api } = start(input);
    api().getRootProps().onPointerDown(pointer("touch"));
    vi.advanceTimersByTime(2000);
    api().getRootProps().onPointerDown(pointer("touch"));
    vi.advanceTimersByTime(2000);
    expect(api().isPaused).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(api().isRotating).toBe(true);
  });

  it("scrolls its viewport to the current item, without smooth motion under reduced motion", () => {
    const { actor } = start(input);
    const scrollTo = vi.fn();
    const elements: Record<string, { offsetLeft: number; scrollTo?: typeof scrollTo }> = {
      "strip-viewport": { offsetLeft: 0, scrollTo },
      "strip-item-0": { offsetLeft: 16 },
      "strip-item-1": { offsetLeft: 216 },
      "strip-item-2": { offsetLeft: 416 },
    };
    const stop = followAutoScroll(actor, "strip", { getElementById: (id) => elements[id] ?? null });
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: "smooth" });
    actor.send({ type: "item.select", index: 2 });
    actor.send({ type: "motion.change", reduced: true });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: "smooth" });
    actor.send({ type: "item.previous" });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: "auto" });
    stop();
    actor.send({ type: "item.next" });
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});

describe("marquee (storefront §9: 10000 ms desktop, 3000 ms below 768 px)", () => {
  it("runs 10000 ms from 768 px up and 3000 ms below, following the media queries", () => {
    const { actor, api } = start({ count: 1, mode: "marquee", interval: 0 });
    const media = fakeMedia({ [DESKTOP_QUERY]: false });
    const stop = watchRotatorMedia(actor, media.matchMedia);
    expect(DESKTOP_QUERY).toBe("(min-width: 768px)");
    expect(api().animationDuration).toBe(ANIMATION_DURATION_MOBILE_MS);
    expect(api().getTrackProps().style).toEqual({
      animationDuration: "3000ms",
      animationPlayState: "running",
    });
    media.change(DESKTOP_QUERY, true);
    expect(api().getTrackProps().style.animationDuration).toBe(`${ANIMATION_DURATION_DESKTOP_MS}ms`);
    stop();
    expect(media.listeners.size).toBe(0);
  });

  it("pauses the animation on hover and under reduced motion", () => {
    const { actor, api } = start({ count: 1, mode: "marquee", interval: 0 });
    const media = fakeMedia({ [REDUCED_MOTION_QUERY]: false });
    watchRotatorMedia(actor, media.matchMedia);
    api().getRootProps().onPointerEnter(pointer("mouse"));
    expect(api().getTrackProps()).toMatchObject({
      "data-paused": "true",
      style: { animationPlayState: "paused" },
    });
    api().getRootProps().onPointerLeave(pointer("mouse"));
    expect(api().getTrackProps().style.animationPlayState).toBe("running");
    media.change(REDUCED_MOTION_QUERY, true);
    expect(api().getTrackProps().style.animationPlayState).toBe("paused");
    vi.advanceTimersByTime(60_000);
    expect(api().index).toBe(0);
  });

  it("starts still when the shopper already prefers reduced motion", () => {
    const { actor, api } = start({ count: 4, interval: ANNOUNCEMENT_ROTATION_MS });
    watchRotatorMedia(actor, fakeMedia({ [REDUCED_MOTION_QUERY]: true }).matchMedia);
    vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 2);
    expect(api()).toMatchObject({ index: 0, prefersReducedMotion: true, isRotating: false });
  });
});
