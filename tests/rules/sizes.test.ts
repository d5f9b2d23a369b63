import fc from "fast-check";
import {
  convertKidsSize,
  DEFAULT_SIZE_UNIT,
  euToCm,
  parseKidsShoeSize,
  SHOE_SIZES,
  SIZE_UNITS,
  sizeInUnit,
  sizeUnitLabel,
  storedSizeInUk,
} from "solekit/rules";
import { sizeConversion } from "../../src/sandbox/world/sizes";

describe("size units (storefront §4, §9)", () => {
  it("offers UK, US, EU and CM, US by default", () => {
    expect(SIZE_UNITS).toEqual(["UK", "US", "EU", "CM"]);
    expect(DEFAULT_SIZE_UNIT).toBe("US");
  });

  it.each([
    [40, 101.6],
    [40.5, 102.87],
    [21, 53.34],
    [35.5, 90.17],
    [0, 0],
  ])("CM of EU %s is %s", (eu, cm) => {
    expect(euToCm(eu)).toBe(cm);
  });

  it("CM is EU × 2.54 to 2 decimals for every half size", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (halfSizes) => {
        const eu = halfSizes / 2;
        const cm = euToCm(eu);
        expect(Math.abs(cm - eu * 2.54)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.round(cm * 100) / 100).toBe(cm);
      }),
    );
  });

  it.each([
    ["UK", "8"],
    ["US", "9"],
    ["EU", "42"],
    ["CM", "27.5"],
  ] as const)("shows the %s value", (unit, value) => {
    expect(sizeInUnit({ uk: "8", us: "9", eu: "42", cm: "27.5" }, unit)).toBe(value);
  });

  it("computes CM from EU when the variant has no centimetre value", () => {
    expect(sizeInUnit({ eu: "42" }, "CM")).toBe("106.68");
  });

  it("has no value for a unit the variant lacks", () => {
    expect(sizeInUnit({ uk: "8" }, "US")).toBeUndefined();
    expect(sizeInUnit({ uk: "8", eu: "" }, "CM")).toBeUndefined();
  });

  it("labels units from the catalogue", () => {
    expect(SIZE_UNITS.map((unit) => sizeUnitLabel(unit))).toEqual(["UK", "US", "EU", "CM"]);
  });
});

describe("kids size conversions (storefront §9)", () => {
  it.each([
    ["05", { scale: "infant", size: 5 }],
    ["013.5", { scale: "infant", size: 13.5 }],
    ["2", { scale: "youth", size: 2 }],
    ["7.5", { scale: "youth", size: 7.5 }],
    ["5.25", null],
    ["abc", null],
  ])("reads %s as %j", (text, expected) => {
    expect(parseKidsShoeSize(text)).toEqual(expected);
  });

  it.each([
    ["00", "0", "1", 16],
    ["05", "5", "6", 22],
    ["05.5", "5.5", "6.5", 22.5],
    ["09.5", "9.5", "10.5", 27.5],
    ["010", "10", "11", 28],
    ["012.5", "12.5", "13.5", 31],
    ["013", "13", "1", 32],
    ["1", "1", "2", 33],
    ["7", "7", "8", 40.5],
  ])("UK %s is shown as UK %s, and is US %s and EU %s", (option, uk, us, eu) => {
    expect(convertKidsSize(option)).toEqual({ uk, us, eu });
  });

  it("shows the UK size as the product page does: the storefront's kids_uk, without the infant zero", () => {
    for (const size of SHOE_SIZES) {
      expect(convertKidsSize(size)?.uk).toBe(sizeConversion(size).kids_uk);
    }
  });

  it("names a stored size option as the product page does in UK, with no variant at hand", () => {
    expect(["011.5", "013.5", "010", "05", "1", "7.5", "M", ""].map(storedSizeInUk)).toEqual([
      "11.5",
      "13.5",
      "10",
      "5",
      "1",
      "7.5",
      "M",
      "",
    ]);
  });

  it("gives the size filter the EU size the product page shows (the storefront's euro)", () => {
    for (const size of SHOE_SIZES) {
      expect(String(convertKidsSize(size)?.eu)).toBe(sizeConversion(size).euro);
    }
  });

  it("gives each half UK size an EU size of its own, growing across both scales", () => {
    const conversions = SHOE_SIZES.map((size) => convertKidsSize(size));
    for (const [index, conversion] of conversions.entries()) {
      expect(conversion).not.toBeNull();
      const previous = conversions[index - 1];
      if (previous && conversion) expect(conversion.eu).toBeGreaterThan(previous.eu);
    }
  });

  it("is a half size apart on the US scale for a half size apart on the UK scale", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), (halfSteps) => {
        const uk = halfSteps / 2;
        const us = convertKidsSize(`0${uk}`)?.us;
        const usNumber = Number(us);
        const continuous = usNumber < uk ? usNumber + 13 : usNumber;
        expect(continuous).toBe(uk + 1);
      }),
    );
  });
});
