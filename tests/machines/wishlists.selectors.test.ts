import { wishlistCards, wishlistDetailView, wishlistProductIds } from "../../src/machines/wishlists";
import { item, list, product, variant } from "./wishlists.fixtures";

describe("wishlist overview cards", () => {
  const six = [1, 2, 3, 4, 5, 6].map((id) => item(id, `S-${id}`));
  const lists = [
    list(30, "Mia's Wishlist", six.slice(0, 2), "Mia"),
    list(10, "My Wishlist", six),
    list(20, "Birthday Ideas", six.slice(0, 4)),
  ];

  it("puts the member's own lists first, then each child's with the owner's avatar", () => {
    const cards = wishlistCards(lists);
    expect(cards.map((c) => c.title)).toEqual(["My Wishlist", "Birthday Ideas", "Mia's Wishlist"]);
    expect(cards[2]?.owner).toEqual({ name: "Mia", avatarUrl: "/avatars/2.svg", alt: "Mia's avatar" });
    expect(cards[0]?.owner).toBeNull();
    expect(cards.map((c) => c.canEdit)).toEqual([true, true, false]);
    expect(cards[0]?.route).toEqual({ section: "wishlist", child: { kind: "id", id: "10" } });
  });

  it("shows up to 4 tiles, '+N' on the 4th only when more than 4 (N beyond 3)", () => {
    const [mine, birthday, mia] = wishlistCards(lists);
    expect(mine?.tiles.map((t) => t.more)).toEqual([0, 0, 0, 3]);
    expect(mine?.tiles[3]?.moreText).toBe("3 more items");
    expect(birthday?.tiles.map((t) => t.more)).toEqual([0, 0, 0, 0]);
    expect(mia?.tiles).toHaveLength(2);
    expect(mine?.tiles[0]?.src).toBe("/img/1-meta.svg");
    expect(mine?.countText).toBe("6 items");
    expect(wishlistCards([list(1, "One", [item(1, "X")])])[0]?.countText).toBe("1 item");
  });
});

describe("wishlist detail view", () => {
  const a = item(1, "A-10-E", 501);
  const b = item(2, "B-10-E", 502);
  const mine = list(10, "Mine", [a, b]);

  it("adds only the available variants whose SKU matches, quantity 1", () => {
    const view = wishlistDetailView(mine, [
      product(501, [variant(7001, "A-10-E", true), variant(7002, "A-11-E", true)]),
      product(502, [variant(7003, "B-10-E", false)]),
    ]);
    expect(view.bagLines).toEqual([{ id: 7001, quantity: 1 }]);
    expect(view.items.map((i) => i.isAvailable)).toEqual([true, false]);
    expect(view.items[0]?.href).toBe("/products/runner-1");
    expect(view.items[0]?.sizeText).toBe("Size 10 · E");
    expect(view.canEdit).toBe(true);
  });

  it("names a kids' size as the product page does: the UK size, not the stored option", () => {
    const stored = { ...variant(7001, "A-10-E", true), size: "09.5", width: "E" };
    const kids = {
      ...stored,
      metafields: { ...stored.metafields, kids_uk: "9.5", kids_us: "10.5", euro: "27" },
    };
    const view = wishlistDetailView(list(12, "Kids", [a]), [product(501, [kids])]);
    expect(view.items[0]?.sizeText).toBe("Size 9.5 · E");
  });

  it("names a kids' stored size without the infant zero before the storefront answers", () => {
    const base = item(3, "K-11-F");
    const stored = base.product_variant && {
      ...base.product_variant,
      meta: { shopify: { option1: "011.5", option2: "F" } },
    };
    const kids = { ...base, product_variant: stored };
    const view = wishlistDetailView(list(13, "Kids", [kids]), undefined);
    expect(view.items[0]?.sizeText).toBe("Size 11.5 · F");
  });

  it("knows no availability before the storefront answers, and a child's list is not editable", () => {
    const view = wishlistDetailView(list(11, "x", [a], "Sam"), undefined);
    expect(view.items[0]?.isAvailable).toBeNull();
    expect(view.bagLines).toEqual([]);
    expect(view.title).toBe("Sam's Wishlist");
    expect(view.canEdit).toBe(false);
  });

  it("asks the storefront for each product once", () => {
    expect(wishlistProductIds(list(1, "x", [a, b, item(3, "A-11-E", 501)]))).toEqual([501, 502]);
  });
});
