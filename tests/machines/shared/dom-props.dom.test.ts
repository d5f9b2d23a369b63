// @vitest-environment jsdom
// The two framework normalisers: a slice's getters (React-named props) spread by real Vue 3 and by
// plain DOM code, driving the quick search combobox from `solekit/machines`.
import { createApp, defineComponent, h, shallowRef } from "vue";
import { connectQuickSearch } from "../../../src/machines/quick-search";
import { bindProps, domEventName, toVueProps } from "../../../src/machines/shared/dom-props";
import { QUICK_SEARCH_DEBOUNCE_MS } from "../../../src/rules/constants";
import { startQuickSearch } from "../../support/quick-search-fixtures";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function typeInto(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
const press = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

// A Vue component over the quick search actor, spreading each getter through `spread`.
function mountInVue(spread: (props: object) => Record<string, unknown>) {
  const qs = startQuickSearch();
  const Search = defineComponent(() => {
    const snapshot = shallowRef(qs.actor.getSnapshot());
    qs.actor.subscribe((next) => {
      snapshot.value = next;
    });
    return () => {
      const api = connectQuickSearch(snapshot.value, qs.actor.send, { id: "qs" });
      return h("div", [
        h("button", spread(api.getOpenButtonProps()), "Search"),
        h("label", spread(api.getLabelProps()), "Search the shop"),
        h("input", spread(api.getInputProps())),
        h(
          "ul",
          spread(api.getListboxProps()),
          api.options.map((item) =>
            h("li", { key: item.index, ...spread(api.getOptionProps({ item })) }, item.label),
          ),
        ),
      ]);
    };
  });
  const host = document.createElement("div");
  document.body.append(host);
  createApp(Search).mount(host);
  const input = host.querySelector("input") as HTMLInputElement;
  return { qs, host, input };
}

describe("toVueProps: a slice's getters spread by Vue 3", () => {
  it("drives the combobox: typing searches, ArrowDown moves the active option, label points at the input", async () => {
    const { qs, host, input } = mountInVue(toVueProps);
    (host.querySelector("button") as HTMLButtonElement).click();
    await vi.advanceTimersByTimeAsync(0);
    expect(host.querySelector("label")?.getAttribute("for")).toBe("qs-input");
    typeInto(input, "boots");
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(qs.calls.map((call) => call.query)).toEqual(["boots"]);
    expect(host.querySelectorAll('[role="option"]').length).toBeGreaterThan(0);
    press(input, "ArrowDown");
    await vi.advanceTimersByTimeAsync(0);
    expect(input.getAttribute("aria-activedescendant")).toBe("qs-option-0");
    expect(host.querySelector("#qs-option-0")?.getAttribute("aria-selected")).toBe("true");
  });

  it("without it, Vue hears neither the keystrokes nor the arrow keys (why the normaliser exists)", async () => {
    const { qs, host, input } = mountInVue((props) => ({ ...props }));
    (host.querySelector("button") as HTMLButtonElement).click();
    await vi.advanceTimersByTimeAsync(0);
    typeInto(input, "boots");
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
    expect(qs.calls).toEqual([]);
    press(input, "ArrowDown");
    await vi.advanceTimersByTimeAsync(0);
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
  });

  it("renames handlers to the DOM event and className / htmlFor to class / for; leaves the rest", () => {
    const click = () => undefined;
    const ref = () => undefined;
    expect(
      toVueProps({
        className: "a",
        htmlFor: "x",
        onChange: click,
        onKeyDown: click,
        onFocus: click,
        onClick: click,
        onPointerDown: click,
        ref,
        tabIndex: -1,
        "aria-expanded": false,
      }),
    ).toEqual({
      class: "a",
      for: "x",
      onInput: click,
      onKeydown: click,
      onFocusin: click,
      onClick: click,
      onPointerdown: click,
      ref,
      tabIndex: -1,
      "aria-expanded": false,
    });
  });
});

describe("bindProps: a slice's getters on plain DOM elements", () => {
  it("drives the combobox with attributes under their HTML names and listeners on the DOM events", async () => {
    const qs = startQuickSearch();
    document.body.innerHTML = "<button></button><label>Search the shop</label><input /><ul></ul>";
    const [button, label, input, list] = ["button", "label", "input", "ul"].map((tag) =>
      document.querySelector(tag),
    ) as [HTMLButtonElement, HTMLLabelElement, HTMLInputElement, HTMLUListElement];
    const render = () => {
      const api = connectQuickSearch(qs.actor.getSnapshot(), qs.actor.send, { id: "qs" });
      bindProps(button, api.getOpenButtonProps());
      bindProps(label, api.getLabelProps({ className: "qs__label" }));
      bindProps(input, api.getInputProps());
      bindProps(list, api.getListboxProps());
    };
    qs.actor.subscribe(render);
    render();
    expect(list.hasAttribute("hidden")).toBe(true);
    button.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(list.hasAttribute("hidden")).toBe(false);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(label.getAttribute("for")).toBe("qs-input");
    expect(label.getAttribute("class")).toBe("qs__label");
    expect(input.getAttribute("autocomplete")).toBe("off");
    expect(input.getAttribute("spellcheck")).toBe("false");
    typeInto(input, "boots");
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
    // Re-bound after every snapshot, yet one listener per event: one search, not one per render.
    expect(qs.calls.map((call) => call.query)).toEqual(["boots"]);
    expect(input.value).toBe("boots");
    press(input, "ArrowDown");
    await vi.advanceTimersByTimeAsync(0);
    expect(input.getAttribute("aria-activedescendant")).toBe("qs-option-0");
  });

  it("removes an attribute whose prop went away, writes aria booleans as text, calls ref once per bind", () => {
    const element = document.createElement("div");
    const ref = vi.fn();
    bindProps(element, { hidden: true, "aria-busy": false, title: "x", ref });
    expect(element.getAttribute("hidden")).toBe("");
    expect(element.getAttribute("aria-busy")).toBe("false");
    bindProps(element, { hidden: false, title: undefined, ref });
    expect(element.hasAttribute("hidden")).toBe(false);
    expect(element.hasAttribute("title")).toBe(false);
    expect(ref).toHaveBeenCalledTimes(2);
    expect(ref).toHaveBeenCalledWith(element);
  });

  it("names React's synthetic events by the DOM event they stand for", () => {
    expect(
      ["onChange", "onKeyDown", "onFocus", "onBlur", "onDoubleClick", "onPointerEnter"].map(domEventName),
    ).toEqual(["input", "keydown", "focusin", "focusout", "dblclick", "pointerenter"]);
  });
});
