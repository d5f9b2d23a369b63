import { createActor, fromPromise } from "xstate";
import type { StorefrontProduct, StorefrontVariant } from "../../src/clients/storefront";
import { guestWishlistImplementations, guestWishlistMachine } from "../../src/machines/guest-wishlist";
import {
  connectGuestWishlistPage,
  followGuestWishlist,
  type GuestWishlistPageItem,
  guestWishlistItems,
  guestWishlistPageMachine,
  guestWishlistPageMessages,
  guestWishlistProductsToLoad,
} from "../../src/machines/guest-wishlist-page";
import { createMemoryStorage, SolekitError } from "../../src/runtime";
import { product, variant } from "./wishlists.fixtures";

const KEY = "customer-wishlist-SS";

// A kids' shoe in two sizes (infant "09.5" and "010", width E), the second out of stock and discounted.
function shoe(id: number): StorefrontProduct {
  const sized = (variantId: number, size: string, uk: string, available: boolean): StorefrontVariant => ({
    ...variant(variantId, `SKU-${variantId}`, available),
    size,
    width: "E",
    metafields: { kids_uk: uk } as StorefrontVariant["metafields"],
  });
  const second = {
    ...sized(id * 10 + 2, "010", "10", false),
    compareAtPrice: { amount: "119.95", currencyCode: "AUD" },
  };
  return {
    ...product(id, [sized(id * 10 + 1, "09.5", "9.5", true), second]),
    title: `Runner ${id}`,
    handle: `runner-${id}`,
    brand: "Bobux",
    featuredImage: { url: `/img/${id}.svg`, altText: null },
  };
}

const entry = (productId: number, variantId: number) => ({
  productId: String(productId),
  variantId: String(variantId),
});

// A storefront that answers each call when the test says so, with the products asked for.
function fakeStorefront(catalogue: readonly number[] = [1, 2, 3]) {
  const calls: { ids: readonly string[]; signal: AbortSignal; settle: (fail?: boolean) => void }[] = [];
  const loadProducts = fromPromise<StorefrontProduct[], readonly string[]>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        calls.push({
          ids: input,
          signal,
          settle: (fail = false) =>
            fail
              ? reject(new SolekitError({ kind: "network", message: "offline" }))
              : resolve(catalogue.filter((id) => input.includes(String(id))).map(shoe)),
        });
      }),
  );
  return { calls, actors: { loadProducts } };
}

function startPage(storefront = fakeStorefront()) {
  const page = createActor(guestWishlistPageMachine.provide({ actors: storefront.actors }), {
    input: {},
  }).start();
  const api = () => connectGuestWishlistPage(page.getSnapshot(), page.send, { id: "gw" });
  return { page, api, storefront };
}

function startGuestWishlist(stored: string | null) {
  const storage = createMemoryStorage(stored === null ? {} : { [KEY]: stored });
  const guest = createActor(guestWishlistMachine.provide(guestWishlistImplementations(storage, undefined)), {
    input: { stored: null },
  }).start();
  return { guest, storage };
}

