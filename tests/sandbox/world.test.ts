import {
  ADULT_SHOE_SIZES,
  audienceCollection,
  categoryCollection,
  createWorld,
  DEFAULT_CATALOGUE_SIZE,
  GIFT_CARD_HANDLE,
  KIDS_SHOE_SIZES,
  type Product,
  runInSlices,
  SHOE_SIZES_BY_AGE_GROUP,
  SHOE_WIDTHS,
  sizeConversion,
  worldStats,
  worldSteps,
} from "../../src/sandbox/world";

const NOW = Date.parse("2025-06-01T00:00:00Z");
const DAY = 86_400_000;
const world = createWorld({ seed: 1, now: NOW });
const shoes = world.products.filter((p) => p.kind === "shoe");

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated: T[] = [];
  for (const value of values) {
    if (seen.has(value)) repeated.push(value);
    seen.add(value);
  }
  return repeated;
}

describe("world generation", () => {
  it("is deterministic: the same options give a deep-equal world", () => {
    expect(createWorld({ seed: 1, now: NOW })).toEqual(world);
  });

  it("builds the same world in slices, pausing after every 25 styles of the catalogue", async () => {
    let pauses = 0;
    const sliced = await runInSlices(worldSteps({ seed: 1, now: NOW }), async () => pauses++);
    expect(sliced).toEqual(world);
    // 2,000 products come from several hundred styles: several slices, none of them the whole build.
    expect(pauses).toBeGreaterThan(20);
  });

  it("refuses a bad catalogue size in slices too", async () => {
    await expect(runInSlices(worldSteps({ catalogueSize: 10 }), async () => undefined)).rejects.toThrow(
      "catalogueSize must be an integer of at least 50, got 10",
    );
  });

  it("gives a different world for a different seed", () => {
    const other = createWorld({ seed: 2, now: NOW });
    expect(other.products.map((p) => p.handle)).not.toEqual(world.products.map((p) => p.handle));
    expect(other.customer.orders[0]?.items).not.toEqual(world.customer.orders[0]?.items);
  });

  it("records the options it was built with, defaults filled in", () => {
    expect(world.options).toEqual({ seed: 1, catalogueSize: DEFAULT_CATALOGUE_SIZE, now: NOW });
    expect(createWorld({ catalogueSize: 60 }).options.seed).toBe(1);
  });

  it("builds at least 2,000 products by default and honours catalogueSize", () => {
    expect(DEFAULT_CATALOGUE_SIZE).toBeGreaterThanOrEqual(2000);
    expect(world.products).toHaveLength(DEFAULT_CATALOGUE_SIZE);
    expect(createWorld({ catalogueSize: 777, now: NOW }).products).toHaveLength(777);
  });

  it.each([0, 10, 49, 100.5, Number.NaN])("rejects catalogueSize %s", (size) => {
    expect(() => createWorld({ catalogueSize: size })).toThrow(RangeError);
  });

  it("builds 50,000 products in reasonable time", () => {
    const start = performance.now();
    const big = createWorld({ catalogueSize: 50_000, now: NOW });
    expect(performance.now() - start).toBeLessThan(15_000);
    expect(big.products).toHaveLength(50_000);
  }, 30_000);
});

