import fc from "fast-check";
import { centsToAmount, DEFAULT_CURRENCY, formatMoney } from "solekit/rules";

describe("money (storefront §9)", () => {
  it("defaults to AUD", () => {
    expect(DEFAULT_CURRENCY).toBe("AUD");
  });

  it("divides cents by 100", () => {
    expect(centsToAmount(12345)).toBe(123.45);
  });

  it.each([
    [123456, "amount", "$1,234.56"],
    [123456, "amountNoDecimals", "$1,235"],
    [123456, "amountWithCommaSeparator", "$1.234,56"],
    [123456, "amountNoDecimalsWithCommaSeparator", "$1.235"],
    [0, "amount", "$0.00"],
    [5, "amount", "$0.05"],
    [1999, "amount", "$19.99"],
    [100000000, "amount", "$1,000,000.00"],
    [-2500, "amount", "-$25.00"],
  ] as const)("formats %s cents as %s: %s", (cents, format, expected) => {
    expect(formatMoney(cents, { format })).toBe(expected);
  });

  it("shows other currencies with a dollar sign where theirs is one", () => {
    expect(formatMoney(1000, { currency: "NZD" })).toBe("$10.00");
  });

  it("keeps every cent: the digits of the amount format are the cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = formatMoney(cents);
        expect(text.startsWith("$")).toBe(true);
        expect(Number(text.replace(/\D/g, ""))).toBe(cents);
        expect(text).toMatch(/\.\d{2}$/);
      }),
    );
  });

  it("groups thousands with commas and swaps separators in the comma format", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const dot = formatMoney(cents);
        const comma = formatMoney(cents, { format: "amountWithCommaSeparator" });
        const swapped = dot.replace(/[.,]/g, (char) => (char === "," ? "." : ","));
        expect(comma).toBe(swapped);
      }),
    );
  });

  it("rounds to whole dollars in the no-decimals format", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = formatMoney(cents, { format: "amountNoDecimals" });
        expect(Number(text.replace(/\D/g, ""))).toBe(Math.round(cents / 100));
      }),
    );
  });
});
