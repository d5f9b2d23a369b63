// @vitest-environment jsdom
import { localStoragePersistence } from "../../src/sandbox/persistence";

describe("localStoragePersistence", () => {
  beforeEach(() => localStorage.clear());

  it("keeps each part in an item of its own and loads them back", () => {
    const persistence = localStoragePersistence("shop");
    expect(persistence.load()).toBeNull();
    persistence.save({ version: "4", inbox: "[]" });
    persistence.save({ inbox: '[{"id":"1"}]' });
    expect(localStorage.getItem("shop/inbox")).toBe('[{"id":"1"}]');
    expect(persistence.load()).toEqual({ version: "4", inbox: '[{"id":"1"}]' });
  });

  it("forgets only its own parts, and drops a whole-state save of the older shape", () => {
    localStorage.setItem("shop", '{"version":4}');
    localStorage.setItem("other/inbox", "[]");
    const persistence = localStoragePersistence("shop");
    persistence.save({ carts: "{}" });
    expect(persistence.load()).toEqual({ carts: "{}" });
    expect(localStorage.getItem("shop")).toBeNull();
    persistence.clear();
    expect(persistence.load()).toBeNull();
    expect(localStorage.getItem("other/inbox")).toBe("[]");
  });

  it("hears the parts another tab saves", () => {
    const heard = vi.fn();
    const stop = localStoragePersistence("shop").watch?.(heard);
    window.dispatchEvent(new StorageEvent("storage", { key: "shop/carts", newValue: "{}" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "other/carts", newValue: "{}" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "shop/carts", newValue: null }));
    stop?.();
    window.dispatchEvent(new StorageEvent("storage", { key: "shop/inbox", newValue: "[]" }));
    expect(heard.mock.calls).toEqual([[{ carts: "{}" }]]);
  });
});
