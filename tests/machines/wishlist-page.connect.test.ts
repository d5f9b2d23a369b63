// The wishlist page without React: its state and what it says from the queries, and Add items to
// bag over the detail machine's Api (what a Vue host binds the same way).
import { createActor, fromPromise } from "xstate";
import {
  connectWishlistDetail,
  connectWishlistPage,
  findWishlist,
  type WishlistBagLine,
  type WishlistItemRef,
  type WishlistPageSources,
  wishlistDetailMachine,
} from "../../src/machines/wishlist-detail";
import { wishlistDetailView } from "../../src/machines/wishlists";
import { item, list, product, variant } from "./wishlists.fixtures";

const a = item(1, "A-10-E", 501);
const b = item(2, "B-10-E", 502);
const mine = list(10, "Mine", [a, b]);
const empty = list(11, "Empty", []);
const lists = [mine, empty];
const inStock = [
  product(501, [variant(7001, "A-10-E", true)]),
  product(502, [variant(7003, "B-10-E", false)]),
];
const soldOut = [
  product(501, [variant(7001, "A-10-E", false)]),
  product(502, [variant(7003, "B-10-E", false)]),
];

function page(sources: Partial<WishlistPageSources>) {
  const adds: (readonly WishlistBagLine[])[] = [];
  const actor = createActor(
    wishlistDetailMachine.provide({
      actors: {
        removeItem: fromPromise<void, WishlistItemRef>(async () => undefined),
        addToBag: fromPromise<void, readonly WishlistBagLine[]>(async ({ input }) => {
          adds.push(input);
        }),
      },
    }),
    { input: {} },
  ).start();
  const api = () =>
    connectWishlistPage(
      {
        lists: undefined,
        listsFailed: false,
        view: null,
        productsLoaded: false,
        refetch: () => undefined,
        ...sources,
      },
      connectWishlistDetail(actor.getSnapshot(), actor.send, { id: "wl" }),
      { id: "wl" },
    );
  return { api, adds };
}

describe("the wishlist page (account-area §2, §4)", () => {
  it("finds the list by the id the URL carries, as text or number", () => {
    expect(findWishlist(lists, "10")).toBe(mine);
    expect(findWishlist(lists, 11)).toBe(empty);
    expect(findWishlist(lists, "99")).toBeNull();
    expect(findWishlist(undefined, "10")).toBeNull();
  });

  it.each([
    ["lists loading", { lists: undefined }, "LOADING", null],
    ["lists failed", { lists: undefined, listsFailed: true }, "ERROR", "Something went wrong."],
    [
      "list not found",
      { lists, view: null },
      "ERROR",
      "This wishlist could not be found. It may have been deleted.",
    ],
    ["empty list", { lists, view: wishlistDetailView(empty, []) }, "NO_DATA", "Your Wishlist is empty"],
    ["items", { lists, view: wishlistDetailView(mine, inStock) }, "READY", null],
  ] as const)("%s: %s", (_name, sources, state, message) => {
    const { api } = page(sources);
    expect(api().pageState).toBe(state);
    expect(api().pageMessage).toBe(message);
    expect(api().notFound).toBe(_name === "list not found");
  });

  it("keeps the lists shown while a refetch fails", () => {
    const { api } = page({ lists, listsFailed: true, view: wishlistDetailView(mine, inStock) });
    expect(api().pageState).toBe("READY");
  });

  it("adds the available items to the bag, quantity 1", async () => {
    const { api, adds } = page({ lists, view: wishlistDetailView(mine, inStock), productsLoaded: true });
    const button = api().getBagButtonProps();
    expect(button).toMatchObject({ id: "wl-bag", type: "button", disabled: false, "aria-busy": false });
    expect(api().bagLabel).toBe("Add items to bag");
    button.onClick({ defaultPrevented: false, preventDefault: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(adds).toEqual([[{ id: 7001, quantity: 1 }]]);
  });

  it("reads 'Out of Stock' and is disabled once the storefront says nothing can be bought", () => {
    const answered = page({ lists, view: wishlistDetailView(mine, soldOut), productsLoaded: true }).api();
    expect([answered.bagLabel, answered.canAddToBag, answered.getBagButtonProps().disabled]).toEqual([
      "Out of Stock",
      false,
      true,
    ]);
    // Before the storefront answers, nothing is known to be sold out yet.
    const waiting = page({ lists, view: wishlistDetailView(mine, undefined), productsLoaded: false }).api();
    expect([waiting.bagLabel, waiting.canAddToBag]).toEqual(["Add items to bag", false]);
  });

  it("passes Try again to the lists' query", () => {
    const refetch = vi.fn();
    page({ lists, refetch }).api().refetch();
    expect(refetch).toHaveBeenCalledOnce();
  });
});
