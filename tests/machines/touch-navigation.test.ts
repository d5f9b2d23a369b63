import { createActor } from "xstate";
import { connectTouchNavigation, touchNavigationMachine } from "../../src/machines/touch-navigation";

function start() {
  const actor = createActor(touchNavigationMachine).start();
  const api = () => connectTouchNavigation(actor.getSnapshot(), actor.send, { id: "nav" });
  return { actor, api };
}

function click(pointerType: string | undefined, native = true) {
  const link = { focus: vi.fn() };
  const event = {
    defaultPrevented: false,
    currentTarget: link,
    preventDefault() {
      this.defaultPrevented = true;
    },
    ...(native ? { nativeEvent: { pointerType } } : {}),
  };
  return { event, link };
}

const pointer = (pointerType: string) => ({ pointerType, defaultPrevented: false, preventDefault() {} });

describe("touch navigation (storefront §2, account-area §2: focus first, follow on second tap)", () => {
  it("opens (focuses) a submenu on the first tap and follows the link on the second", () => {
    const { api } = start();
    const first = click("touch");
    api().getLinkProps("shop", true).onClick(first.event);
    expect(first.event.defaultPrevented).toBe(true);
    expect(first.link.focus).toHaveBeenCalled();
    expect(api().openItem).toBe("shop");
    expect(api().getSubmenuProps("shop")).toEqual({ id: "nav-submenu-shop", "data-open": "true" });
    const second = click("touch");
    api().getLinkProps("shop", true).onClick(second.event);
    expect(second.event.defaultPrevented).toBe(false);
    expect(api().openItem).toBeNull();
  });

  it("moves the open submenu to another item tapped once, without following it", () => {
    const { api } = start();
    api().getLinkProps("shop", true).onClick(click("touch").event);
    const other = click("touch");
    api().getLinkProps("brands", true).onClick(other.event);
    expect(other.event.defaultPrevented).toBe(true);
    expect(api().openItem).toBe("brands");
  });

  it("follows links at once for mouse and keyboard, and for taps on links without a submenu", () => {
    const { api } = start();
    for (const type of ["mouse", "", "pen"]) {
      const { event } = click(type);
      api().getLinkProps("shop", true).onClick(event);
      expect(event.defaultPrevented).toBe(false);
    }
    const tap = click("touch");
    api().getLinkProps("sale", false).onClick(tap.event);
    expect(tap.event.defaultPrevented).toBe(false);
    expect(api().openItem).toBeNull();
  });

  it("falls back to the last pointer pressed when the click carries no pointer type", () => {
    const { api } = start();
    api().getNavProps().onPointerDown(pointer("touch"));
    const { event } = click(undefined, false);
    api().getLinkProps("shop", true).onClick(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("closes on Escape and when focus leaves the navigation", () => {
    const { api } = start();
    api().getLinkProps("shop", true).onClick(click("touch").event);
    api()
      .getNavProps()
      .onKeyDown({ key: "Escape", defaultPrevented: false, preventDefault() {} });
    expect(api().openItem).toBeNull();
    api().getLinkProps("shop", true).onClick(click("touch").event);
    const inside = {};
    const nav = { contains: (node: unknown) => node === inside };
    api().getNavProps().onBlur({ currentTarget: nav, relatedTarget: inside });
    expect(api().openItem).toBe("shop");
    api().getNavProps().onBlur({ currentTarget: nav, relatedTarget: null });
    expect(api().openItem).toBeNull();
  });

  it("opens a submenu with ArrowDown for the keyboard, and only on links that have one", () => {
    const { api } = start();
    const arrow = { key: "ArrowDown", defaultPrevented: false, preventDefault: vi.fn() };
    api().getLinkProps("sale", false).onKeyDown(arrow);
    expect(api().openItem).toBeNull();
    expect(arrow.preventDefault).not.toHaveBeenCalled();
    api().getLinkProps("shop", true).onKeyDown(arrow);
    expect(api().openItem).toBe("shop");
    expect(arrow.preventDefault).toHaveBeenCalled();
  });

  it("pins the disclosure contract on links with a submenu only", () => {
    const { api } = start();
    expect(api().getLinkProps("shop", true, { className: "nav-link" })).toMatchObject({
      "aria-expanded": false,
      "aria-controls": "nav-submenu-shop",
      "data-open": "false",
      className: "nav-link",
    });
    expect(api().getLinkProps("sale", false)).not.toHaveProperty("aria-expanded");
    api().getLinkProps("shop", true).onClick(click("touch").event);
    expect(api().getLinkProps("shop", true)["aria-expanded"]).toBe(true);
  });
});
