import fc from "fast-check";
import { AU_MOBILE_PATTERN, isAustralianMobile, normalisePhone, toLocalMobile } from "solekit/rules";

const eightDigits = fc.stringMatching(/^\d{8}$/);
const separator = fc.constantFrom("", " ", "-");

/** Writes 4 + eight digits with a random separator between any two digits. */
const spaced = (digits: string) =>
  fc
    .array(separator, { minLength: digits.length, maxLength: digits.length })
    .map((seps) => [...digits].map((digit, index) => `${index === 0 ? "" : seps[index]}${digit}`).join(""));

describe("Australian mobile pattern (storefront §5)", () => {
  it.each([
    ["412345678", true],
    ["412 345 678", true],
    ["412-345-678", true],
    ["4 1 2 3 4 5 6 7 8", true],
    ["512345678", false],
    ["41234567", false],
    ["4123456789", false],
    ["412  345678", false],
    ["412 345 67a", false],
  ])("matches %s: %s", (input, expected) => {
    expect(AU_MOBILE_PATTERN.test(input)).toBe(expected);
  });

  it.each([
    ["0412345678", "412345678"],
    ["0412 345 678", "412345678"],
    ["+61412345678", "412345678"],
    ["+61 412 345 678", "412345678"],
    ["412 345 678", "412 345 678"],
    ["041234567", "041234567"],
    ["+6141234567", "+6141234567"],
  ])("brings %s to the 4 form as %s", (input, expected) => {
    expect(toLocalMobile(input)).toBe(expected);
  });

  it.each([
    ["0412345678", true],
    ["+61412345678", true],
    ["412-345-678", true],
    ["0298765432", false],
    ["+61298765432", false],
    ["", false],
  ])("accepts %s as a mobile: %s", (input, expected) => {
    expect(isAustralianMobile(input)).toBe(expected);
  });

  it("accepts every 4-form mobile with any mix of separators", () => {
    fc.assert(
      fc.property(
        eightDigits.chain((digits) => spaced(`4${digits}`)),
        (typed) => {
          expect(isAustralianMobile(typed)).toBe(true);
        },
      ),
    );
  });

  it("rejects numbers that do not start with 4 after normalisation", () => {
    fc.assert(
      fc.property(fc.constantFrom("1", "2", "3", "5", "6", "7", "8", "9"), eightDigits, (first, rest) => {
        expect(isAustralianMobile(`${first}${rest}`)).toBe(false);
      }),
    );
  });
});

describe("normalisePhone (storefront §5)", () => {
  it.each([
    ["0412 345 678", "+61412345678"],
    ["+61412345678", "+61412345678"],
    ["412-345-678", "+61412345678"],
    ["61412345678", "+61412345678"],
    ["61 412 345 678", "+61412345678"],
    ["  0412345678  ", "+61412345678"],
    ["0298765432", "0298765432"],
    ["+6421123456", "+6421123456"],
  ])("normalises %s to %s", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it("gives the same +614 number for every way of writing a mobile", () => {
    fc.assert(
      fc.property(eightDigits, fc.constantFrom("4", "04", "614", "+614"), (digits, prefix) => {
        const typed = `${prefix}${digits}`.replace(/(\d{3})(?=\d)/g, "$1 ");
        expect(normalisePhone(typed)).toBe(`+614${digits}`);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+\d -]{0,16}$/), (input) => {
        const once = normalisePhone(input);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
  });

  it("never leaves whitespace in the result", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(normalisePhone(input)).not.toMatch(/\s/);
      }),
    );
  });
});
