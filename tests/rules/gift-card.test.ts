import { giftCardProperties, giftCardTotal, isValidEmail, validateGiftCard } from "solekit/rules";

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

  it("passes without a message, which is optional", () => {
    expect(validateGiftCard(valid)).toBeNull();
    expect(validateGiftCard({ ...valid, message: "" })).toBeNull();
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

  it("leaves out an empty message", () => {
    expect(giftCardProperties({ ...valid, message: "  " })).not.toHaveProperty("Message");
  });

  it("totals denomination times quantity", () => {
    expect(giftCardTotal(5000, 3)).toBe(15000);
  });
});
