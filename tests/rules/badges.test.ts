import fc from "fast-check";
import {
  type BadgeRule,
  discountPercent,
  isPromoActive,
  type PromoProduct,
  promoTargets,
  saveBadgeText,
  selectPromoRule,
} from "solekit/rules";

const product: PromoProduct = {
  id: 101,
  handle: "trail-runner",
  tags: ["sale", "runners"],
  collections: [5, "kids"],
};
const now = "2024-06-15T00:00:00Z";

describe("'Save N%' badge (storefront §9)", () => {
  it.each([
    [{ price: 7000, compareAtPrice: 10000 }, "PLP", ["PLP", "PDP"], "Save 30%"],
    [{ price: 7499, compareAtPrice: 9999 }, "PDP", ["PDP"], "Save 25%"],
    [{ price: 6667, compareAtPrice: 10000 }, "PLP", ["PLP"], "Save 33%"],
    [{ price: 7000, compareAtPrice: 10000 }, "PDP", ["PLP"], null],
    [{ price: 7000, compareAtPrice: 10000 }, "PLP", [], null],
    [{ price: 7000, compareAtPrice: 10000 }, "PLP", undefined, null],
    [{ price: 10000, compareAtPrice: 10000 }, "PLP", ["PLP"], null],
    [{ price: 12000, compareAtPrice: 10000 }, "PLP", ["PLP"], null],
    [{ price: 7000, compareAtPrice: null }, "PLP", ["PLP"], null],
    [{ price: 9995, compareAtPrice: 10000 }, "PLP", ["PLP"], null],
  ] as const)("%j at %s listed %j: %s", (prices, location, offMessaging, expected) => {
    expect(saveBadgeText(prices, { location, offMessaging })).toBe(expected);
  });

  it("floors the discount and never overstates it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (compareAt, price) => {
          const percent = discountPercent(price, compareAt);
          if (price >= compareAt) {
            expect(percent).toBe(0);
            return;
          }
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent * compareAt).toBeLessThanOrEqual((compareAt - price) * 100);
          expect((percent + 1) * compareAt).toBeGreaterThan((compareAt - price) * 100);
        },
      ),
    );
  });
});

describe("promo rule targeting", () => {
  it.each([
    [{ tags: ["sale"] }, true],
    [{ tags: ["boots"] }, false],
    [{ collections: [5] }, true],
    [{ collections: ["5"] }, true],
    [{ collections: ["kids"] }, true],
    [{ products: [101] }, true],
    [{ products: ["trail-runner"] }, true],
    [{ products: [202] }, false],
    [{}, false],
  ])("%j targets the product: %s", (rule, expected) => {
    expect(promoTargets(rule, product)).toBe(expected);
  });
});

describe("promo rule window and scope (storefront §6)", () => {
  it.each([
    [{}, true],
    [{ start_date: "2024-06-01", end_date: "2024-06-30" }, true],
    [{ start_date: "2024-06-16" }, false],
    [{ end_date: "2024-06-14" }, false],
    [{ start_date: "", end_date: null }, true],
    [{ start_date: "not a date" }, false],
  ])("%j is live on 15 June: %s", (rule, expected) => {
    expect(isPromoActive(rule, { now, loggedIn: false })).toBe(expected);
  });

  it.each([
    ["Logged Out Customers", false, true],
    ["Logged Out Customers", true, false],
    ["Logged In Customers", true, true],
    ["Logged In Customers", false, false],
    ["all", true, true],
    ["all", false, true],
    [undefined, false, true],
  ])("scope %s, logged in %s: %s", (userScope, loggedIn, expected) => {
    expect(isPromoActive({ user_scope: userScope }, { now, loggedIn })).toBe(expected);
  });
});

describe("highest priority wins", () => {
  const badge = (text: string, priority?: number, extra: Partial<BadgeRule> = {}): BadgeRule => ({
    tags: ["sale"],
    badge: { text },
    ...(priority === undefined ? {} : { conditions: { priority } }),
    ...extra,
  });

  it("picks the highest priority among matching, live rules", () => {
    const rules = [
      badge("Low", 1),
      badge("High", 9),
      badge("Mid", 5),
      badge("Expired", 99, { end_date: "2024-01-01" }),
      badge("Other product", 50, { tags: ["boots"] }),
    ];
    expect(selectPromoRule(rules, product, { now, loggedIn: false })?.badge.text).toBe("High");
  });

  it("keeps the first listed on a tie and treats a missing priority as 0", () => {
    expect(
      selectPromoRule([badge("A", 2), badge("B", 2)], product, { now, loggedIn: false })?.badge.text,
    ).toBe("A");
    expect(
      selectPromoRule([badge("None"), badge("One", 1)], product, { now, loggedIn: false })?.badge.text,
    ).toBe("One");
  });

  it("returns nothing when no rule applies", () => {
    expect(
      selectPromoRule([badge("Members", 1, { user_scope: "Logged In Customers" })], product, {
        now,
        loggedIn: false,
      }),
    ).toBeUndefined();
  });
});
