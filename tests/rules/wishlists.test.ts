import {
  addToBagLines,
  canEditWishlist,
  canSaveWishlistModal,
  isChildWishlist,
  placeWishlistServiceErrors,
  possessive,
  validateWishlistName,
  wishlistButtonAction,
  wishlistItemArgumentError,
  wishlistItemButton,
  wishlistLinkLabel,
  wishlistPageState,
  wishlistPreview,
  wishlistSizeLabel,
  wishlistTitle,
} from "solekit/rules";

describe("wishlist name (account-area §5)", () => {
  it.each([
    ["", "Wishlist name is required for new list"],
    ["   ", "Wishlist name is required for new list"],
    ["\t\n", "Wishlist name is required for new list"],
    ["School shoes", null],
  ])("%j gives %s", (name, message) => {
    expect(validateWishlistName(name)).toBe(message);
  });

  it("takes the loyalty service's 100 characters after trimming, and refuses more (the service answers 422)", () => {
    expect([
      validateWishlistName("W".repeat(100)),
      validateWishlistName(` ${"W".repeat(100)} `),
      validateWishlistName("W".repeat(101)),
      validateWishlistName("W".repeat(120)),
    ]).toEqual([
      null,
      null,
      "Wishlist name must be 100 characters or fewer",
      "Wishlist name must be 100 characters or fewer",
    ]);
  });
});

describe("the header's wishlist link (singular and plural)", () => {
  it.each([
    [0, "Wishlist, 0 items"],
    [1, "Wishlist, 1 item"],
    [2, "Wishlist, 2 items"],
    [17, "Wishlist, 17 items"],
  ])("%i reads %j", (count, label) => {
    expect(wishlistLinkLabel(count)).toBe(label);
  });
});

describe("a refused wishlist save's field errors", () => {
  it("places the name's message under the name, and keeps one no field takes", () => {
    expect(
      placeWishlistServiceErrors({
        name: ["The name may not be greater than 100 characters."],
        profile_id: ["The selected profile id is invalid."],
      }),
    ).toEqual({
      fields: { name: "The name may not be greater than 100 characters." },
      unplaced: ["The selected profile id is invalid."],
    });
  });
});

describe("possessive titles (account-area §2, §9)", () => {
  it.each([
    ["Sam", "Sam's"],
    ["James", "James's"],
    ["Chris ", "Chris's"],
    ["", ""],
  ])("%j becomes %j", (name, expected) => {
    expect(possessive(name)).toBe(expected);
  });

  it.each([
    [{ name: "wishlist", profile: { first_name: "Sam" } }, "Sam's Wishlist"],
    [{ name: "wishlist", profile: { first_name: "James" } }, "James's Wishlist"],
    [{ name: "School shoes" }, "School shoes"],
    [{ title: "Birthday" }, "Birthday"],
    [{ name: "", profile: { first_name: "" } }, ""],
  ])("%j is titled %j", (list, title) => {
    expect(wishlistTitle(list)).toBe(title);
  });

  it("agrees with possessive() for every name", () => {
    for (const name of ["Sam", "James", "Ngaio", "Zoë"]) {
      expect(wishlistTitle({ profile: { first_name: name } })).toBe(`${possessive(name)} Wishlist`);
    }
  });

  it("a child's list cannot be renamed or deleted", () => {
    expect(isChildWishlist({ name: "x", profile: { first_name: "Mia" } })).toBe(true);
    expect(canEditWishlist({ name: "x", profile: { first_name: "Mia" } })).toBe(false);
    expect(canEditWishlist({ name: "Mine" })).toBe(true);
  });
});

describe("wishlist preview tiles (account-area §2)", () => {
  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [4, 4, 0],
    [5, 4, 2],
    [6, 4, 3],
    [12, 4, 9],
  ])("%s items show %s tiles and +%s", (count, tiles, more) => {
    const preview = wishlistPreview(Array.from({ length: count }, (_, index) => index));
    expect(preview.tiles).toHaveLength(tiles);
    expect(preview.more).toBe(more);
  });
});

