import { createActor } from "xstate";
import { connectNotice, noticeMachine } from "../../src/machines/notice";

function start() {
  const actor = createActor(noticeMachine, { input: {} }).start();
  return { actor, api: () => connectNotice(actor.getSnapshot(), actor.send) };
}

describe("notice machine", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(["standard", "success", "warning", "error"] as const)(
    "shows a %s notice and hides it after 5000 ms",
    (type) => {
      const { api } = start();
      expect(api().isVisible).toBe(false);
      api().show({ type, message: "Hello" });
      expect(api().notice).toMatchObject({ type, message: "Hello", duration: 5000 });
      vi.advanceTimersByTime(4999);
      expect(api().isVisible).toBe(true);
      vi.advanceTimersByTime(1);
      expect(api().isVisible).toBe(false);
      expect(api().notice).toBeNull();
    },
  );

  it("honours its own duration", () => {
    const { api } = start();
    api().show({ type: "success", message: "Saved", duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(api().isVisible).toBe(false);
  });

  it("pauses while hovered or focused and goes on with the time that was left", () => {
    const { api } = start();
    api().show({ type: "standard", message: "Hi" });
    vi.advanceTimersByTime(3000);
    api().getRegionProps().onMouseEnter();
    expect(api().isPaused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(api().isVisible).toBe(true);
    api().getRegionProps().onMouseLeave();
    vi.advanceTimersByTime(1999);
    expect(api().isVisible).toBe(true);
    api().getRegionProps().onFocus();
    vi.advanceTimersByTime(10_000);
    api().getRegionProps().onBlur();
    vi.advanceTimersByTime(1);
    expect(api().isVisible).toBe(false);
  });

  it("replaces the notice on show with a new one and restarts the countdown", () => {
    const { api } = start();
    api().show({ type: "standard", message: "First" });
    vi.advanceTimersByTime(4000);
    api().show({ type: "error", message: "Second" });
    expect(api().notice).toMatchObject({ id: 2, message: "Second" });
    vi.advanceTimersByTime(4000);
    expect(api().isVisible).toBe(true);
  });

  it("hides at once when dismissed", () => {
    const { api } = start();
    api().show({ type: "standard", message: "Hi" });
    api().getDismissButtonProps().onClick();
    expect(api().isVisible).toBe(false);
  });

  it("announces through a status region, or an alert for errors", () => {
    const { api } = start();
    expect(api().getRegionProps()).toMatchObject({
      id: "notice-region",
      role: "status",
      "aria-live": "polite",
      "aria-atomic": true,
    });
    api().show({ type: "success", message: "Saved" });
    expect(api().getRegionProps()).toMatchObject({
      role: "status",
      "aria-live": "polite",
      "data-type": "success",
    });
    api().show({ type: "error", message: "Failed" });
    expect(api().getRegionProps()).toMatchObject({
      role: "alert",
      "aria-live": "assertive",
      "data-type": "error",
    });
    expect(api().getDismissButtonProps()).toMatchObject({ type: "button", "aria-label": "Dismiss notice" });
  });
});