describe("catalogue", () => {
  it("has every category and exactly one gift card", () => {
    const stats = worldStats(world);
    for (const category of ["school-shoes", "sneakers", "sandals", "boots", "slippers", "socks", "apparel"]) {
      expect(stats.productsPerCategory[category], category).toBeGreaterThan(20);
    }
    expect(stats.productsPerCategory["gift-card"]).toBe(1);
    const giftCards = world.products.filter((p) => p.category === "gift-card");
    expect(giftCards.map((p) => p.handle)).toEqual([GIFT_CARD_HANDLE]);
    expect(giftCards[0]?.variants.map((v) => [v.option1, v.price])).toEqual([
      ["$25", 2500],
      ["$50", 5000],
      ["$75", 7500],
      ["$100", 10000],
      ["$150", 15000],
      ["$200", 20000],
    ]);
  });

  it("has kids' and adults' products in every category but the gift card", () => {
    for (const category of ["school-shoes", "sneakers", "sandals", "boots", "slippers", "socks", "apparel"]) {
      const inCategory = world.products.filter((p) => p.category === category);
      expect(
        inCategory.some((p) => p.audience === "kids"),
        category,
      ).toBe(true);
      expect(
        inCategory.some((p) => p.audience === "adults"),
        category,
      ).toBe(true);
    }
  });

  it("keeps ids, global ids, handles and SKUs unique", () => {
    const variants = world.products.flatMap((p) => p.variants);
    expect(duplicates(world.products.map((p) => p.id))).toEqual([]);
    expect(duplicates(world.products.map((p) => p.handle))).toEqual([]);
    expect(duplicates(variants.map((v) => v.id))).toEqual([]);
    expect(duplicates(variants.map((v) => v.sku))).toEqual([]);
    for (const product of world.products) {
      expect(product.gid).toBe(`gid://shopify/Product/${product.id}`);
      expect(product.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const variant of product.variants) {
        expect(variant.gid).toBe(`gid://shopify/ProductVariant/${variant.id}`);
        expect(variant.product_id).toBe(product.id);
      }
    }
  });

  it("has sold-out variants, and availability follows stock", () => {
    const variants = world.products.flatMap((p) => p.variants);
    const soldOut = variants.filter((v) => v.inventory_quantity === 0);
    expect(soldOut.length).toBeGreaterThan(variants.length * 0.05);
    expect(worldStats(world).soldOutVariants).toBe(soldOut.length);
    for (const v of variants) expect(v.availableForSale).toBe(v.inventory_quantity > 0);
    expect(world.products.some((p) => p.variants.every((v) => !v.availableForSale))).toBe(true);
  });

  it("prices in cents, with compare-at prices above price exactly on sale items", () => {
    const sale = world.products.filter((p) => p.compare_at_price !== null);
    expect(sale.length).toBeGreaterThan(100);
    expect(worldStats(world).saleProducts).toBe(sale.length);
    for (const product of world.products) {
      expect(Number.isInteger(product.price) && product.price > 0).toBe(true);
      const onSale = product.compare_at_price !== null;
      if (onSale) expect(product.compare_at_price).toBeGreaterThan(product.price);
      expect(product.tags.includes("sale")).toBe(onSale);
      expect(product.price).toBe(Math.min(...product.variants.map((v) => v.price)));
      for (const v of product.variants) expect(v.compare_at_price).toBe(product.compare_at_price);
    }
  });

  it("tags every product with its Hex colour, age group, category and brand", () => {
    for (const product of world.products) {
      const hex = product.tags.filter((t) => t.startsWith("Hex:"));
      expect(hex).toEqual([`Hex:${product.colour.hex}`]);
      expect(hex[0]).toMatch(/^Hex:#[0-9a-f]{6}$/);
      expect(product.tags).toContain(`Category:${product.category}`);
      expect(product.tags).toContain(`Brand:${product.brand}`);
      if (product.age_group) expect(product.tags).toContain(`AgeGroup:${product.age_group}`);
    }
    const ageGroups = new Set(world.products.map((p) => p.age_group));
    expect([...ageGroups].sort()).toEqual(["3-8_YEARS", "8+_YEARS", "ADULT", "BABY", "TODDLER", null].sort());
  });

  it("tags new arrivals: published within 30 days", () => {
    const fresh = world.products.filter((p) => p.tags.includes("new"));
    expect(fresh.length).toBeGreaterThan(50);
    for (const product of world.products) {
      const recent = product.published_at !== null && NOW - Date.parse(product.published_at) <= 30 * DAY;
      expect(product.tags.includes("new")).toBe(recent);
      expect(product.collections.includes("new-arrivals")).toBe(recent);
    }
  });

  it("places products in shop-all, sale, new-arrivals, category and brand collections", () => {
    const handles = new Set(world.collections.map((c) => c.handle));
    const members = (handle: string) => world.products.filter((p) => p.collections.includes(handle));
    expect(duplicates(world.collections.map((c) => c.handle))).toEqual([]);
    for (const handle of [
      "shop-all",
      "sale",
      "new-arrivals",
      "school-shoes",
      "kids-sneakers",
      "brand-asics",
    ]) {
      expect(handles.has(handle), handle).toBe(true);
    }
    expect(members("shop-all")).toEqual(world.products.filter((p) => p.published));
    expect(members("sale").every((p) => p.compare_at_price !== null)).toBe(true);
    for (const collection of world.collections) {
      expect(members(collection.handle).length, collection.handle).toBeGreaterThan(0);
    }
    for (const product of world.products.filter((p) => p.published)) {
      for (const handle of product.collections) expect(handles.has(handle), handle).toBe(true);
      expect(product.collections).toContain(categoryCollection(product.category));
      expect(product.collections).toContain(
        `brand-${world.brands.find((b) => b.name === product.brand)?.handle}`,
      );
      if (product.category !== "gift-card") {
        expect(product.collections).toContain(audienceCollection(product.audience, product.category));
      }
    }
  });

  it("keeps unpublished products out of every collection", () => {
    const hidden = world.products.filter((p) => !p.published);
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of hidden) {
      expect(product.collections).toEqual([]);
      expect(product.published_at).toBeNull();
    }
  });

  it("uses the brand as vendor and omneo brand metafield", () => {
    expect(world.brands.length).toBeGreaterThanOrEqual(13);
    const brandNames = new Set(world.brands.map((b) => b.name));
    for (const product of world.products) {
      expect(brandNames.has(product.brand)).toBe(true);
      expect(product.vendor).toBe(product.brand);
      expect(product.metafields.omneo.brand).toBe(product.brand);
      expect(product.metafields.utopia.customer_facing_product_name).toBe(
        product.customer_facing_product_name,
      );
      expect(product.metafields.utopia.age_group).toBe(product.age_group);
    }
  });
});

