import fc from "fast-check";
import {
  addToGuestWishlist,
  GUEST_WISHLIST_STORAGE_KEY,
  type GuestWishlistEntry,
  isOnGuestWishlist,
  parseGuestWishlist,
  parseGuestWishlistEntry,
  planGuestWishlistSync,
  removeFromGuestWishlist,
  serialiseGuestWishlist,
} from "solekit/rules";

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const entry: fc.Arbitrary<GuestWishlistEntry> = fc.record({ productId: id, variantId: id });

describe("guest wishlist storage (storefront §3)", () => {
  it("lives under customer-wishlist-SS", () => {
    expect(GUEST_WISHLIST_STORAGE_KEY).toBe("customer-wishlist-SS");
  });

  it.each([
    ["123:456", { productId: "123", variantId: "456" }],
    [" 123:456 ", { productId: "123", variantId: "456" }],
    ["123", null],
    ["123:", null],
    [":456", null],
    ["1:2:3", null],
    ["1 2:3", null],
  ])("reads entry %j as %j", (text, expected) => {
    expect(parseGuestWishlistEntry(text)).toEqual(expected);
  });

  it("drops malformed entries without losing valid ones", () => {
    expect(parseGuestWishlist('["1:10", "oops", 7, null, "2:20", "1:10"]')).toEqual([
      { productId: "1", variantId: "10" },
      { productId: "2", variantId: "20" },
    ]);
  });

  it.each([null, undefined, "", "not json", "{}", '"1:10"'])(
    "reads unusable storage %j as empty",
    (stored) => {
      expect(parseGuestWishlist(stored)).toEqual([]);
    },
  );

  it("round-trips any list of distinct entries", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { selector: (e) => `${e.productId}:${e.variantId}`, maxLength: 20 }),
        (entries) => {
          expect(parseGuestWishlist(serialiseGuestWishlist(entries))).toEqual(entries);
        },
      ),
    );
  });

  it("keeps every valid entry whatever junk is mixed in", () => {
    const junk = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean());
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { selector: (e) => `${e.productId}:${e.variantId}`, maxLength: 10 }),
        fc.array(junk),
        (entries, noise) => {
          const mixed = [...noise, ...entries.map((e) => `${e.productId}:${e.variantId}`)];
          const parsed = parseGuestWishlist(JSON.stringify(mixed));
          for (const e of entries) expect(parsed).toContainEqual(e);
        },
      ),
    );
  });
});

describe("guest wishlist edits", () => {
  const list = [{ productId: "1", variantId: "10" }];

  it("adds a product once, replacing its variant", () => {
    expect(addToGuestWishlist(list, { productId: "1", variantId: "11" })).toEqual([
      { productId: "1", variantId: "11" },
    ]);
    expect(addToGuestWishlist(list, { productId: "2", variantId: "20" })).toHaveLength(2);
  });

  it("removes a product and answers membership by product", () => {
    expect(isOnGuestWishlist(list, 1)).toBe(true);
    expect(removeFromGuestWishlist(list, "1")).toEqual([]);
    expect(isOnGuestWishlist(removeFromGuestWishlist(list, 1), "1")).toBe(false);
  });
});

describe("guest wishlist sync, once per customer (account-area §4)", () => {
  const local = [{ productId: "1", variantId: "10" }];

  it.each([
    [["wishlist-synced"], local, { kind: "skip" }],
    [["wishlist-synced"], [], { kind: "skip" }],
    [["vip"], local, { kind: "createList", entries: local }],
    [[], [], { kind: "tagOnly" }],
  ])("tags %j with %j local items: %j", (tags, entries, plan) => {
    expect(planGuestWishlistSync(tags, entries)).toEqual(plan);
  });
});
