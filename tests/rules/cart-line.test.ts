import {
  type CartLineChoiceSource,
  cartLineChoices,
  cartLineGiftCardDetails,
  cartMessages,
  type SizeUnit,
} from "solekit/rules";

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

describe("cart line gift-card details: who a gift card is for (storefront §3 From, To, Email, Message)", () => {
  const properties = { From: "Mum", To: "Sam", Email: "sam@example.com", Message: "Happy birthday!" };

  it("names each property from the catalogue, in the spec's order whatever the stored order", () => {
    const stored = { Message: properties.Message, Email: properties.Email, To: "Sam", From: "Mum" };
    expect(cartLineGiftCardDetails(stored, true, cartMessages)).toEqual([
      { property: "From", name: "From", value: "Mum", label: "From: Mum" },
      { property: "To", name: "To", value: "Sam", label: "To: Sam" },
      { property: "Email", name: "Email", value: "sam@example.com", label: "Email: sam@example.com" },
      { property: "Message", name: "Message", value: "Happy birthday!", label: "Message: Happy birthday!" },
    ]);
  });

  it("leaves out a message the shopper did not write, and properties a gift card does not carry", () => {
    const { Message: _, ...noMessage } = properties;
    const labels = cartLineGiftCardDetails({ ...noMessage, _source: "pdp" }, true, cartMessages).map(
      (detail) => detail.label,
    );
    expect(labels).toEqual(["From: Mum", "To: Sam", "Email: sam@example.com"]);
  });

  it("names nothing on a line that is not a gift card", () => {
    expect(cartLineGiftCardDetails(properties, false, cartMessages)).toEqual([]);
  });

  it("keeps a message's line breaks, for the view to show", () => {
    const [message] = cartLineGiftCardDetails({ Message: "Happy\nbirthday!" }, true, cartMessages);
    expect(message?.value).toBe("Happy\nbirthday!");
  });

  it("takes its words from the catalogue", () => {
    const messages = {
      ...cartMessages,
      cartLineFrom: "De",
      cartLineTo: "Pour",
      cartLineChoice: "{name} : {value}",
    };
    expect(
      cartLineGiftCardDetails(properties, true, messages)
        .map((detail) => detail.label)
        .slice(0, 2),
    ).toEqual(["De : Mum", "Pour : Sam"]);
  });
});