describe("sizes and widths", () => {
  it("lists the spec's kids' sizes: 01 to 013.5 then 1 to 7.5 in half steps", () => {
    const infant = Array.from({ length: 26 }, (_, i) => `0${1 + i / 2}`);
    const youth = Array.from({ length: 14 }, (_, i) => `${1 + i / 2}`);
    expect(KIDS_SHOE_SIZES).toEqual([...infant, ...youth]);
    expect(KIDS_SHOE_SIZES.slice(0, 3)).toEqual(["01", "01.5", "02"]);
    expect(KIDS_SHOE_SIZES.slice(25, 28)).toEqual(["013.5", "1", "1.5"]);
    expect(SHOE_WIDTHS).toEqual(["C", "D", "E", "F", "G", "H"]);
  });

  it("gives shoes every size × width of their age group's run, other kinds size only", () => {
    for (const product of shoes) {
      const [sizes, widths] = product.options;
      expect(sizes?.name).toBe("Size");
      expect(widths?.name).toBe("Width");
      const run = product.age_group ? SHOE_SIZES_BY_AGE_GROUP[product.age_group] : [];
      for (const size of sizes?.values ?? []) expect(run).toContain(size);
      for (const width of widths?.values ?? []) expect(SHOE_WIDTHS).toContain(width);
      expect(product.variants.map((v) => `${v.option1}/${v.option2}`)).toEqual(
        (sizes?.values ?? []).flatMap((s) => (widths?.values ?? []).map((w) => `${s}/${w}`)),
      );
    }
    const kidsSizes = new Set(KIDS_SHOE_SIZES);
    const adultSizes = new Set(ADULT_SHOE_SIZES);
    for (const product of shoes) {
      const allowed = product.audience === "kids" ? kidsSizes : adultSizes;
      for (const v of product.variants) expect(allowed.has(v.option1)).toBe(true);
    }
    for (const product of world.products.filter((p) => p.kind !== "shoe")) {
      for (const v of product.variants) expect(v.option2).toBeNull();
    }
    expect(shoes.some((p) => p.category === "school-shoes" && p.options[1]?.values.length === 6)).toBe(true);
  });

  it.each([
    ["010", { kids_uk: "10", kids_us: "11", euro: "28", centimeter: "71.12" }],
    ["01", { kids_uk: "1", kids_us: "2", euro: "17", centimeter: "43.18" }],
    ["1", { kids_uk: "1", kids_us: "2", euro: "33", centimeter: "83.82" }],
    ["7", { kids_uk: "7", kids_us: "8", euro: "40.5", centimeter: "102.87" }],
  ])("converts %s to UK, US, EU and CM", (size, expected) => {
    expect(sizeConversion(size)).toEqual(expected);
  });

  it("computes CM as EU × 2.54 to 2 decimals for every size, on every shoe variant", () => {
    for (const size of [...KIDS_SHOE_SIZES, ...ADULT_SHOE_SIZES]) {
      const c = sizeConversion(size);
      expect(c.centimeter).toBe((Number(c.euro) * 2.54).toFixed(2));
    }
    for (const product of shoes) {
      for (const v of product.variants) expect(v.metafields).toEqual(sizeConversion(v.option1));
      expect(product.metafields.utopia.euro?.split(",")).toEqual(
        product.options[0]?.values.map((s) => sizeConversion(s).euro),
      );
    }
  });

  it("runs EU sizes upwards along the size list", () => {
    const euros = KIDS_SHOE_SIZES.map((s) => Number(sizeConversion(s).euro));
    for (let i = 1; i < euros.length; i++) expect(euros[i]).toBeGreaterThanOrEqual(euros[i - 1] ?? 0);
  });
});

describe("swatches and images", () => {
  const byHandle = new Map(world.products.map((p) => [p.handle, p]));
  const styleSizes = new Map<string, number>();
  for (const p of world.products) styleSizes.set(p.style_code, (styleSizes.get(p.style_code) ?? 0) + 1);

  it("lists every colour of a style, marking the product's own swatch current", () => {
    for (const product of world.products.filter((p) => p.category !== "gift-card")) {
      const current = product.swatches.filter((s) => s.isCurrent);
      expect(current.map((s) => s.handle)).toEqual([product.handle]);
      for (const swatch of product.swatches) {
        const sibling = byHandle.get(swatch.handle) as Product;
        expect(sibling.style_code).toBe(product.style_code);
        expect(swatch.colourName).toBe(sibling.colour.name);
        expect(swatch.tags).toContain(`Hex:${sibling.colour.hex}`);
        expect(swatch.published).toBe(sibling.published);
      }
      expect(product.swatches).toHaveLength(styleSizes.get(product.style_code) ?? 0);
    }
    expect(world.products.some((p) => p.swatches.length >= 3)).toBe(true);
  });

  it("gives every product three images on the shop's CDN host with alt text", () => {
    for (const product of world.products) {
      expect(product.images.map((i) => i.src)).toEqual(
        [1, 2, 3].map((n) => `https://cdn.solekit.test/sandbox/images/${product.handle}/${n}-960.svg`),
      );
      expect(product.images.map((i) => i.position)).toEqual([1, 2, 3]);
      for (const image of product.images) expect(image.alt).toContain(product.title);
    }
  });
});
