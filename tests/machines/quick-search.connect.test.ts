import { connectQuickSearch, followQuickSearchFocus } from "../../src/machines/quick-search";
import { QUICK_SEARCH_DEBOUNCE_MS, SEARCH_REDIRECT_DELAY_MS } from "../../src/rules/constants";
import { searchMessages } from "../../src/rules/messages";
import { found, results, startQuickSearch } from "../support/quick-search-fixtures";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

/** A keyboard or mouse event as React would pass it, recording `preventDefault()`. */
function fakeEvent<T extends object>(fields: T) {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    ...fields,
  };
  return event;
}
const key = (name: string, fields: object = {}) => fakeEvent({ key: name, ...fields });
const click = (fields: object = {}) => fakeEvent({ button: 0, ...fields });

async function opened(options: Parameters<typeof startQuickSearch>[0] = {}) {
  const qs = startQuickSearch(options);
  qs.api().open();
  await settle();
  return qs;
}

async function typedIn(qs: ReturnType<typeof startQuickSearch>, text: string) {
  qs.api().setQuery(text);
  await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
  await settle();
}

/** Own attributes of a getter's result, handlers left out. */
function attributes(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== "function"));
}

describe("quick search ARIA contract, state by state", () => {
  it("closed: the button says it opens a dialog that is not expanded", () => {
    const qs = startQuickSearch();
    const api = qs.api();
    expect(attributes(api.getOpenButtonProps())).toEqual({
      id: "qs-open",
      type: "button",
      "aria-label": "Search our range of products",
      "aria-haspopup": "dialog",
      "aria-expanded": false,
      "aria-controls": "qs-dialog",
    });
    expect(api.getInputProps()["aria-expanded"]).toBe(false);
    expect(api.getListboxProps().hidden).toBe(true);
  });

  it("open, nothing typed: dialog, search form, labelled combobox over a listbox of popular and recent searches", async () => {
    const qs = await opened({ recentSearches: ["boots"] });
    const api = qs.api();
    expect(api.getOpenButtonProps()["aria-expanded"]).toBe(true);
    expect(attributes(api.getDialogProps())).toEqual({
      id: "qs-dialog",
      role: "dialog",
      "aria-modal": true,
      "aria-label": "Search our range of products",
    });
    expect(attributes(api.getFormProps())).toEqual({ role: "search", action: "/search", method: "get" });
    expect(attributes(api.getLabelProps())).toEqual({ id: "qs-label", htmlFor: "qs-input" });
    expect(attributes(api.getInputProps())).toEqual({
      id: "qs-input",
      name: "query",
      role: "combobox",
      value: "",
      placeholder: "Search for products, ranges and more",
      autoComplete: "off",
      autoCapitalize: "off",
      spellCheck: false,
      enterKeyHint: "search",
      "aria-autocomplete": "list",
      "aria-expanded": true,
      "aria-controls": "qs-listbox",
      "aria-activedescendant": undefined,
      "aria-describedby": undefined,
    });
    expect(attributes(api.getListboxProps())).toEqual({
      id: "qs-listbox",
      role: "listbox",
      "aria-labelledby": "qs-label",
      hidden: false,
    });
    const [popular, recent] = api.groups;
    if (!popular || !recent) throw new Error("expected two groups");
    expect(api.getGroupProps(popular)).toEqual({ role: "group", "aria-labelledby": "qs-group-popular" });
    expect(api.getGroupLabelProps(popular)).toEqual({ id: "qs-group-popular", role: "presentation" });
    expect(api.getGroupProps(recent)).toEqual({ role: "group", "aria-labelledby": "qs-group-recent" });
    expect(api.options.map((item) => attributes(api.getOptionProps({ item })))).toEqual(
      [0, 1, 2, 3, 4].map((index) => ({ id: `qs-option-${index}`, role: "option", "aria-selected": false })),
    );
    expect(attributes(api.getStatusProps())).toEqual({
      id: "qs-status",
      role: "status",
      "aria-live": "polite",
      "aria-atomic": true,
    });
    expect(attributes(api.getClearButtonProps())).toEqual({ type: "button", "aria-controls": "qs-input" });
    expect(attributes(api.getCloseButtonProps())).toEqual({ type: "button" });
  });

  it("the getters' handlers: exactly these, so a caller knows what it chains with", async () => {
    const qs = await opened();
    const api = qs.api();
    const handlers = (props: object) =>
      Object.keys(props).filter((key) => typeof (props as Record<string, unknown>)[key] === "function");
    const [item] = api.options;
    if (!item) throw new Error("expected options");
    expect(handlers(api.getInputProps())).toEqual([
      "onChange",
      "onKeyDown",
      "onCompositionStart",
      "onCompositionEnd",
    ]);
    expect(handlers(api.getOptionProps({ item }))).toEqual(["onClick", "onMouseMove", "onMouseDown"]);
    expect(handlers(api.getOpenButtonProps())).toEqual(["onClick"]);
    expect(handlers(api.getDialogProps())).toEqual(["onKeyDown"]);
    expect(handlers(api.getFormProps())).toEqual(["onSubmit"]);
    expect(handlers(api.getListboxProps())).toEqual([]);
  });

  it("open with no options at all: the combobox is collapsed and the listbox hidden", async () => {
    const qs = await opened({ popular: [] });
    expect(qs.api().getInputProps()["aria-expanded"]).toBe(false);
    expect(qs.api().getListboxProps().hidden).toBe(true);
    qs.api().getInputProps().onKeyDown(key("ArrowDown"));
    expect(qs.api().getInputProps()["aria-activedescendant"]).toBeUndefined();
  });

  it("highlighted option: aria-activedescendant points at it and only it is aria-selected", async () => {
    const qs = await opened();
    await typedIn(qs, "boot");
    const down = key("ArrowDown");
    qs.api().getInputProps().onKeyDown(down);
    qs.api().getInputProps().onKeyDown(key("ArrowDown"));
    const api = qs.api();
    expect(down.defaultPrevented).toBe(true);
    expect(api.getInputProps()["aria-activedescendant"]).toBe("qs-option-1");
    expect(api.options.map((item) => api.getOptionProps({ item })["aria-selected"])).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(api.optionId(1)).toBe("qs-option-1");
  });

  it("corrected results: the input is described by the status line", async () => {
    const qs = await opened({ answer: async (q) => found(q, { correctedQuery: "sneakers" }) });
    await typedIn(qs, "snekers");
    expect(qs.api().getInputProps()["aria-describedby"]).toBe("qs-status");
    expect(qs.api().statusMessage).toBe("No results found for snekers, showing results for sneakers instead");
  });

  it("no results and no options: collapsed, described by 'Please try another search'", async () => {
    const qs = await opened({ answer: async (q) => results(q) });
    await typedIn(qs, "xyzzy");
    const input = qs.api().getInputProps();
    expect(input["aria-expanded"]).toBe(false);
    expect(input["aria-describedby"]).toBe("qs-status");
    expect(qs.api().statusMessage).toBe("Please try another search");
  });

  it.each([
    ["a Pages column", { pages: found("size").pages }],
    ["suggested searches", { suggestions: ["size guide"] }],
  ])("no products but %s: no 'Please try another search' above them", async (_, partial) => {
    const qs = await opened({ answer: async (q) => results(q, partial) });
    await typedIn(qs, "size");
    expect(qs.api()).toMatchObject({ hasNoResults: true, fallbackMessage: null, statusMessage: "" });
    expect(qs.api().getInputProps()["aria-expanded"]).toBe(true);
  });

  it("submitting: the status line says 'Searching…'", async () => {
    const qs = await opened();
    await typedIn(qs, "boot");
    qs.api().submit();
    expect(qs.api().statusMessage).toBe("Searching…");
    expect(qs.api().getInputProps()["aria-describedby"]).toBe("qs-status");
  });
});

