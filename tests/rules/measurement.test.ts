import {
  buildMeasurementInteraction,
  hasOlderMeasurements,
  latestMeasurement,
  SHOE_SIZES,
  SHOE_WIDTHS,
  validateMeasurement,
} from "solekit/rules";

describe("shoe sizes and widths (account-area §3)", () => {
  it("runs 01 to 013.5, then 1 to 7.5, in half steps", () => {
    expect(SHOE_SIZES.slice(0, 3)).toEqual(["01", "01.5", "02"]);
    expect(SHOE_SIZES).toContain("013.5");
    expect(SHOE_SIZES.indexOf("1")).toBe(SHOE_SIZES.indexOf("013.5") + 1);
    expect(SHOE_SIZES.at(-1)).toBe("7.5");
    expect(SHOE_SIZES).toHaveLength(26 + 14);
    expect(new Set(SHOE_SIZES).size).toBe(SHOE_SIZES.length);
  });

  it("has widths C to H", () => {
    expect(SHOE_WIDTHS).toEqual(["C", "D", "E", "F", "G", "H"]);
  });
});

describe("measurement validation (account-area §5)", () => {
  it.each([
    [{ size: "010", width: "E" }, null],
    [{ size: "010", width: "" }, "Please select both shoe size and width."],
    [{ size: null, width: "E" }, "Please select both shoe size and width."],
    [{ size: undefined, width: undefined }, "Please select both shoe size and width."],
  ])("%j gives %s", (measurement, message) => {
    expect(validateMeasurement(measurement)).toBe(message);
  });
});

describe("measurement interaction (account-area §3)", () => {
  it("records size AU/UK and width as a service interaction", () => {
    expect(
      buildMeasurementInteraction({ profileId: 12, size: "010", width: "E", now: Date.UTC(2024, 0, 1) }),
    ).toEqual({
      name: "Measurement Recorded",
      namespace: "omneo",
      action: "service",
      channel: "app",
      signal: 1,
      profile_id: 12,
      interacted_at: "2024-01-01T00:00:00.000Z",
      meta: { measurement: { size_shoe: { unit: "AU/UK", value: "010" }, width_shoe: { value: "E" } } },
    });
  });

  it("finds the latest measurement by measurement time", () => {
    const list = [
      { id: 1, created_at: "2024-05-01T00:00:00Z", interacted_at: "2024-01-01T00:00:00Z" },
      { id: 2, created_at: "2024-03-01T00:00:00Z" },
      { id: 3, created_at: "2024-02-01T00:00:00Z" },
    ];
    expect(latestMeasurement(list)?.id).toBe(2);
    expect(latestMeasurement([])).toBeUndefined();
  });

  it.each([
    [9, 20, true],
    [20, 20, false],
    [0, 0, false],
  ])("fetched %s of %s shows older entries: %s", (fetched, total, shown) => {
    expect(hasOlderMeasurements(fetched, total)).toBe(shown);
  });
});
