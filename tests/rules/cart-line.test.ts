import { type CartLineChoiceSource, cartLineChoices, cartMessages, type SizeUnit } from "solekit/rules";

// A toddler shoe as the storefront stores it: the Size option is the UK infant size with its
// leading zero; the product page shows it by the size metafields, US by default.
const toddler: CartLineChoiceSource = {
  options: [
    { name: "Size", value: "04.5" },
    { name: "Width", value: "E" },
  ],
  sizeMetafields: { kids_uk: "4.5", kids_us: "5.5", euro: "21", centimeter: "53.34" },
  giftCard: false,
};

const labels = (line: CartLineChoiceSource, unit: SizeUnit = "US") =>
  cartLineChoices(line, unit, cartMessages).map((choice) => choice.label);

describe("cart line choices: the size the shopper chose, in the product page's words", () => {
  it.each([
    ["US", ["Size: US 5.5", "Width: E"]],
    ["UK", ["Size: UK 4.5", "Width: E"]],
    ["EU", ["Size: EU 21", "Width: E"]],
    ["CM", ["Size: CM 53.34", "Width: E"]],
  ] as const)("names a toddler shoe's size in %s as the size selector does", (unit, expected) => {
    expect(labels(toddler, unit)).toEqual(expected);
  });

  it("computes CM from EU when the variant has no centimetre value, as the size selector does", () => {
    expect(labels({ ...toddler, sizeMetafields: { kids_us: "5.5", euro: "21" } }, "CM")[0]).toBe(
      "Size: CM 53.34",
    );
  });

  it("keeps the option itself where sizes do not convert (socks: S, M, L)", () => {
    expect(
      labels({ options: [{ name: "Size", value: "M" }], sizeMetafields: null, giftCard: false }),
    ).toEqual(["Size: M"]);
  });

  it("calls a gift card's choice Amount, as the product page does", () => {
    const giftCard = { options: [{ name: "Amount", value: "$50" }], sizeMetafields: null, giftCard: true };
    expect(cartLineChoices(giftCard, "US", cartMessages)).toEqual([
      { kind: "amount", name: "Amount", value: "$50", label: "Amount: $50" },
    ]);
  });

  it("names nothing while a shoe's conversions are not known, rather than a size in the wrong unit", () => {
    expect(labels({ ...toddler, sizeMetafields: undefined })).toEqual([]);
  });

  it("names nothing for a product with one variant (Title: Default Title)", () => {
    expect(
      labels({ options: [{ name: "Title", value: "Default Title" }], sizeMetafields: null, giftCard: false }),
    ).toEqual([]);
  });

  it("takes its words from the catalogue, so an override of the product page's words changes both", () => {
    const messages = {
      ...cartMessages,
      sizeChoice: "Taille",
      sizeUnitUs: "É-U",
      cartLineChoice: "{name} {value}",
    };
    expect(cartLineChoices(toddler, "US", messages)[0]?.label).toBe("Taille É-U 5.5");
  });
});