describe("add items to bag (account-area §4)", () => {
  it("adds only variants whose sku matches and that are available, quantity 1", () => {
    const items = [
      { product_variant_sku: "A-8" },
      { product_variant_sku: "B-9" },
      { product_variant_sku: "C-10" },
      { product_variant_sku: null },
    ];
    const variants = [
      { id: 81, sku: "A-8", availableForSale: true },
      { id: 91, sku: "B-9", availableForSale: false },
      { id: 99, sku: null, availableForSale: true },
      { id: 82, sku: "A-8-wide", availableForSale: true },
    ];
    expect(addToBagLines(items, variants)).toEqual([{ id: 81, quantity: 1 }]);
  });
});

describe("wishlist pages and modals (account-area §2, §4)", () => {
  it.each([
    [{ isLoading: true, isError: false, itemCount: 0 }, "LOADING"],
    [{ isLoading: false, isError: true, itemCount: 3 }, "ERROR"],
    [{ isLoading: false, isError: false, itemCount: 0 }, "NO_DATA"],
    [{ isLoading: false, isError: false, itemCount: 2 }, "READY"],
  ])("%j is %s", (query, state) => {
    expect(wishlistPageState(query)).toBe(state);
  });

  it.each([
    [{ loading: false, mode: "SELECT_LIST", checkedCount: 1 }, true],
    [{ loading: true, mode: "SELECT_LIST", checkedCount: 1 }, false],
    [{ loading: false, mode: "CREATE_LIST", checkedCount: 1 }, false],
    [{ loading: false, mode: "SELECT_LIST", checkedCount: 0 }, false],
  ] as const)("modal %j can save: %s", (state, canSave) => {
    expect(canSaveWishlistModal(state)).toBe(canSave);
  });

  it("removes a wishlisted variant from all lists, otherwise opens the modal", () => {
    const lists = [{ items: [{ product_variant_id: 5 }] }, { items: [] }, {}];
    expect(wishlistButtonAction(lists, "5")).toBe("removeFromAll");
    expect(wishlistButtonAction(lists, 6)).toBe("openModal");
  });

  it.each([
    [{ size: null, outOfStock: false, notifyEnabled: true, loggedIn: true }, "SELECT", "Select size"],
    [
      { size: "8", outOfStock: true, notifyEnabled: true, loggedIn: true },
      "NOTIFY_ME",
      "Notify me when 8 is back",
    ],
    [{ size: "8", outOfStock: true, notifyEnabled: false, loggedIn: true }, "ADD_TO_WISHLIST", "Next"],
    [{ size: "8", outOfStock: false, notifyEnabled: true, loggedIn: true }, "ADD_TO_WISHLIST", "Next"],
    [
      { size: "8", outOfStock: false, notifyEnabled: true, loggedIn: false },
      "ADD_TO_WISHLIST",
      "Add to wishlist",
    ],
  ])("item modal %j is %s reading %s", (input, step, label) => {
    expect(wishlistItemButton(input)).toEqual({ step, label });
  });

  it.each([
    [{ productId: "1", variantId: "2" }, null],
    [{ productId: "", variantId: "2" }, "Product ID is required"],
    [{ variantId: "2" }, "Product ID is required"],
    [{ productId: 1, variantId: null }, "Variant ID is required"],
  ])("arguments %j give %s", (args, message) => {
    expect(wishlistItemArgumentError(args)).toBe(message);
  });
});

describe("wishlistSizeLabel: a saved size as the product page shows it (UK)", () => {
  it.each<[Parameters<typeof wishlistSizeLabel>[0], string | null]>([
    [{ size: "010", width: "E", metafields: { kids_uk: "10" } }, "10 · E"],
    [{ size: "09.5", width: null }, "9.5"],
    [{ size: "09.5", width: "F", metafields: null }, "9.5 · F"],
    [{ size: "M", width: null, metafields: { kids_uk: null } }, "M"],
    [{ size: null, width: "E" }, null],
  ])("%j reads %j", (item, expected) => {
    expect(wishlistSizeLabel(item)).toBe(expected);
  });
});
