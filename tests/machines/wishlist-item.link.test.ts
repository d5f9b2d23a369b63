// Edit Item and its size step wired without React: the confirmed size updates the item, the
// landed update reaches onUpdated, and stopping unhooks both.
import { createActor } from "xstate";
import type { WishlistItem } from "../../src/clients/loyalty";
import {
  createWishlistItemActors,
  followWishlistItemWithSize,
  wishlistItemMachine,
  wishlistItemSizeTarget,
} from "../../src/machines/wishlist-item";
import { flush, startWishlistSizeStep } from "../support/wishlist-size-step";
import { item, sizes, wishlistMessages } from "./wishlist.fixtures";

function start() {
  const current = item(11, 5, 51);
  const updates: { itemId: number; variantId: string | number }[] = [];
  const items = {
    updateListItem: async (_listId: number, itemId: number, input: { variantId: string | number }) => {
      updates.push({ itemId, variantId: input.variantId });
      return { ...current, product_variant_id: Number(input.variantId) } satisfies WishlistItem;
    },
  };
  const edit = createActor(
    wishlistItemMachine.provide({ actors: createWishlistItemActors(items, async () => undefined) }),
    {
      input: { listId: 1, item: current, messages: wishlistMessages },
    },
  ).start();
  const { size, sizeApi } = startWishlistSizeStep(wishlistItemSizeTarget(current), "edit");
  const updated = vi.fn();
  const stop = followWishlistItemWithSize(edit, size, { onUpdated: updated });
  return { sizeApi, updates, updated, stop };
}

describe("Edit Item with its size step (account-area §2 Wishlists)", () => {
  it("starts the size step from the item's product and variant", () => {
    expect(wishlistItemSizeTarget(item(11, 5, 51))).toEqual({ productId: 5, variantId: 51 });
    const bare: WishlistItem = { ...item(12, 6, 61), meta: {} };
    expect(wishlistItemSizeTarget(bare)).toEqual({ productId: 6, variantId: 61 });
  });

  it("updates the item with the confirmed size, then calls onUpdated", async () => {
    const { sizeApi, updates, updated } = start();
    await flush();
    sizeApi().selectSize("8");
    sizeApi().confirm();
    await flush();
    expect(updates).toEqual([{ itemId: 11, variantId: sizes[0]?.id }]);
    expect(updated).toHaveBeenCalledOnce();
  });

  it("hears nothing more once stopped", async () => {
    const { sizeApi, updates, stop } = start();
    await flush();
    stop();
    sizeApi().selectSize("8");
    sizeApi().confirm();
    await flush();
    expect(updates).toEqual([]);
  });
});