const click = { preventDefault: () => undefined, defaultPrevented: false };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("guest wishlist page: states", () => {
  it("waits (idle) until the entries are known, then loads their products and shows them", async () => {
    const { page, api, storefront } = startPage();
    expect(api()).toMatchObject({ status: "idle", isEmpty: false, items: [] });
    page.send({ type: "entries.change", entries: [entry(1, 11), entry(2, 22)] });
    expect(api().status).toBe("loading");
    expect(storefront.calls.map((call) => call.ids)).toEqual([["1", "2"]]);
    storefront.calls[0]?.settle();
    await settled();
    expect(api()).toMatchObject({ status: "success", error: null, errorMessage: null, isEmpty: false });
    // The latest saved first.
    expect(api().items.map((item) => item.title)).toEqual(["Runner 2", "Runner 1"]);
  });

  it("says 'Your Wishlist is empty' for an empty list, with no request", () => {
    const { page, api, storefront } = startPage();
    page.send({ type: "entries.change", entries: [] });
    expect(api()).toMatchObject({ status: "success", isEmpty: true, emptyMessage: "Your Wishlist is empty" });
    expect(storefront.calls).toEqual([]);
  });

  it("shows a remove at once and asks nothing more; a new product is loaded alone", async () => {
    const { page, api, storefront } = startPage();
    page.send({ type: "entries.change", entries: [entry(1, 11), entry(2, 22)] });
    storefront.calls[0]?.settle();
    await settled();
    page.send({ type: "entries.change", entries: [entry(2, 22)] });
    expect(api()).toMatchObject({ status: "success" });
    expect(api().items.map((item) => item.productId)).toEqual(["2"]);
    page.send({ type: "entries.change", entries: [entry(2, 22), entry(1, 12), entry(3, 31)] });
    // Product 1 is still known: only product 3 is asked for.
    expect(storefront.calls.map((call) => call.ids)).toEqual([["1", "2"], ["3"]]);
    expect(api().items.map((item) => item.productId)).toEqual(["1", "2"]);
    storefront.calls[1]?.settle();
    await settled();
    expect(api().items.map((item) => item.productId)).toEqual(["3", "1", "2"]);
  });

  it("leaves out a product the storefront no longer has, and never asks for it again", async () => {
    const { page, api, storefront } = startPage();
    page.send({ type: "entries.change", entries: [entry(1, 11), entry(9, 91)] });
    storefront.calls[0]?.settle();
    await settled();
    expect(api().items.map((item) => item.productId)).toEqual(["1"]);
    page.send({ type: "entries.change", entries: [entry(9, 91)] });
    expect(api()).toMatchObject({ status: "success", items: [], isEmpty: false });
    expect(storefront.calls).toHaveLength(1);
  });

  it("a failed load says so from the catalogue, keeps the list, and Try again loads it", async () => {
    const { page, api, storefront } = startPage();
    page.send({ type: "entries.change", entries: [entry(1, 11)] });
    storefront.calls[0]?.settle(true);
    await settled();
    expect(api()).toMatchObject({
      status: "error",
      errorMessage: guestWishlistPageMessages.guestWishlistLoadFailed,
      isEmpty: false,
      items: [],
    });
    expect(api().error?.kind).toBe("network");
    api().getRetryButtonProps().onClick(click);
    expect(api().status).toBe("loading");
    storefront.calls[1]?.settle();
    await settled();
    expect(api()).toMatchObject({ status: "success", error: null, errorMessage: null });
    expect(api().items).toHaveLength(1);
  });

  it("a list needing a product the running load does not ask for aborts it and asks again", async () => {
    const { page, api, storefront } = startPage();
    page.send({ type: "entries.change", entries: [entry(1, 11)] });
    page.send({ type: "entries.change", entries: [entry(1, 11), entry(2, 21)] });
    expect(storefront.calls[0]?.signal.aborted).toBe(true);
    expect(storefront.calls[1]?.ids).toEqual(["1", "2"]);
    // A remove while loading needs nothing new: the load goes on.
    page.send({ type: "entries.change", entries: [entry(2, 21)] });
    expect(storefront.calls).toHaveLength(2);
    expect(storefront.calls[1]?.signal.aborted).toBe(false);
    storefront.calls[0]?.settle();
    storefront.calls[1]?.settle();
    await settled();
    expect(api().items.map((item) => item.productId)).toEqual(["2"]);
  });
});

describe("guest wishlist page: what each item shows", () => {
  it("the saved size as the product page shows it (UK), the price, the link and availability", () => {
    const items = guestWishlistItems(
      [entry(1, 11), entry(2, 22)],
      [shoe(1), shoe(2)],
      guestWishlistPageMessages,
    );
    expect(items).toEqual<GuestWishlistPageItem[]>([
      {
        productId: "2",
        variantId: "22",
        href: "/products/runner-2",
        title: "Runner 2",
        brand: "Bobux",
        image: "/img/2.svg",
        price: "$89.95",
        compareAtPrice: "$119.95",
        sizeText: "Size 10 · E",
        isAvailable: false,
      },
      {
        productId: "1",
        variantId: "11",
        href: "/products/runner-1",
        title: "Runner 1",
        brand: "Bobux",
        image: "/img/1.svg",
        price: "$89.95",
        compareAtPrice: null,
        sizeText: "Size 9.5 · E",
        isAvailable: true,
      },
    ]);
  });

  it("a variant the product no longer has: the product's price, no size, availability unknown", () => {
    const [item] = guestWishlistItems([entry(1, 99)], [shoe(1)], guestWishlistPageMessages);
    expect(item).toMatchObject({ sizeText: null, isAvailable: null, price: "$89.95" });
  });

  it.each([
    [[entry(1, 11), entry(2, 21)], [], [], ["1", "2"]],
    [[entry(1, 11), entry(2, 21)], [shoe(1)], [], ["2"]],
    [[entry(1, 11), entry(2, 21)], [], ["2"], ["1"]],
    [[], [shoe(1)], [], []],
  ])("products to load for %j", (entries, products, unknown, expected) => {
    expect(guestWishlistProductsToLoad(entries, products, unknown)).toEqual(expected);
  });
});

