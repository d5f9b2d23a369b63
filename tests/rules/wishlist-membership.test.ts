import {
  entriesToSync,
  isOnAnyWishlist,
  itemIsProduct,
  listsHoldingVariant,
  type WishlistMembershipItem,
  type WishlistMembershipList,
  type WishlistProductRef,
  wishlistItemsOf,
  wishlistSaveChanges,
} from "solekit/rules";

// The member's lists as the service returns them (account-area §2 Wishlists, §4): the sandbox's
// shapes, with the variant on the item, the product joined, or only what the storefront stored in
// `meta`.
const boots = { productId: 5, variantId: 51 } as const; // variants 51 (size 10) and 52 (size 11)
const giftCard = { productId: 900, variantId: 9001 } as const;

const item = (id: number, variant: number | string | null, product: number | string | null) => ({
  id,
  product_variant_id: variant,
  product: product === null ? null : { id: product },
});

const mine: WishlistMembershipList = { id: 1, items: [item(11, 51, 5), item(12, 70, 7)] };
const birthday: WishlistMembershipList = { id: 2, items: [item(21, 52, 5)] };
const school: WishlistMembershipList = { id: 3, items: [item(31, "51", "5")] };
const empty: WishlistMembershipList = { id: 4, items: [] };
const noItems: WishlistMembershipList = { id: 5 };
// A child's list: items saved through the child's connection carry the ids only in `meta`.
const miasList: WishlistMembershipList = {
  id: 6,
  items: [{ id: 61, product_variant_id: null, product: null, meta: { productId: "5", variantId: "51" } }],
};
// The list after its only boots item was removed.
const removed: WishlistMembershipList = { id: 7, items: [item(12, 70, 7)] };

describe("whether an item is the product (account-area §2 Wishlists)", () => {
  it.each<[string, WishlistMembershipItem, WishlistProductRef, boolean]>([
    ["the same variant", item(1, 51, 5), boots, true],
    ["another variant of the product (a card's heart)", item(1, 52, 5), boots, true],
    ["the product with no variant chosen", item(1, 52, 5), { productId: 5 }, true],
    ["ids as strings on one side and numbers on the other", item(1, "51", null), boots, true],
    ["only meta ids (saved through a child's connection)", { id: 1, meta: { productId: "5" } }, boots, true],
    ["another product", item(1, 70, 7), boots, false],
    ["no ids at all", { id: 1, product_variant_id: null, product: null, meta: null }, boots, false],
    [
      "a null variant never matches a null variant",
      item(1, null, 7),
      { productId: 5, variantId: null },
      false,
    ],
    ["a gift card is not the boots", item(1, 9001, 900), boots, false],
  ])("%s", (_case, candidate, product, expected) => {
    expect(itemIsProduct(candidate, product)).toBe(expected);
  });
});

describe("membership of a variant across the member's lists", () => {
  it.each<
    [string, WishlistMembershipList[], WishlistProductRef, number[], { listId: number; itemId: number }[]]
  >([
    ["in no list", [empty, noItems], boots, [], []],
    ["in one list", [mine, empty], boots, [1], [{ listId: 1, itemId: 11 }]],
    [
      "in several lists (the same variant, and another variant of the product)",
      [mine, birthday, school],
      boots,
      [1, 3],
      [
        { listId: 1, itemId: 11 },
        { listId: 2, itemId: 21 },
        { listId: 3, itemId: 31 },
      ],
    ],
    ["in a child's list (meta ids only)", [empty, miasList], boots, [6], [{ listId: 6, itemId: 61 }]],
    ["a gift card, on no list", [mine, birthday, miasList], giftCard, [], []],
    ["removed from the list that held it", [removed, empty], boots, [], []],
    ["no lists at all", [], boots, [], []],
  ])("%s", (_case, lists, product, holding, items) => {
    expect(listsHoldingVariant(lists, product.variantId ?? "")).toEqual(holding);
    expect(wishlistItemsOf(lists, product)).toEqual(items);
    expect(isOnAnyWishlist(lists, product)).toBe(items.length > 0);
  });
});

describe("what saving the wishlist modal sends", () => {
  it.each<
    [
      string,
      WishlistMembershipList[],
      number[],
      { add: number[]; remove: { listId: number; itemId: number }[] },
    ]
  >([
    ["nothing changed: in one list, that list checked", [mine, empty], [1], { add: [], remove: [] }],
    ["a newly checked list", [mine, empty], [1, 4], { add: [4], remove: [] }],
    ["an unchecked list that held it", [mine, school], [3], { add: [], remove: [{ listId: 1, itemId: 11 }] }],
    [
      "moved from a child's list to an own list",
      [miasList, empty],
      [4],
      { add: [4], remove: [{ listId: 6, itemId: 61 }] },
    ],
    [
      "another size of the product on a list is not the variant: unchecking it removes nothing",
      [birthday, empty],
      [4],
      { add: [4], remove: [] },
    ],
    [
      "every list unchecked",
      [mine, school],
      [],
      {
        add: [],
        remove: [
          { listId: 1, itemId: 11 },
          { listId: 3, itemId: 31 },
        ],
      },
    ],
  ])("%s", (_case, lists, checked, expected) => {
    expect(wishlistSaveChanges(lists, boots.variantId, checked)).toEqual(expected);
  });
});

describe("which guest entries a sync still adds (account-area §4)", () => {
  const entry = (productId: string, variantId: string) => ({ productId, variantId });
  it.each<[string, ReturnType<typeof entry>[], WishlistMembershipItem[], ReturnType<typeof entry>[]]>([
    ["none on the list yet", [entry("5", "51"), entry("7", "70")], [], [entry("5", "51"), entry("7", "70")]],
    [
      "one already added by a sync that failed half-way",
      [entry("5", "51"), entry("7", "70")],
      [item(11, 51, 5)],
      [entry("7", "70")],
    ],
    [
      "one already on the list through meta only",
      [entry("5", "51")],
      [{ id: 1, meta: { variantId: "51" } }],
      [],
    ],
    ["the same entry twice is added once", [entry("5", "51"), entry("5", "51")], [], [entry("5", "51")]],
    [
      "another size of a product on the list is still added",
      [entry("5", "52")],
      [item(11, 51, 5)],
      [entry("5", "52")],
    ],
    ["nothing to sync", [], [item(11, 51, 5)], []],
  ])("%s", (_case, entries, onList, expected) => {
    expect(entriesToSync(entries, onList)).toEqual(expected);
  });
});
