// One heart for every shopper, without React: a member's hearts as they are, a guest's through
// the guest wishlist (storefront §3: productId:variantId, the chosen, default or only variant).
import { createActor, fromCallback } from "xstate";
import {
  connectGuestWishlist,
  type GuestWishlistWindow,
  guestWishlistImplementations,
  guestWishlistMachine,
} from "../../src/machines/guest-wishlist";
import {
  connectWishlistButton,
  connectWishlistHearts,
  type WishlistHeartsEvent,
  type WishlistRemoveRequest,
  wishlistHeartsMachine,
} from "../../src/machines/wishlist-hearts";
import { createMemoryStorage } from "../../src/runtime";
import { item, list, wishlistMessages } from "./wishlist.fixtures";

const KEY = "customer-wishlist-SS";
const quietWindow: GuestWishlistWindow = {
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => true,
};

function start(member: boolean) {
  const storage = createMemoryStorage();
  const guest = createActor(
    guestWishlistMachine.provide(guestWishlistImplementations(storage, quietWindow)),
    {
      input: { stored: null },
    },
  ).start();
  const hearts = createActor(
    wishlistHeartsMachine.provide({
      actors: {
        watchLists: fromCallback<WishlistHeartsEvent>(({ sendBack }) => {
          sendBack({ type: "lists.changed", lists: [list(1, "Mine", [item(11, 5, 51)])] });
        }),
        removeItems: fromCallback<WishlistHeartsEvent, WishlistRemoveRequest>(() => undefined),
      },
    }),
    { input: { member, messages: wishlistMessages } },
  ).start();
  const api = () =>
    connectWishlistButton(
      connectWishlistHearts(hearts.getSnapshot(), hearts.send),
      connectGuestWishlist(guest.getSnapshot(), guest.send),
      member,
    );
  return { api, storage };
}

describe("the wishlist button of a member or a guest", () => {
  it("is the member's hearts for a signed-in member", () => {
    const { api } = start(true);
    expect([api().isMember, api().count, api().isWishlisted({ productId: 5 })]).toEqual([true, 1, true]);
    api().toggle({ productId: 6, name: "Boot" });
    expect(api().modalProduct).toMatchObject({ productId: 6 });
  });

  it.each([
    ["the chosen variant", { variantId: 51, defaultVariantId: 50 }, '["5:51"]'],
    ["the default variant", { defaultVariantId: 50 }, '["5:50"]'],
    ["the product itself when it has one variant", {}, '["5:5"]'],
  ])("a guest's heart stores %s", (_name, variant, stored) => {
    const { api, storage } = start(false);
    api().toggle({ productId: 5, name: "Runner", ...variant });
    expect(storage.getItem(KEY)).toBe(stored);
    expect([api().isMember, api().count, api().isWishlisted({ productId: 5 })]).toEqual([false, 1, true]);
    expect(api().modalProduct).toBeNull();
  });

  it.each([
    [true, "Wishlist, 1 item"],
    [false, "Wishlist, 1 item"],
  ])("names the header link in the singular for one item (member: %s)", (member, label) => {
    const { api } = start(member);
    if (!member) api().toggle({ productId: 5, variantId: 51, name: "Runner" });
    expect([api().count, api().countLabel]).toEqual([1, label]);
    if (!member) {
      api().toggle({ productId: 6, variantId: 61, name: "Boot" });
      expect(api().countLabel).toBe("Wishlist, 2 items");
    }
  });

  it("a guest's heart is a labelled toggle that removes the product again", () => {
    const { api } = start(false);
    const heart = { productId: 5, variantId: 51, name: "Runner" };
    api()
      .getHeartProps(heart)
      .onClick({ preventDefault: () => undefined, defaultPrevented: false });
    expect(api().getHeartProps(heart)["aria-pressed"]).toBe(true);
    api()
      .getHeartProps(heart)
      .onClick({ preventDefault: () => undefined, defaultPrevented: false });
    expect(api().getHeartProps(heart)["aria-pressed"]).toBe(false);
    expect(api().count).toBe(0);
  });
});
