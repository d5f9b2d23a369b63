// The wishlist modal and its size step wired without React: a confirmed size becomes the modal's
// variant, a save reaches onSaved, and stopping unhooks both.
import { createActor, fromPromise } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import {
  connectWishlistModal,
  followWishlistModalWithSize,
  type WishlistModalSaveRequest,
  wishlistModalMachine,
} from "../../src/machines/wishlist-modal";
import { flush, startWishlistSizeStep } from "../support/wishlist-size-step";
import { item, list, runner, wishlistMessages } from "./wishlist.fixtures";

function start() {
  const modal = createActor(
    wishlistModalMachine.provide({
      actors: {
        loadLists: fromPromise(async () => [
          list(9101, "My Wishlist", [item(1, 5, 51)]),
          list(9102, "Birthday"),
        ]),
        reloadLists: fromPromise(async () => [] as Wishlist[]),
        createList: fromPromise<Wishlist, { name: string }>(async ({ input }) => list(9200, input.name)),
        saveWishlists: fromPromise<void, WishlistModalSaveRequest>(async () => undefined),
      },
    }),
    { input: { product: runner, messages: wishlistMessages } },
  ).start();
  const { size, sizeApi } = startWishlistSizeStep({ productId: 5, variantId: null }, "wm");
  const saved = vi.fn();
  const stop = followWishlistModalWithSize(modal, size, { id: "wm", onSaved: saved });
  const modalApi = () => connectWishlistModal(modal.getSnapshot(), modal.send, { id: "wm" });
  return { modalApi, sizeApi, saved, stop };
}

describe("the wishlist modal with its size step", () => {
  it("takes the size the step confirms, then calls onSaved once the lists are saved", async () => {
    const { modalApi, sizeApi, saved } = start();
    await flush();
    expect(modalApi().mode).toBe("size");
    sizeApi().selectSize("8");
    sizeApi().confirm();
    expect(modalApi().mode).toBe("SELECT_LIST");
    expect(modalApi().labels.changeSize).toBe("Size 8 · Change");
    modalApi().toggleList(9102);
    modalApi().save();
    await flush();
    expect(saved).toHaveBeenCalledOnce();
  });

  it("hears nothing more once stopped", async () => {
    const { modalApi, sizeApi, stop } = start();
    await flush();
    stop();
    sizeApi().selectSize("8");
    sizeApi().confirm();
    expect(modalApi().mode).toBe("size");
  });
});
