import {
  BACK_IN_STOCK_REVISION,
  backInStockErrorMessage,
  backInStockSubscription,
  messages,
  validateBackInStockEmail,
} from "solekit/rules";

describe("back-in-stock email (storefront §5)", () => {
  it.each([
    ["", "Email Address can not be blank."],
    ["   ", "Email Address can not be blank."],
    ["sam@", "Please enter in a valid email."],
    ["sam.example.com", "Please enter in a valid email."],
    ["sam@example.com", null],
  ])("%j gives %s", (email, message) => {
    expect(validateBackInStockEmail(email)).toBe(message);
  });
});

describe("back-in-stock errors (storefront §8)", () => {
  it.each([
    [
      { code: "variant_not_found", message: "x" },
      "Error submitting form, please try again or contact support",
    ],
    [{ code: "invalid", message: "x" }, "Invalid email"],
    [{ code: "duplicate", message: "Already subscribed" }, "Already subscribed"],
    [{ message: "Unknown problem" }, "Unknown problem"],
    [{}, null],
    [undefined, null],
  ])("%j gives %s", (error, message) => {
    expect(backInStockErrorMessage(error)).toBe(message);
  });

  it("uses an overriding catalogue", () => {
    expect(
      backInStockErrorMessage({ code: "invalid" }, { ...messages, backInStockInvalidEmail: "Bad email" }),
    ).toBe("Bad email");
  });
});

describe("back-in-stock subscription (storefront §7)", () => {
  it("subscribes the profile email on channel EMAIL to the default-platform variant", () => {
    expect(backInStockSubscription(" sam@example.com ", 4242)).toEqual({
      data: {
        type: "back-in-stock-subscription",
        attributes: {
          profile: { data: { type: "profile", attributes: { email: "sam@example.com" } } },
          channels: ["EMAIL"],
        },
        relationships: { variant: { data: { type: "catalog-variant", id: "$shopify:::$default:::4242" } } },
      },
    });
  });

  it("uses revision 2024-06-15", () => {
    expect(BACK_IN_STOCK_REVISION).toBe("2024-06-15");
  });
});
