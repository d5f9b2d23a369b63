import {
  filterUnassignedShoes,
  isShoeExcluded,
  isShoeExpired,
  isShoeReturned,
  shoeAssignments,
  type UnassignedShoe,
  unassignedPanelCase,
  unassignedPanelTitle,
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
