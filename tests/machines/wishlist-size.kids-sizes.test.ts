// Kids' sizes are stored with the infant scale's leading zero ("09.5", "010"); the size step and
// the wishlist modal name them as the product page does in the UK unit ("9.5", "10").
import { createActor, fromPromise } from "xstate";
import type { Wishlist } from "../../src/clients/loyalty";
import type { StorefrontProduct, StorefrontVariant } from "../../src/clients/storefront";
import {
  connectWishlistModal,
  followWishlistModalWithSize,
  type WishlistModalSaveRequest,
  wishlistModalMachine,
} from "../../src/machines/wishlist-modal";
import {
  connectWishlistSize,
  createWishlistSizeActors,
  wishlistSizeMachine,
} from "../../src/machines/wishlist-size";
import { sizeConversion } from "../../src/sandbox/world/sizes";
import { flush } from "../support/wishlist-size-step";
import { list, runner, wishlistMessages } from "./wishlist.fixtures";

// A junior shoe's variants as the storefront answers them: the Size option as stored, and the
// size metafields the product page shows (the sandbox's conversions).
const variant = (id: number, size: string, available: boolean) =>
  ({
    id: `gid://shopify/ProductVariant/${id}`,
    sku: `SKU-${id}`,
    title: `${size} / F`,
    availableForSale: available,
    currentlyNotInStock: !available,
    price: { amount: "89.99", currencyCode: "AUD" },
    compareAtPrice: null,
    selectedOptions: [
      { name: "Size", value: size },
      { name: "Width", value: "F" },
    ],
    size,
    width: "F",
    metafields: { ...sizeConversion(size), age_group: "3-8_YEARS", customer_facing_product_name: null },
  }) as unknown as StorefrontVariant;

const junior = {
  id: "gid://shopify/Product/5",
  variants: [variant(61, "09.5", true), variant(62, "010", false), variant(63, "1", true)],
} as unknown as StorefrontProduct;

function start() {
  const actors = createWishlistSizeActors({
    storefront: { products: async () => [junior] },
    backInStock: { subscribe: async () => ({ sent: true }) as never },
  });
  const size = createActor(wishlistSizeMachine.provide({ actors }), {
    input: { productId: 5, variantId: null, loggedIn: true, messages: wishlistMessages },
  }).start();
  const modal = createActor(
    wishlistModalMachine.provide({
      actors: {
        loadLists: fromPromise(async () => [list(9101, "My Wishlist")]),
        reloadLists: fromPromise(async () => [] as Wishlist[]),
        createList: fromPromise<Wishlist, { name: string }>(async ({ input }) => list(9200, input.name)),
        saveWishlists: fromPromise<void, WishlistModalSaveRequest>(async () => undefined),
      },
    }),
    { input: { product: runner, messages: wishlistMessages } },
  ).start();
  followWishlistModalWithSize(modal, size, { id: "wm", onSaved: () => {} });
  return {
    sizeApi: () => connectWishlistSize(size.getSnapshot(), size.send, { id: "wm" }),
    modalApi: () => connectWishlistModal(modal.getSnapshot(), modal.send, { id: "wm" }),
  };
}

describe("the wishlist size step names kids' sizes as the product page does (UK unit)", () => {
  it("labels the size buttons 9.5, 10 and 1, not 09.5 and 010, and keeps the stored option to choose", async () => {
    const { sizeApi } = start();
    await flush();
    expect(sizeApi().sizes.map((choice) => [choice.size, choice.label])).toEqual([
      ["09.5", "9.5"],
      ["010", "10"],
      ["1", "1"],
    ]);
    sizeApi().selectSize("010");
    expect(sizeApi().buttonLabel).toBe("Notify me when 10 is back");
  });

  it("reads 'Size 9.5 · Change' once the size is chosen", async () => {
    const { sizeApi, modalApi } = start();
    await flush();
    sizeApi().selectSize("09.5");
    sizeApi().confirm();
    await flush();
    expect(modalApi().labels.changeSize).toBe("Size 9.5 · Change");
  });
});
