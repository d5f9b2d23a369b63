import { createActor } from "xstate";
import { connectLightbox, lightboxMachine } from "../../src/machines/lightbox";

function start(count = 3) {
  const actor = createActor(lightboxMachine, { input: { count } }).start();
  const api = () => connectLightbox(actor.getSnapshot(), actor.send, { id: "gallery" });
  return { actor, api };
}

const keyEvent = (key: string) => ({
  key,
  defaultPrevented: false,
  preventDefault() {},
  currentTarget: undefined,
});
const tap = (timeStamp: number) => ({ timeStamp, defaultPrevented: false, preventDefault() {} });
const touches = (distance: number) => ({
  defaultPrevented: false,
  preventDefault() {},
  touches: [
    { clientX: 0, clientY: 0 },
    { clientX: distance, clientY: 0 },
  ],
});

describe("lightbox (storefront §9: zoom 4×, wheel 0.1, double tap 300 ms)", () => {
  it("opens on an image and closes on Escape, returning focus to the trigger", () => {
    const { api } = start();
    expect(api().getTriggerProps(1)).toMatchObject({ id: "gallery-trigger-1", "aria-haspopup": "dialog" });
    api()
      .getTriggerProps(1)
      .onClick({ defaultPrevented: false, preventDefault() {} });
    expect(api()).toMatchObject({ isOpen: true, index: 1, scale: 1 });
    expect(api().getDialogProps()).toMatchObject({ role: "dialog", "aria-modal": true });
    const focused: string[] = [];
    const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
    api()
      .getDialogProps()
      .onKeyDown({ ...keyEvent("Escape"), currentTarget: { ownerDocument: doc } });
    expect(api().isOpen).toBe(false);
    expect(focused).toEqual(["gallery-trigger-1"]);
  });

  it("is a modal dialog with the shared focus handling: focus starts on the close button, Tab stays inside", () => {
    const { api } = start(2);
    api().open(0);
    const dialog = api().getDialogProps();
    expect(dialog).toMatchObject({ id: "gallery-dialog", tabIndex: -1 });
    expect(api().getCloseButtonProps()).toMatchObject({ id: "gallery-close", "aria-label": "Close zoom" });
    // The same ref function on every render, so it runs only on mount and unmount.
    expect(api().getDialogProps().ref).toBe(dialog.ref);
    const focused: string[] = [];
    const node = (name: string) => ({ name, focus: () => focused.push(name) });
    const [close, previous, next] = [node("close"), node("previous"), node("next")];
    let active: { name: string } | null = node("trigger");
    const element = {
      ...node("dialog"),
      ownerDocument: {
        get activeElement() {
          return active;
        },
        body: {},
        getElementById: (id: string) => (id === "gallery-close" ? close : null),
      },
      querySelectorAll: () => [close, previous, next],
      contains: (other: unknown) => [close, previous, next].includes(other as typeof close),
    };
    dialog.ref(element);
    expect(focused).toEqual(["close"]);
    active = next;
    let prevented = false;
    const tab = (shiftKey: boolean) => ({
      key: "Tab",
      shiftKey,
      defaultPrevented: false,
      preventDefault() {
        prevented = true;
      },
      currentTarget: element,
    });
    api().getDialogProps().onKeyDown(tab(false));
    expect(prevented).toBe(true);
    expect(focused).toEqual(["close", "close"]);
    active = close;
    prevented = false;
    api().getDialogProps().onKeyDown(tab(true));
    expect(prevented).toBe(true);
    expect(focused).toEqual(["close", "close", "next"]);
    expect(api().isOpen).toBe(true);
  });

  it("zooms by 0.1 per wheel step, clamped to 1…4", () => {
    const { api } = start();
    api().open(0);
    const wheel = (deltaY: number) =>
      api()
        .getStageProps()
        .onWheel({ deltaY, defaultPrevented: false, preventDefault() {} });
    wheel(-100);
    expect(api().scale).toBe(1.1);
    wheel(-100);
    expect(api().scale).toBe(1.21);
    for (let i = 0; i < 30; i++) wheel(-100);
    expect(api().scale).toBe(4);
    for (let i = 0; i < 40; i++) wheel(100);
    expect(api().scale).toBe(1);
  });

  it("a double tap toggles 2× and back with a 300 ms animation; taps further apart do nothing", () => {
    vi.useFakeTimers();
    try {
      const { api } = start();
      api().open(0);
      api().getStageProps().onPointerUp(tap(1000));
      api().getStageProps().onPointerUp(tap(1400));
      expect(api().scale).toBe(1);
      api().getStageProps().onPointerUp(tap(1600));
      expect(api()).toMatchObject({ scale: 2, isAnimating: true });
      expect(api().getStageProps().style.transition).toBe("transform 300ms ease-out");
      vi.advanceTimersByTime(300);
      expect(api().isAnimating).toBe(false);
      api().getStageProps().onPointerUp(tap(3000));
      api().getStageProps().onPointerUp(tap(3100));
      expect(api().scale).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("pinch scales with the finger distance, within 1…4", () => {
    const { api } = start();
    api().open(0);
    api().getStageProps().onTouchStart(touches(100));
    api().getStageProps().onTouchMove(touches(250));
    expect(api().scale).toBe(2.5);
    api().getStageProps().onTouchMove(touches(1000));
    expect(api().scale).toBe(4);
    api().getStageProps().onTouchMove(touches(10));
    expect(api().scale).toBe(1);
  });

  it("arrows change image, wrapping, and reset the zoom", () => {
    const { api } = start(3);
    api().open(2);
    api()
      .getStageProps()
      .onWheel({ deltaY: -1, defaultPrevented: false, preventDefault() {} });
    api().getDialogProps().onKeyDown(keyEvent("ArrowRight"));
    expect(api()).toMatchObject({ index: 0, scale: 1 });
    api().getDialogProps().onKeyDown(keyEvent("ArrowLeft"));
    expect(api().index).toBe(2);
  });
});
