import fc from "fast-check";
import {
  filterUnassignedShoes,
  isShoeExcluded,
  isShoeExpired,
  isShoeReturned,
  shoeAssignments,
  type UnassignedShoe,
  unassignedPanelCase,
  unassignedPanelTitle,
  unassignedShoeSets,
} from "solekit/rules";

const now = "2024-03-31T00:00:00Z";
const shoe = (id: number, created_at: string, extra: Partial<UnassignedShoe> = {}): UnassignedShoe => ({
  id,
  created_at,
  product_variant: { sku: `SKU-${id}`, product_id: 100 + id },
  ...extra,
});

describe("which unassigned shoes show (account-area §5)", () => {
  it.each([
    ["2024-03-30T00:00:00Z", 30, false],
    ["2024-03-01T00:00:00Z", 30, false],
    ["2024-02-29T23:59:59Z", 30, true],
    ["2024-03-20T00:00:00Z", 10, true],
    ["2024-03-22T00:00:00Z", 10, false],
  ])("bought %s with a %s-day window is expired: %s", (created, days, expired) => {
    expect(isShoeExpired({ created_at: created }, now, days)).toBe(expired);
  });

  it.each([
    [{ meta: { ap21: { return_reason_code: "FAULTY" } } }, true],
    [{ meta: { ap21: { return_reason_code: "" } } }, false],
    [{ meta: { ap21: null } }, false],
    [{}, false],
  ])("%j is returned: %s", (item, returned) => {
    expect(isShoeReturned(item)).toBe(returned);
  });

  it.each([
    [{ productIds: [101] }, true],
    [{ productIds: ["101"] }, true],
    [{ skus: ["SKU-1"] }, true],
    [{ skus: ["SKU-2"], productIds: [999] }, false],
    [{}, false],
  ])("exclusions %j exclude shoe 1: %s", (exclusions, excluded) => {
    expect(isShoeExcluded(shoe(1, now), exclusions)).toBe(excluded);
  });

  it("keeps shoes that are recent, not returned and not excluded", () => {
    const shoes = [
      shoe(1, "2024-03-25T00:00:00Z"),
      shoe(2, "2024-01-01T00:00:00Z"),
      shoe(3, "2024-03-25T00:00:00Z", { meta: { ap21: { return_reason_code: "R1" } } }),
      shoe(4, "2024-03-25T00:00:00Z"),
    ];
    const ids = (options: Parameters<typeof filterUnassignedShoes>[1]) =>
      filterUnassignedShoes(shoes, options).map((item) => item.id);
    expect(ids({ now, exclusions: { skus: ["SKU-4"] } })).toEqual([1]);
    expect(ids({ now, filterOutExpired: false })).toEqual([1, 2, 4]);
    expect(ids({ now, filterReturned: false })).toEqual([1, 3, 4]);
    expect(ids({ now, expiryDays: 120 })).toEqual([1, 2, 4]);
  });
});

describe("one rule for every unassigned-shoes figure (account-area §5, §9)", () => {
  const DAY = 86_400_000;
  // Pairs bought 0–90 days before `now`, some returned, some on the exclusion list.
  const shoesArb = fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        ageMinutes: fc.integer({ min: 0, max: 90 * 24 * 60 }),
        returned: fc.boolean(),
        excluded: fc.boolean(),
      }),
      { selector: (s) => s.id, maxLength: 30 },
    )
    .map((specs) =>
      specs.map((spec) => ({
        spec,
        shoe: shoe(spec.id, new Date(Date.parse(now) - spec.ageMinutes * 60_000).toISOString(), {
          meta: { ap21: { return_reason_code: spec.returned ? "R1" : null } },
          product_variant: { sku: spec.excluded ? "EXCLUDED" : `SKU-${spec.id}`, product_id: 100 + spec.id },
        }),
      })),
    );

  it("lists every pair not returned or excluded, splits them at 30 days, and promises $2 a rewarded pair", () => {
    fc.assert(
      fc.property(shoesArb, fc.integer({ min: 1, max: 60 }), (items, expiryDays) => {
        const sets = unassignedShoeSets(
          items.map((item) => item.shoe),
          { now, expiryDays, exclusions: { skus: ["EXCLUDED"] } },
        );
        const ids = (list: readonly UnassignedShoe[]) => list.map((s) => s.id).sort((a, b) => +a - +b);
        const shown = items.filter((item) => !item.spec.returned && !item.spec.excluded);
        const fresh = shown.filter((item) => item.spec.ageMinutes * 60_000 <= expiryDays * DAY);
        expect(ids(sets.assignable)).toEqual(ids(shown.map((item) => item.shoe)));
        expect(ids(sets.rewarded)).toEqual(ids(fresh.map((item) => item.shoe)));
        // Rewarded and older pairs split the assignable ones: rewarded first, nothing twice.
        expect(sets.assignable).toEqual([...sets.rewarded, ...sets.older]);
        expect(sets.older.every((s) => isShoeExpired(s, now, expiryDays))).toBe(true);
        expect(sets.reward).toBe(2 * sets.rewarded.length);
      }),
    );
  });

  it("keeps the 30 days of the spec by default: a pair 30 days old still earns $2, a day more does not", () => {
    const sets = unassignedShoeSets([shoe(1, "2024-03-01T00:00:00Z"), shoe(2, "2024-02-29T00:00:00Z")], {
      now,
    });
    expect(sets.rewarded.map((s) => s.id)).toEqual([1]);
    expect(sets.older.map((s) => s.id)).toEqual([2]);
    expect(sets.reward).toBe(2);
  });
});

describe("rewards panel for unassigned shoes (account-area §2)", () => {
  it.each([
    [3, 3, "onlyNew", "Only new shoes to assign"],
    [5, 2, "oldOrders", "Old orders with shoes to assign"],
    [4, 0, "noReward", "Assign shoes"],
    [0, 0, "none", null],
  ] as const)("%s in all, %s unexpired: %s", (all, unexpired, panelCase, title) => {
    expect(unassignedPanelCase(all, unexpired)).toBe(panelCase);
    expect(unassignedPanelTitle(panelCase)).toBe(title);
  });
});

describe("Assign Shoes modal (account-area §2)", () => {
  it("skips entries left at -1", () => {
    expect(shoeAssignments({ 11: "c1", 12: "-1", 13: -1, 14: "c2" })).toEqual([
      { shoeId: "11", childId: "c1" },
      { shoeId: "14", childId: "c2" },
    ]);
  });
});
