import { createActor } from "xstate";
import {
  connectQuickSearchButton,
  linkQuickSearchButton,
  quickSearchButtonMachine,
} from "../../src/machines/quick-search";
import { found, startQuickSearch } from "../support/quick-search-fixtures";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

function startButton() {
  const actor = createActor(quickSearchButtonMachine).start();
  const api = (options = {}) => connectQuickSearchButton(actor.getSnapshot(), actor.send, options);
  return { actor, api };
}

describe("quick-search button", () => {
  it("opens on its button's click and closes, saying so in aria-expanded", () => {
    const button = startButton();
    expect(button.api().getOpenButtonProps()["aria-expanded"]).toBe(false);
    button
      .api()
      .getOpenButtonProps()
      .onClick({ preventDefault() {} } as never);
    expect(button.api()).toMatchObject({ isOpen: true });
    expect(button.api().getOpenButtonProps()["aria-expanded"]).toBe(true);
    button.api().close();
    expect(button.api().isOpen).toBe(false);
  });

  // The overlay's open button is pinned attribute by attribute in quick-search.connect.test.ts.
  it("gives the same props as the overlay's own open button, so either can be rendered", () => {
    const button = startButton();
    const overlay = startQuickSearch();
    const own = (props: object) => JSON.stringify(props);
    expect(own(button.api({ id: "qs" }).getOpenButtonProps())).toBe(own(overlay.api().getOpenButtonProps()));
    button.api().open();
    overlay.api().open();
    expect(own(button.api({ id: "qs" }).getOpenButtonProps())).toBe(own(overlay.api().getOpenButtonProps()));
  });

  it("takes its label from the messages given", () => {
    const button = startButton();
    const props = button.api({ messages: { searchOpenLabel: "Zoeken" } }).getOpenButtonProps();
    expect(props["aria-label"]).toBe("Zoeken");
  });
});

describe("linkQuickSearchButton", () => {
  it("opens an overlay created after the button opened (the first open loads it)", async () => {
    const button = startButton();
    button.api().open();
    const overlay = startQuickSearch();
    linkQuickSearchButton(button.actor, overlay.actor);
    await settle();
    expect(overlay.api()).toMatchObject({ isOpen: true });
    expect(overlay.api().popularSearches.map((o) => o.label)).toContain("sneakers");
  });

  it("keeps the two in step both ways: the button's open and close, the overlay's Close, Escape and navigation", async () => {
    const button = startButton();
    const overlay = startQuickSearch({ answer: async (query) => found(query) });
    linkQuickSearchButton(button.actor, overlay.actor);
    expect(overlay.api().isOpen).toBe(false);

    button.api().open();
    expect(overlay.api().isOpen).toBe(true);
    button.api().close();
    expect(overlay.api().isOpen).toBe(false);

    overlay.api().open();
    expect(button.api().isOpen).toBe(true);
    overlay
      .api()
      .getCloseButtonProps()
      .onClick({ preventDefault() {} } as never);
    expect(button.api().isOpen).toBe(false);

    button.api().open();
    overlay
      .api()
      .getInputProps()
      .onKeyDown({ key: "Escape", preventDefault() {} } as never);
    expect(button.api().isOpen).toBe(false);

    // A picked page navigates and closes the overlay: the button closes with it.
    button.api().open();
    overlay.api().setQuery("boots");
    await vi.advanceTimersByTimeAsync(500);
    const page = overlay.api().pages[0];
    expect(page).toBeDefined();
    overlay.api().select(page as never);
    expect(overlay.navigate).toHaveBeenCalled();
    expect(button.api().isOpen).toBe(false);
  });

  it("keeps the text typed across a close and a reopen from the button", async () => {
    const button = startButton();
    const overlay = startQuickSearch();
    linkQuickSearchButton(button.actor, overlay.actor);
    button.api().open();
    overlay.api().setQuery("boots");
    button.api().close();
    button.api().open();
    expect(overlay.api()).toMatchObject({ isOpen: true, query: "boots" });
  });

  it("stops following once unlinked", () => {
    const button = startButton();
    const overlay = startQuickSearch();
    const unlink = linkQuickSearchButton(button.actor, overlay.actor);
    unlink();
    button.api().open();
    expect(overlay.api().isOpen).toBe(false);
    overlay.api().open();
    overlay.api().close();
    expect(button.api().isOpen).toBe(true);
  });
});
