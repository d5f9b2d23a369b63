import { buildCustomerUpdate, snakeToCamel, validateUpdateDetails } from "solekit/rules";

describe("update-details form (storefront §5)", () => {
  it.each([
    ["first_name", "firstName"],
    ["accepts_marketing", "acceptsMarketing"],
    ["email", "email"],
    ["address_line_1", "addressLine1"],
  ])("converts %s to %s", (snake, camel) => {
    expect(snakeToCamel(snake)).toBe(camel);
  });

  it("drops empty fields and fields in the ignore list, and camel-cases the rest", () => {
    expect(
      buildCustomerUpdate(
        {
          first_name: "Sam",
          last_name: "",
          phone: "   ",
          accepts_marketing: false,
          form_type: "customer",
          utf8: "✓",
          note: null,
          tags: undefined,
        },
        ["form_type", "utf8"],
      ),
    ).toEqual({ firstName: "Sam", acceptsMarketing: false });
  });

  it("keeps a password exactly as typed", () => {
    expect(buildCustomerUpdate({ password: " secret " })).toEqual({ password: " secret " });
  });

  it.each([
    [{ email: "sam@example.com", password: "pw" }, {}],
    [{ email: "", password: "pw" }, { email: "Email is required" }],
    [{ email: "sam@example.com" }, { password: "Password is required" }],
    [{}, { email: "Email is required", password: "Password is required" }],
  ])("needs an email and a password: %j", (fields, errors) => {
    expect(validateUpdateDetails(fields)).toEqual(errors);
  });
});
