import { createActor } from "xstate";
import {
  connectVisibility,
  followVisibilityFocus,
  reflectVisibleAttribute,
  syncVisibilityHash,
  visibilityMachine,
} from "../../src/machines/visibility";
import { createMemoryUrl } from "../../src/runtime";

function start(name = "size-guide", visible = false) {
  const actor = createActor(visibilityMachine, { input: { name, visible } }).start();
  const api = () => connectVisibility(actor.getSnapshot(), actor.send);
  return { actor, api };
}

const key = (k: string) => ({ key: k, defaultPrevented: false, preventDefault: vi.fn() });

describe("visibility elements (storefront §4: lightbox, modal, drawer)", () => {
  it("shows, hides and toggles, starting hidden unless asked", () => {
    const { api } = start();
    expect(api()).toMatchObject({ isVisible: false, status: "idle", error: null, errorMessage: null });
    api().show();
    expect(api().isVisible).toBe(true);
    api().toggle();
    expect(api().isVisible).toBe(false);
    expect(start("cart-drawer", true).api().isVisible).toBe(true);
  });

  it("pins the dialog contract: trigger, content and close button", () => {
    const { api } = start();
    expect(api().getTriggerProps()).toMatchObject({
      type: "button",
      "aria-expanded": false,
      "aria-controls": "size-guide-content",
    });
    expect(api().getContentProps({ "aria-label": "Size guide" })).toMatchObject({
      id: "size-guide-content",
      role: "dialog",
      "aria-modal": true,
      "aria-label": "Size guide",
      tabIndex: -1,
      hidden: true,
      "data-visible": "false",
    });
    api()
      .getTriggerProps()
      .onClick({ defaultPrevented: false, preventDefault() {} });
    expect(api().getContentProps()).toMatchObject({ hidden: false, "data-visible": "true" });
    expect(api().getCloseButtonProps()).toMatchObject({ type: "button", "aria-label": "Close" });
    api()
      .getCloseButtonProps()
      .onClick({ defaultPrevented: false, preventDefault() {} });
    expect(api().isVisible).toBe(false);
  });

  it("hides on Escape and ignores other keys", () => {
    const { api } = start("lightbox", true);
    api().getContentProps().onKeyDown(key("Enter"));
    expect(api().isVisible).toBe(true);
    const escapeKey = key("Escape");
    api().getContentProps().onKeyDown(escapeKey);
    expect(api().isVisible).toBe(false);
    expect(escapeKey.preventDefault).toHaveBeenCalled();
  });
});

describe("syncVisibilityHash (the URL hash naming it opens it)", () => {
  it("opens on load when the hash names it, and closing clears the hash without a history entry", () => {
    const { actor, api } = start();
    const url = createMemoryUrl("https://shop.test/products/boot?variant=3#size-guide");
    const navigate = vi.spyOn(url, "navigate");
    syncVisibilityHash(actor, url);
    expect(api().isVisible).toBe(true);
    api().hide();
    expect(url.current().href).toBe("https://shop.test/products/boot?variant=3");
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[1]).toMatchObject({ replace: true });
  });

  it("opens when the URL changes to its hash, closes when it leaves it (Back), and ignores other hashes", () => {
    const { actor, api } = start();
    const url = createMemoryUrl("https://shop.test/");
    const stop = syncVisibilityHash(actor, url);
    url.navigate("/#reviews");
    expect(api().isVisible).toBe(false);
    url.navigate("/#size-guide");
    expect(api().isVisible).toBe(true);
    url.navigate("/");
    expect(api().isVisible).toBe(false);
    stop();
    url.navigate("/#size-guide");
    expect(api().isVisible).toBe(false);
  });

  it("leaves the URL alone when it was opened by its button", () => {
    const { actor, api } = start();
    const url = createMemoryUrl("https://shop.test/search?query=boot");
    const navigate = vi.spyOn(url, "navigate");
    syncVisibilityHash(actor, url);
    api().show();
    api().hide();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("followVisibilityFocus", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves focus into the element when it opens and back to the trigger when it closes", () => {
    const { actor, api } = start();
    const trigger = { focus: vi.fn(), isConnected: true };
    const content = { focus: vi.fn() };
    const doc = {
      activeElement: trigger,
      getElementById: (id: string) => (id === "size-guide-content" ? content : null),
    };
    followVisibilityFocus(actor, "size-guide", doc);
    api().show();
    vi.runAllTimers();
    expect(content.focus).toHaveBeenCalledTimes(1);
    api().hide();
    vi.runAllTimers();
    expect(trigger.focus).toHaveBeenCalledTimes(1);
  });

  it("does not focus an element that has left the page", () => {
    const { actor, api } = start();
    const gone = { focus: vi.fn(), isConnected: false };
    followVisibilityFocus(actor, "size-guide", { activeElement: gone, getElementById: () => null });
    api().show();
    api().hide();
    vi.runAllTimers();
    expect(gone.focus).not.toHaveBeenCalled();
  });
});

describe("reflectVisibleAttribute (the theme's visible attribute)", () => {
  function element(initial: boolean) {
    const attributes = new Set(initial ? ["visible"] : []);
    return {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string) => void attributes.add(name),
      removeAttribute: (name: string) => void attributes.delete(name),
    };
  }

  it("follows the state with the attribute, and shows an element that starts with it", () => {
    const { actor, api } = start();
    const el = element(true);
    reflectVisibleAttribute(actor, el);
    expect(api().isVisible).toBe(true);
    api().hide();
    expect(el.hasAttribute("visible")).toBe(false);
    api().show();
    expect(el.hasAttribute("visible")).toBe(true);
  });

  it("shows and hides when a script toggles the attribute", () => {
    const { actor, api } = start();
    const el = element(false);
    let notify = () => {};
    class Observer {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    }
    reflectVisibleAttribute(actor, el, Observer);
    el.setAttribute("visible");
    notify();
    expect(api().isVisible).toBe(true);
    el.removeAttribute("visible");
    notify();
    expect(api().isVisible).toBe(false);
  });
});
