import {
  CAROUSEL_DEFAULT_LIMIT,
  carouselFetchLimit,
  DEFAULT_RECOMMEND_PROFILE,
  isCarouselProductAvailable,
  usableCarouselProducts,
} from "solekit/rules";

const product = (
  id: string,
  available: readonly boolean[] = [true],
  extra: { sku?: string; handle?: string } = {},
) => ({
  id,
  sku: extra.sku ?? `SKU-${id}`,
  handle: extra.handle ?? `product-${id}`,
  variants: available.map((a) => ({ available: a })),
});

describe("carousel rules (storefront §7, §9)", () => {
  it("asks for the popular profile when a carousel names none", () => {
    expect(DEFAULT_RECOMMEND_PROFILE).toBe("popular");
  });

  it.each([
    [undefined, 23],
    [20, 23],
    [8, 11],
    [1, 4],
  ])("fetches limit %s plus 3: %s", (limit, expected) => {
    expect(carouselFetchLimit(limit)).toBe(expected);
  });

  it.each([0, -1, 2.5, Number.NaN])("refuses the limit %s", (limit) => {
    expect(() => carouselFetchLimit(limit)).toThrow(RangeError);
  });

  it.each([
    [[true], true],
    [[false, true], true],
    [[false, false], false],
    [[], true],
  ])("a product with variants available %j is available: %s", (variants, expected) => {
    expect(isCarouselProductAvailable(product("1", variants))).toBe(expected);
  });

  it("treats variants that do not say as available", () => {
    expect(isCarouselProductAvailable({ id: "1", variants: [{}] })).toBe(true);
  });

  it("drops unavailable products, the page's own product and repeats, then cuts to the limit", () => {
    const fetched = [
      product("1"),
      product("2", [false, false]),
      product("3", [true], { sku: "CURRENT" }),
      product("1"),
      product("4"),
      product("5", [true], { handle: "current-handle" }),
      product("6"),
      product("7"),
    ];
    const shown = usableCarouselProducts(fetched, { limit: 3, exclude: ["CURRENT", "current-handle"] });
    expect(shown.map((p) => p.id)).toEqual(["1", "4", "6"]);
  });

  it("keeps the service's order and shows at most 20 by default", () => {
    const fetched = Array.from({ length: 23 }, (_, i) => product(String(i + 1)));
    const shown = usableCarouselProducts(fetched);
    expect(shown).toHaveLength(CAROUSEL_DEFAULT_LIMIT);
    expect(shown[0]?.id).toBe("1");
    expect(shown.at(-1)?.id).toBe("20");
  });

  it("fills the gaps from the 3 extra products", () => {
    const fetched = Array.from({ length: 23 }, (_, i) => product(String(i + 1), i < 3 ? [false] : [true]));
    const shown = usableCarouselProducts(fetched, { limit: 20 });
    expect(shown).toHaveLength(20);
    expect(shown[0]?.id).toBe("4");
  });
});
