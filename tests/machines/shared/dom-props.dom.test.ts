// @vitest-environment jsdom
// The two framework normalisers: a slice's getters (React-named props) spread by real Vue 3 and by
// plain DOM code, driving the quick search combobox from `solekit/machines`.
import { createApp, defineComponent, h, nextTick, shallowRef } from "vue";
import { createActor, fromPromise } from "xstate";
import type { LoyaltyStore, StoreTransaction } from "../../../src/clients/loyalty";
import { claimTransactionMachine, connectClaimTransaction } from "../../../src/machines/claim-transaction";
import { connectQuickSearch } from "../../../src/machines/quick-search";
import { bindProps, domEventName, toVueProps, unbindProps } from "../../../src/machines/shared/dom-props";
import { QUICK_SEARCH_DEBOUNCE_MS } from "../../../src/rules/constants";
import { startQuickSearch } from "../../support/quick-search-fixtures";
import { stores } from "../rewards-fixtures";

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

// The claim modal over its machine, with stores that load and a claim that never answers.
function startClaim() {
  return createActor(
    claimTransactionMachine.provide({
      actors: {
        loadStores: fromPromise<readonly LoyaltyStore[], void>(async () => stores),
        createClaim: fromPromise(() => new Promise<StoreTransaction>(() => undefined)),
      },
    }),
    { input: {} },
  ).start();
}

describe("a kit dialog in plain DOM and in Vue, re-bound on every update", () => {
  it("plain DOM: focus moves in once the dialog is filled and in the page, stays in a field as it is re-bound, and unbindProps returns it to the opener", async () => {
    const actor = startClaim();
    document.body.innerHTML = '<button id="open">Claim a transaction</button>';
    const opener = document.getElementById("open") as HTMLButtonElement;
    opener.focus();
    const api = () => connectClaimTransaction(actor.getSnapshot(), actor.send, { id: "vanilla-claim" });
    // The natural order without a framework: the dialog bound first, then filled, then shown.
    const dialog = document.createElement("div");
    bindProps(dialog, api().getDialogProps());
    const [date, receipt] = [document.createElement("input"), document.createElement("input")];
    const render = () => {
      bindProps(dialog, api().getDialogProps());
      bindProps(date, api().getFieldProps("transactedAt"));
      bindProps(receipt, api().getFieldProps("receiptRef"));
    };
    render();
    dialog.append(date, receipt);
    document.body.append(dialog);
    actor.subscribe(render);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.activeElement).toBe(date);

    receipt.focus();
    for (const text of ["R", "R-", "R-1", "R-12"]) typeInto(receipt, text);
    expect(actor.getSnapshot().context.values.receiptRef).toBe("R-12");
    expect(document.activeElement).toBe(receipt);

    unbindProps(dialog);
    dialog.remove();
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(opener);
  });

  it("plain DOM: a dialog hidden rather than removed also returns focus to its opener", async () => {
    const actor = startClaim();
    document.body.innerHTML = '<button id="open">Claim a transaction</button><div id="d"><input /></div>';
    const opener = document.getElementById("open") as HTMLButtonElement;
    const dialog = document.getElementById("d") as HTMLDivElement;
    const date = dialog.querySelector("input") as HTMLInputElement;
    const api = () => connectClaimTransaction(actor.getSnapshot(), actor.send, { id: "hidden-claim" });
    opener.focus();
    bindProps(date, api().getFieldProps("transactedAt"));
    bindProps(dialog, api().getDialogProps());
    expect(document.activeElement).toBe(date);
    unbindProps(dialog);
    dialog.hidden = true;
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(opener);
  });

  it("Vue: typing in a field re-renders the dialog without pulling focus back to its first field", async () => {
    const actor = startClaim();
    document.body.innerHTML = '<button id="open">Claim a transaction</button><div id="app"></div>';
    (document.getElementById("open") as HTMLButtonElement).focus();
    const Claim = defineComponent(() => {
      const snapshot = shallowRef(actor.getSnapshot());
      actor.subscribe((next) => {
        snapshot.value = next;
      });
      return () => {
        const api = connectClaimTransaction(snapshot.value, actor.send, { id: "vue-claim" });
        return h("div", toVueProps(api.getDialogProps()), [
          h("input", toVueProps(api.getFieldProps("transactedAt"))),
          h("input", toVueProps(api.getFieldProps("receiptRef"))),
        ]);
      };
    });
    createApp(Claim).mount("#app");
    const date = document.getElementById("vue-claim-field-transactedAt") as HTMLInputElement;
    const receipt = document.getElementById("vue-claim-field-receiptRef") as HTMLInputElement;
    expect(document.activeElement).toBe(date);
    receipt.focus();
    for (const text of ["R", "R-", "R-1"]) {
      typeInto(receipt, text);
      await nextTick();
    }
    expect(actor.getSnapshot().context.values.receiptRef).toBe("R-1");
    expect(document.activeElement).toBe(receipt);
  });
});
