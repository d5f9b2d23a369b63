import { storeName, storeOptions } from "solekit/rules";

describe("store names (account-area §3)", () => {
  it.each([
    ["SNS Chadstone", "Chadstone"],
    ["SNS - Bondi Junction", "Bondi Junction"],
    ["SNS:Richmond", "Richmond"],
    ["Chadstone", "Chadstone"],
    ["SNSW Office", "SNSW Office"],
    ["Westfield SNS", "Westfield SNS"],
    ["SNS", "SNS"],
  ])("%j shows as %j", (name, shown) => {
    expect(storeName(name)).toBe(shown);
  });

  it("lists stores by display name", () => {
    expect(
      storeOptions([
        { id: 2, name: "SNS Richmond" },
        { id: 1, name: "SNS Chadstone" },
        { id: 3, name: "Bondi" },
      ]),
    ).toEqual([
      { id: 3, name: "Bondi" },
      { id: 1, name: "Chadstone" },
      { id: 2, name: "Richmond" },
    ]);
  });
});
