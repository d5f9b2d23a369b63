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

// What each item is, in the page's order: a product's title, or "gone {id}".
const shown = (items: readonly GuestWishlistPageItem[]) =>
  items.map((item) => (item.isGone ? `gone ${item.productId}` : item.title));

// A click on a Remove button in a document that records where focus goes.
function clickIn() {
  const focused: string[] = [];
  const ownerDocument = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
  return { event: { ...click, currentTarget: { ownerDocument } }, focused };
}

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
    expect(shown(api().items)).toEqual(["Runner 2", "Runner 1"]);
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

  it("shows a product the storefront no longer has as gone, in its saved place, and never asks for it again", async () => {
    const { page, api, storefront } = startPage();
    page.send({ type: "entries.change", entries: [entry(1, 11), entry(9, 91), entry(2, 22)] });
    // Still loading: nothing is gone yet.
    expect(api().items).toEqual([]);
    storefront.calls[0]?.settle();
    await settled();
    expect(shown(api().items)).toEqual(["Runner 2", "gone 9", "Runner 1"]);
    expect(api().items[1]).toEqual({ isGone: true, productId: "9", variantId: "91" });
    page.send({ type: "entries.change", entries: [entry(9, 91)] });
    expect(api().status).toBe("success");
    expect(shown(api().items)).toEqual(["gone 9"]);
    expect(storefront.calls).toHaveLength(1);
  });

  it("every saved product gone: their cards, not an empty page; removed, the empty state", async () => {
    const { guest } = startGuestWishlist('["8:81","9:91"]');
    const { page, api, storefront } = startPage();
    followGuestWishlist(page, guest);
    storefront.calls[0]?.settle();
    await settled();
    expect(api()).toMatchObject({ status: "success", isEmpty: false, emptyMessage: null });
    expect(shown(api().items)).toEqual(["gone 9", "gone 8"]);
    for (const item of api().items) api().remove(item);
    expect(api()).toMatchObject({ isEmpty: true, emptyMessage: "Your Wishlist is empty", items: [] });
  });

  it("a product whose load failed is not shown as gone; Try again tells", async () => {
    const { page, api, storefront } = startPage();
    page.send({ type: "entries.change", entries: [entry(1, 11), entry(9, 91)] });
    storefront.calls[0]?.settle(true);
    await settled();
    expect(api()).toMatchObject({ status: "error", items: [] });
    api().retry();
    storefront.calls[1]?.settle();
    await settled();
    expect(shown(api().items)).toEqual(["gone 9", "Runner 1"]);
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
      { products: [shoe(1), shoe(2)], unknownIds: [] },
      guestWishlistPageMessages,
    );
    expect(items).toEqual<GuestWishlistPageItem[]>([
      {
        isGone: false,
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
        isGone: false,
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
    const [item] = guestWishlistItems(
      [entry(1, 99)],
      { products: [shoe(1)], unknownIds: [] },
      guestWishlistPageMessages,
    );
    expect(item).toMatchObject({ isGone: false, sizeText: null, isAvailable: null, price: "$89.95" });
  });

  it("a product the storefront answered without is gone, in its saved place; one not yet answered is no item", () => {
    const entries = [entry(7, 71), entry(1, 11), entry(9, 91), entry(2, 22)];
    const items = guestWishlistItems(
      entries,
      { products: [shoe(1), shoe(2)], unknownIds: ["9"] },
      guestWishlistPageMessages,
    );
    expect(shown(items)).toEqual(["Runner 2", "gone 9", "Runner 1"]);
    expect(items[1]).toEqual({ isGone: true, productId: "9", variantId: "91" });
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
    // Busy from the start: a host that shows placeholders while the stored list is read marks them so.
    expect(api().status).toBe("idle");
    expect(api().getListProps()["aria-busy"]).toBe(true);
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
      gone: "This product is no longer available",
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

  it("a gone item's Remove: named from the catalogue, emits item.removed, says so in the live region", async () => {
    const { page, api, storefront } = startPage();
    const removed: unknown[] = [];
    page.on("item.removed", (event) => removed.push(event));
    page.send({ type: "entries.change", entries: [entry(9, 91), entry(1, 11)] });
    storefront.calls[0]?.settle();
    await settled();
    const gone = api().items[1];
    if (!gone?.isGone) throw new Error("no gone item");
    expect(api().getRemoveButtonProps(gone)).toMatchObject({
      type: "button",
      id: "gw-remove-9",
      "aria-label": "Remove product no longer available from wishlist",
    });
    api().getRemoveButtonProps(gone).onClick(click);
    expect(removed).toEqual([{ type: "item.removed", productId: "9", variantId: "91" }]);
    expect(api().statusMessage).toBe("A product no longer available was removed from your wishlist.");
    const overridden = connectGuestWishlistPage(page.getSnapshot(), page.send, {
      messages: {
        ...guestWishlistPageMessages,
        guestWishlistProductGone: "Sold out for good",
        guestWishlistRemoveGone: "Remove the retired product",
      },
    });
    expect(overridden.labels.gone).toBe("Sold out for good");
    expect(overridden.getRemoveButtonProps(gone)["aria-label"]).toBe("Remove the retired product");
  });

  it.each([
    // [the list, oldest first; the product removed; where focus goes]
    [[entry(1, 11), entry(9, 91), entry(2, 22)], "9", "gw-remove-1"],
    [[entry(9, 91), entry(2, 22)], "9", "gw-remove-2"],
    [[entry(9, 91), entry(2, 22)], "2", "gw-remove-9"],
    [[entry(9, 91)], "9", "gw-title"],
  ])("Remove among gone items in %j: %s moves focus to %s", async (entries, productId, target) => {
    const { guest } = startGuestWishlist(JSON.stringify(entries.map((e) => `${e.productId}:${e.variantId}`)));
    const { page, api, storefront } = startPage();
    followGuestWishlist(page, guest);
    storefront.calls[0]?.settle();
    await settled();
    const item = api().items.find((candidate) => candidate.productId === productId);
    if (!item) throw new Error("no item");
    const { event, focused } = clickIn();
    api().getRemoveButtonProps(item).onClick(event);
    expect(api().items.map((other) => other.productId)).not.toContain(productId);
    await settled();
    expect(focused).toEqual([target]);
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

  it("an entry whose id no storefront product has (not a number) is gone at once, and never asked for", async () => {
    const { guest, storage } = startGuestWishlist('["1:11","old-theme-42:7"]');
    const { page, api, storefront } = startPage();
    followGuestWishlist(page, guest);
    // Only the storefront's own ids are asked for: "old-theme-42" would fail the whole request.
    expect(storefront.calls.map((call) => call.ids)).toEqual([["1"]]);
    storefront.calls[0]?.settle();
    await settled();
    expect(api().status).toBe("success");
    expect(api().items.map((item) => [item.productId, item.isGone])).toEqual([
      ["old-theme-42", true],
      ["1", false],
    ]);
    const [gone] = api().items;
    if (!gone) throw new Error("no item");
    api().getRemoveButtonProps(gone).onClick(click);
    expect(storage.getItem(KEY)).toBe('["1:11"]');
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