describe("guest wishlist page: prop getters", () => {
  it("pins the list's, Remove's, Try again's and the live region's contract", async () => {
    const { page, api, storefront } = startPage();
    page.send({ type: "entries.change", entries: [entry(1, 11)] });
    expect(api().getListProps({ className: "grid" })).toEqual({
      "aria-label": "Items in Your Wishlist",
      "aria-busy": true,
      className: "grid",
    });
    storefront.calls[0]?.settle();
    await settled();
    const [item] = api().items;
    if (!item) throw new Error("no item");
    expect(api().getListProps()["aria-busy"]).toBe(false);
    expect(api().getRemoveButtonProps(item)).toMatchObject({
      type: "button",
      "aria-label": "Remove Runner 1 from wishlist",
    });
    expect(api().getRetryButtonProps()).toMatchObject({ type: "button" });
    expect(api().getStatusProps()).toEqual({ id: "gw-status", role: "status" });
    expect(api().labels).toEqual({
      title: "Your Wishlist",
      startShopping: "Start shopping",
      retry: "Try again",
      remove: "Remove",
      unavailable: "This size is out of stock",
      signInPrompt: "Sign in or join Fit Club to keep your wishlist on every device.",
      signIn: "Sign in or join",
    });
  });

  it("takes the catalogue's overrides", () => {
    const { page } = startPage();
    page.send({ type: "entries.change", entries: [] });
    const api = connectGuestWishlistPage(page.getSnapshot(), page.send, {
      messages: { ...guestWishlistPageMessages, wishlistEmpty: "Nothing saved yet" },
    });
    expect(api.emptyMessage).toBe("Nothing saved yet");
  });
});

describe("followGuestWishlist: the page and the page's one guest wishlist", () => {
  it("shows the stored list, follows hearts, and Remove un-hearts it there (local storage too)", async () => {
    const { guest, storage } = startGuestWishlist('["1:11","2:22"]');
    const { page, api, storefront } = startPage();
    const stop = followGuestWishlist(page, guest);
    expect(storefront.calls.map((call) => call.ids)).toEqual([["1", "2"]]);
    storefront.calls[0]?.settle();
    await settled();
    const runner1 = api().items.find((item) => item.productId === "1");
    if (!runner1) throw new Error("no item");
    api().getRemoveButtonProps(runner1).onClick(click);
    expect(storage.getItem(KEY)).toBe('["2:22"]');
    expect(api().items.map((item) => item.productId)).toEqual(["2"]);
    expect(api().statusMessage).toBe("Runner 1 was removed from your wishlist.");
    // A second press (the button not yet gone) never hearts it again.
    api().remove(runner1);
    expect(storage.getItem(KEY)).toBe('["2:22"]');
    // A heart elsewhere on the page shows here.
    guest.send({ type: "wishlist.toggle", productId: "3", variantId: "31" });
    expect(storefront.calls[1]?.ids).toEqual(["3"]);
    stop();
    guest.send({ type: "wishlist.toggle", productId: "2", variantId: "22" });
    expect(api().items.map((item) => item.productId)).toEqual(["2"]);
  });

  it("a failed load leaves local storage as it was", async () => {
    const { guest, storage } = startGuestWishlist('["1:11"]');
    const { page, api, storefront } = startPage();
    followGuestWishlist(page, guest);
    storefront.calls[0]?.settle(true);
    await settled();
    expect(api().status).toBe("error");
    expect(storage.getItem(KEY)).toBe('["1:11"]');
  });
});
