import {
  giftCardFailure,
  giftCardProperties,
  giftCardTotal,
  isValidEmail,
  validateGiftCard,
} from "solekit/rules";

const valid = { senderName: "Sam", recipientName: "Alex", recipientEmail: "alex@example.com" };

describe("gift-card form, checked in the spec's order (storefront §5)", () => {
  it.each([
    [{ senderName: "", recipientName: "", recipientEmail: "" }, "Sender Name is required"],
    [{ senderName: "Sam", recipientName: "", recipientEmail: "" }, "Recipient Name is required"],
    [{ senderName: "Sam", recipientName: "Alex", recipientEmail: "" }, "Recipient Email is required"],
    [
      { senderName: "Sam", recipientName: "Alex", recipientEmail: "alex@example" },
      "Recipient Email is invalid",
    ],
    [
      { senderName: "Sam", recipientName: "Alex", recipientEmail: "alex example.com" },
      "Recipient Email is invalid",
    ],
    [
      { senderName: "   ", recipientName: "Alex", recipientEmail: "alex@example.com" },
      "Sender Name is required",
    ],
    [{ senderName: "", recipientName: "Alex", recipientEmail: "bad" }, "Sender Name is required"],
  ])("%j gives %s", (form, message) => {
    expect(validateGiftCard(form)).toBe(message);
  });

  // Issue 24, item 7: names are held to the free-text limit, right after each is found present.
  it.each([
    [
      "a sender name of control characters",
      { ...valid, senderName: "\u0000\u0007 " },
      "Sender Name is required",
    ],
    [
      "a 10,000-character sender name",
      { ...valid, senderName: "a".repeat(10_000) },
      "Sender Name must be at most 200 characters",
    ],
    [
      "a long sender name before a missing recipient",
      { ...valid, senderName: "a".repeat(10_000), recipientName: "" },
      "Sender Name must be at most 200 characters",
    ],
    [
      "a 201-character recipient name",
      { ...valid, recipientName: "b".repeat(201) },
      "Recipient Name must be at most 200 characters",
    ],
    [
      "a long recipient name before a missing email",
      { ...valid, recipientName: "b".repeat(201), recipientEmail: "" },
      "Recipient Name must be at most 200 characters",
    ],
    [
      "a 10,006-character email",
      { ...valid, recipientEmail: `${"a".repeat(10_000)}@x.com` },
      "Recipient Email is invalid",
    ],
  ])("%s: refused with its message", (_name, form, message) => {
    expect(validateGiftCard(form)).toBe(message);
  });

  it("passes without a message, which is optional", () => {
    expect(validateGiftCard(valid)).toBeNull();
    expect(validateGiftCard({ ...valid, message: "" })).toBeNull();
  });
});

describe("gift-card failure: the field it belongs to, so a form can mark it and focus it", () => {
  it.each([
    ["an empty form", "senderName", { senderName: "", recipientName: "", recipientEmail: "" }],
    ["a 201-character sender name", "senderName", { ...valid, senderName: "a".repeat(201) }],
    ["a blank recipient name", "recipientName", { ...valid, recipientName: " " }],
    [
      "a long recipient name, no email",
      "recipientName",
      { ...valid, recipientName: "b".repeat(201), recipientEmail: "" },
    ],
    ["no recipient email", "recipientEmail", { ...valid, recipientEmail: "" }],
    ["an invalid recipient email", "recipientEmail", { ...valid, recipientEmail: "alex@" }],
  ] as const)("%s fails on %s, with validateGiftCard's message", (_name, field, form) => {
    expect(giftCardFailure(form)).toEqual({ field, message: validateGiftCard(form) });
  });

  it("is null when the form passes", () => {
    expect(giftCardFailure(valid)).toBeNull();
  });
});

describe("standard email pattern", () => {
  it.each([
    ["sam@example.com", true],
    [" sam@example.com ", true],
    ["sam.lee+shoes@mail.example.com.au", true],
    ["sam@example", false],
    ["@example.com", false],
    ["sam@@example.com", false],
    ["sam lee@example.com", false],
    ["", false],
  ])("%s is valid: %s", (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe("gift-card line item", () => {
  it("carries From, To, Email and Message properties", () => {
    expect(giftCardProperties({ ...valid, message: " Happy birthday! " })).toEqual({
      From: "Sam",
      To: "Alex",
      Email: "alex@example.com",
      Message: "Happy birthday!",
    });
  });

  it("strips control characters and caps every text at 200, so an add request stays small", () => {
    const properties = giftCardProperties({
      senderName: `Sam\u0000${"s".repeat(10_000)}`,
      recipientName: "Al\u0007ex",
      recipientEmail: " alex@example.com ",
      message: `Happy\r\nbirthday\u0000!${"m".repeat(10_000)}`,
    });
    expect(Array.from(properties.From)).toHaveLength(200);
    expect(properties).toMatchObject({ To: "Alex", Email: "alex@example.com" });
    expect(properties.Message?.startsWith("Happy\nbirthday!")).toBe(true);
    expect(Array.from(properties.Message ?? "")).toHaveLength(200);
    expect(JSON.stringify(properties).length).toBeLessThan(1000);
  });

  it("leaves out an empty message", () => {
    expect(giftCardProperties({ ...valid, message: "  " })).not.toHaveProperty("Message");
  });

  it("totals denomination times quantity", () => {
    expect(giftCardTotal(5000, 3)).toBe(15000);
  });
});
