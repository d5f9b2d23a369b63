import { createActor } from "xstate";
import {
  connectGuestWishlist,
  GUEST_WISHLIST_UNREADABLE_KEY,
  type GuestWishlistWindow,
  guestWishlistImplementations,
  guestWishlistMachine,
} from "../../src/machines/guest-wishlist";
import { createMemoryStorage } from "../../src/runtime";

const KEY = "customer-wishlist-SS";

function fakeWindow() {
  const listeners = new Set<(event: { key: string | null; newValue: string | null }) => void>();
  const fired: { type: string; detail: unknown }[] = [];
  const target: GuestWishlistWindow = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    dispatchEvent: (event) => {
      fired.push({ type: event.type, detail: (event as CustomEvent).detail });
      return true;
    },
  };
  const storageEvent = (key: string | null) => {
    for (const listener of listeners) listener({ key, newValue: null });
  };
  return { target, fired, storageEvent, listeners };
}

function start(stored: string | null) {
  const storage = createMemoryStorage(stored === null ? {} : { [KEY]: stored });
  const win = fakeWindow();
  const actor = createActor(guestWishlistMachine.provide(guestWishlistImplementations(storage, win.target)), {
    input: { stored: storage.getItem(KEY) },
  }).start();
  const api = () => connectGuestWishlist(actor.getSnapshot(), actor.send);
  return { actor, api, storage, win };
}

describe("guest wishlist (storefront §3: productId:variantId under customer-wishlist-SS)", () => {
  it("adds and removes a product, writes storage, fires wishlist-added / wishlist-removed", () => {
    const { api, storage, win } = start(null);
    api().toggle({ productId: 1, variantId: 10 });
    expect(storage.getItem(KEY)).toBe('["1:10"]');
    expect(api().isWishlisted(1)).toBe(true);
    api().toggle({ productId: 1, variantId: 11 });
    expect(storage.getItem(KEY)).toBe("[]");
    expect(win.fired).toEqual([
      { type: "wishlist-added", detail: { productId: "1", variantId: "10" } },
      { type: "wishlist-removed", detail: { productId: "1", variantId: "11" } },
    ]);
  });

  it("pins the heart button's contract", () => {
    const { api } = start('["1:10"]');
    expect(api().getHeartProps({ productId: 1, variantId: 10, name: "Runner" })).toMatchObject({
      type: "button",
      "aria-pressed": true,
      "aria-label": "Remove Runner from wishlist",
    });
    expect(api().getHeartProps({ productId: 2, variantId: 20, name: "Boot" })).toMatchObject({
      "aria-pressed": false,
      "aria-label": "Add Boot to wishlist",
    });
  });

  it("shows a change made in another tab at once (storage event)", () => {
    const { api, storage, win } = start(null);
    storage.setItem(KEY, '["5:50"]');
    win.storageEvent(KEY);
    expect(api().entries).toEqual([{ productId: "5", variantId: "50" }]);
    storage.setItem(KEY, '["6:60"]');
    win.storageEvent("another-key");
    expect(api().count).toBe(1);
    expect(api().isWishlisted(5)).toBe(true);
  });

  it("keeps unreadable stored data aside instead of dropping it silently", () => {
    const { api, storage } = start('["1:10", "oops"');
    expect(api().entries).toEqual([]);
    expect(api().unreadable).toBe('["1:10", "oops"');
    expect(storage.getItem(GUEST_WISHLIST_UNREADABLE_KEY)).toBe('["1:10", "oops"');
    const partly = start('["1:10", 7]');
    expect(partly.api().entries).toEqual([{ productId: "1", variantId: "10" }]);
    expect(partly.storage.getItem(GUEST_WISHLIST_UNREADABLE_KEY)).toBe('["1:10", 7]');
  });

  it("stops listening to other tabs when stopped", () => {
    const { actor, win } = start(null);
    expect(win.listeners.size).toBe(1);
    actor.stop();
    expect(win.listeners.size).toBe(0);
  });
});