describe("quick search keyboard and pointer handling", () => {
  it("Home and End move the caret until an option is highlighted, then the highlight", async () => {
    const qs = await opened();
    await typedIn(qs, "boot");
    const home = key("Home");
    qs.api().getInputProps().onKeyDown(home);
    expect(home.defaultPrevented).toBe(false);
    expect(qs.api().highlightedIndex).toBe(-1);
    qs.api().getInputProps().onKeyDown(key("ArrowUp"));
    expect(qs.api().highlightedIndex).toBe(4);
    const homeAgain = key("Home");
    qs.api().getInputProps().onKeyDown(homeAgain);
    expect(homeAgain.defaultPrevented).toBe(true);
    expect(qs.api().highlightedIndex).toBe(0);
    qs.api().getInputProps().onKeyDown(key("End"));
    expect(qs.api().highlightedIndex).toBe(4);
  });

  it("Enter picks the highlighted option, or submits the text", async () => {
    const qs = await opened();
    await typedIn(qs, "boot");
    qs.api().getInputProps().onKeyDown(key("ArrowUp"));
    const enter = key("Enter");
    qs.api().getInputProps().onKeyDown(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/products/boot-two");

    qs.api().open();
    qs.api().setQuery("socks");
    qs.api().getInputProps().onKeyDown(key("Enter"));
    expect(qs.api()).toMatchObject({ isSubmitting: true, status: "loading" });
    await vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_DELAY_MS);
    expect(qs.navigate).toHaveBeenLastCalledWith("/search?query=socks");
  });

  it("Enter while an input method is composing is left alone", async () => {
    const qs = await opened();
    qs.api().setQuery("boot");
    const enter = key("Enter", { nativeEvent: { isComposing: true } });
    qs.api().getInputProps().onKeyDown(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(qs.api().status).toBe("loading");
  });

  it("arrows with Ctrl, Alt or Meta are left to the browser", async () => {
    const qs = await opened();
    for (const modifier of ["ctrlKey", "altKey", "metaKey"]) {
      const event = key("ArrowDown", { [modifier]: true });
      qs.api().getInputProps().onKeyDown(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(qs.api().highlightedIndex).toBe(-1);
  });

  it("Escape closes the overlay, in the input or anywhere in the dialog", async () => {
    const qs = await opened();
    const escapeKey = key("Escape");
    qs.api().getInputProps().onKeyDown(escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(qs.api().isOpen).toBe(false);
    qs.api().open();
    qs.api().getDialogProps().onKeyDown(key("Escape"));
    expect(qs.api().isOpen).toBe(false);
  });

  it("Delete forgets a highlighted recent search, and only a recent one", async () => {
    const qs = await opened({ popular: ["sneakers"], recentSearches: ["boots", "socks"] });
    qs.api().highlight(0);
    const onPopular = key("Delete");
    qs.api().getInputProps().onKeyDown(onPopular);
    expect(onPopular.defaultPrevented).toBe(false);
    qs.api().highlight(2);
    qs.api().getInputProps().onKeyDown(key("Delete"));
    expect(qs.api().recentSearches.map((r) => r.label)).toEqual(["boots"]);
    expect(qs.storeRecentSearches).toHaveBeenLastCalledWith(["boots"]);
  });

  it("options highlight on hover, keep focus in the input on press and are picked on click", async () => {
    const qs = await opened();
    await typedIn(qs, "boot");
    const page = qs.api().pages[0];
    if (!page) throw new Error("no page option");
    qs.api().getOptionProps({ item: page }).onMouseMove(click());
    expect(qs.api().highlightedIndex).toBe(page.index);
    const press = click();
    qs.api().getOptionProps({ item: page }).onMouseDown(press);
    expect(press.defaultPrevented).toBe(true);
    qs.api().getOptionProps({ item: page }).onClick(click());
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/pages/boot-guide");
  });

  it("typing sends the text; the form's submit is handled without a page load", async () => {
    const qs = await opened();
    qs.api()
      .getInputProps()
      .onChange({ target: { value: "sock" } });
    expect(qs.api().query).toBe("sock");
    const submit = fakeEvent({});
    qs.api().getFormProps().onSubmit(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(qs.api()).toMatchObject({ isSubmitting: true, status: "loading" });
  });

  it("Clear empties the text and puts focus back in the input", async () => {
    const qs = await opened();
    qs.api().setQuery("boot");
    const focus = vi.fn();
    const ownerDocument = { getElementById: (id: string) => (id === "qs-input" ? { focus } : null) };
    qs.api()
      .getClearButtonProps()
      .onClick(click({ currentTarget: { ownerDocument } }));
    expect(qs.api()).toMatchObject({ query: "", status: "idle" });
    expect(focus).toHaveBeenCalledOnce();
  });

  it("Try again asks again for the failed text and puts focus back in the input", async () => {
    let fail = true;
    const qs = await opened({
      answer: async (q) => {
        if (fail) throw new Error("down");
        return found(q);
      },
    });
    await typedIn(qs, "boot");
    expect(attributes(qs.api().getRetryButtonProps())).toEqual({ type: "button" });
    fail = false;
    const focus = vi.fn();
    const ownerDocument = { getElementById: (id: string) => (id === "qs-input" ? { focus } : null) };
    qs.api()
      .getRetryButtonProps()
      .onClick(click({ currentTarget: { ownerDocument } }));
    expect(qs.api()).toMatchObject({ status: "loading", query: "boot" });
    expect(focus).toHaveBeenCalledOnce();
    expect(qs.calls.map((c) => c.query)).toEqual(["boot", "boot"]);
  });

  it("Close and the open button close and open the overlay", async () => {
    const qs = startQuickSearch();
    qs.api().getOpenButtonProps().onClick(click());
    expect(qs.api().isOpen).toBe(true);
    qs.api().getCloseButtonProps().onClick(click());
    expect(qs.api().isOpen).toBe(false);
  });

  it("'View N products' navigates in place on a plain click, and leaves modified clicks to the browser", async () => {
    const qs = await opened();
    await typedIn(qs, "boot");
    const link = qs.api().getViewAllLinkProps();
    expect(link.href).toBe("/search?query=boot");
    const newTab = click({ ctrlKey: true });
    link.onClick(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(qs.navigate).not.toHaveBeenCalled();
    const plain = click();
    link.onClick(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/search?query=boot");
    expect(qs.storeRecentSearches).toHaveBeenLastCalledWith(["boot"]);
  });

  it("'Search for {slug}?' follows the allowed redirect", async () => {
    const qs = await opened({ answer: async (q) => results(q, { redirect: "/pages/returns" }) });
    await typedIn(qs, "returns");
    const link = qs.api().getFallbackLinkProps();
    expect(link.href).toBe("/pages/returns");
    link.onClick(click());
    expect(qs.navigate).toHaveBeenCalledExactlyOnceWith("/pages/returns");
  });
});

describe("quick search prop getters merge the caller's props (Downshift style)", () => {
  it("keeps the caller's extra attributes and lets them override plain ones", async () => {
    const qs = await opened();
    const props = qs.api().getInputProps({ className: "field", placeholder: "Find shoes" });
    expect(props).toMatchObject({ className: "field", placeholder: "Find shoes", role: "combobox" });
  });

  it("runs the caller's handler first, then its own", async () => {
    const qs = await opened();
    const calls: string[] = [];
    const props = qs.api().getInputProps({
      onKeyDown: () => {
        calls.push(`caller saw highlight ${qs.api().highlightedIndex}`);
      },
    });
    props.onKeyDown(key("ArrowDown"));
    expect(calls).toEqual(["caller saw highlight -1"]);
    expect(qs.api().highlightedIndex).toBe(0);
  });

  it("skips its own behaviour when the caller prevents the default", async () => {
    const qs = await opened();
    const props = qs.api().getCloseButtonProps({ onClick: (event) => event.preventDefault() });
    props.onClick(click());
    expect(qs.api().isOpen).toBe(true);
    const input = qs.api().getInputProps({ onKeyDown: (event) => event.preventDefault() });
    input.onKeyDown(key("Escape"));
    expect(qs.api().isOpen).toBe(true);
  });
});

describe("quick search IME composition through the input's props", () => {
  it("wires compositionstart and compositionend: nothing requested until the composed text is committed", async () => {
    const qs = await opened();
    const input = () => qs.api().getInputProps();
    input().onCompositionStart({ currentTarget: { value: "" } });
    input().onChange({ target: { value: "にほ" } });
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS * 3);
    expect(qs.calls).toHaveLength(0);
    expect(input().value).toBe("にほ");
    // The input's whole text counts, not the event's `data` (only the last composed word).
    input().onCompositionEnd({ currentTarget: { value: "日本 靴" } });
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS);
    expect(qs.calls.map((c) => c.query)).toEqual(["日本 靴"]);
  });

  it("runs the caller's composition handlers first, and skips its own when they prevent the default", async () => {
    const qs = await opened();
    const seen: string[] = [];
    const start = fakeEvent({ currentTarget: { value: "" } });
    qs.api()
      .getInputProps({ onCompositionStart: () => seen.push(`caller, status ${qs.api().status}`) })
      .onCompositionStart(start);
    expect(seen).toEqual(["caller, status idle"]);
    expect(qs.api().status).toBe("loading");
    const end = fakeEvent({ currentTarget: { value: "sock" } });
    qs.api()
      .getInputProps({ onCompositionEnd: (event) => (event as typeof end).preventDefault() })
      .onCompositionEnd(end);
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS * 2);
    expect(qs.calls).toHaveLength(0);
  });
});

describe("quick search connect options", () => {
  it("bases the DOM ids on `id`, 'quick-search' by default", () => {
    const qs = startQuickSearch();
    const snapshot = qs.actor.getSnapshot();
    const api = connectQuickSearch(snapshot, qs.actor.send);
    expect(api.getInputProps()).toMatchObject({
      id: "quick-search-input",
      "aria-controls": "quick-search-listbox",
    });
    expect(connectQuickSearch(snapshot, qs.actor.send, { id: "header" }).optionId(3)).toBe("header-option-3");
  });

  it("reads its texts from `messages`", async () => {
    const qs = await opened({ answer: async () => Promise.reject(new Error("down")) });
    await typedIn(qs, "boot");
    const messages = { ...searchMessages, quickSearchError: "Suggestions are resting" };
    const api = connectQuickSearch(qs.actor.getSnapshot(), qs.actor.send, { messages });
    expect(api).toMatchObject({
      status: "error",
      errorMessage: "Suggestions are resting",
      statusMessage: "Suggestions are resting",
      fallbackMessage: null,
    });
  });
});

describe("quick search prop getters join the caller's className", () => {
  it("keeps a caller's className on every getter (ours set none to join with)", async () => {
    const qs = await opened();
    const api = qs.api();
    const [group] = api.groups;
    const [item] = api.options;
    if (!group || !item) throw new Error("expected options");
    expect(api.getInputProps({ className: "field" }).className).toBe("field");
    expect(api.getOptionProps({ item, className: "option" }).className).toBe("option");
    expect(api.getGroupProps(group, { className: "column" }).className).toBe("column");
  });
});

describe("followQuickSearchFocus", () => {
  function fakeDocument() {
    const focused: string[] = [];
    return {
      focused,
      doc: { getElementById: (id: string) => ({ focus: () => focused.push(id) }) },
    };
  }

  it("focuses the input on open and the open button on close, never on start", async () => {
    const qs = startQuickSearch();
    const { doc, focused } = fakeDocument();
    const stop = followQuickSearchFocus(qs.actor, "qs", doc);
    await vi.advanceTimersByTimeAsync(10);
    expect(focused).toEqual([]);
    qs.api().open();
    // After the view has rendered the change, not during the event.
    expect(focused).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(focused).toEqual(["qs-input"]);
    qs.api().setQuery("boot");
    await vi.advanceTimersByTimeAsync(0);
    expect(focused).toEqual(["qs-input"]);
    qs.api().close();
    await vi.advanceTimersByTimeAsync(0);
    expect(focused).toEqual(["qs-input", "qs-open"]);
    stop();
    qs.api().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(focused).toEqual(["qs-input", "qs-open"]);
  });

  it("does not move focus when it starts with the overlay already open", async () => {
    const qs = await opened();
    const { doc, focused } = fakeDocument();
    const stop = followQuickSearchFocus(qs.actor, "qs", doc);
    await vi.advanceTimersByTimeAsync(10);
    expect(focused).toEqual([]);
    stop();
  });
});
