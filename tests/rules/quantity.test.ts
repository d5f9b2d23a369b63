import fc from "fast-check";
import {
  clampQuantity,
  INPUT_CHARACTER_LIMIT,
  limitText,
  parseQuantityLimit,
  QUANTITY_MAX_DEFAULT,
  stepQuantity,
} from "solekit/rules";

describe("quantity stepper (storefront §5)", () => {
  it("defaults its maximum to 99", () => {
    expect(QUANTITY_MAX_DEFAULT).toBe(99);
  });

  it.each([
    [0, undefined, 1],
    [-5, undefined, 1],
    [1, undefined, 1],
    [99, undefined, 99],
    [150, undefined, 99],
    [7, 5, 5],
    [2.9, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 5],
  ])("clamps %s with limit %s to %s", (value, limit, expected) => {
    expect(clampQuantity(value, limit)).toBe(expected);
  });

  it.each([
    ["10", 10],
    [12, 12],
    [undefined, 99],
    [null, 99],
    ["", 99],
    ["abc", 99],
    ["0", 99],
  ])("reads limit attribute %j as %s", (attribute, limit) => {
    expect(parseQuantityLimit(attribute)).toBe(limit);
  });

  it.each([
    [1, -1, 1],
    [1, 1, 2],
    [98, 5, 99],
    [150, -1, 98],
  ])("steps %s by %s to %s", (current, delta, expected) => {
    expect(stepQuantity(current, delta)).toBe(expected);
  });

  it("always lands on a whole number between 1 and the limit", () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 500 }), (value, limit) => {
        const clamped = clampQuantity(value, limit);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it("leaves in-range whole numbers unchanged", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((limit) => fc.tuple(fc.integer({ min: 1, max: limit }), fc.constant(limit))),
        ([value, limit]) => {
          expect(clampQuantity(value, limit)).toBe(value);
        },
      ),
    );
  });
});

describe("character-limited input (storefront §5)", () => {
  it("limits to 200 characters by default", () => {
    expect(INPUT_CHARACTER_LIMIT).toBe(200);
    const result = limitText("a".repeat(250));
    expect(result.text).toHaveLength(200);
    expect(result.counter).toBe("200/200");
    expect(result.remaining).toBe(0);
  });

  it("counts what was typed", () => {
    expect(limitText("Happy birthday!")).toMatchObject({ count: 15, remaining: 185, counter: "15/200" });
  });

  it("never splits an emoji", () => {
    expect(limitText("ab😀c", 3).text).toBe("ab😀");
  });

  it("keeps a prefix of the input no longer than the limit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 0, max: 250 }), (text, limit) => {
        const result = limitText(text, limit);
        expect(text.startsWith(result.text)).toBe(true);
        expect(result.count).toBe(Math.min(limit, Array.from(text).length));
      }),
    );
  });
});
