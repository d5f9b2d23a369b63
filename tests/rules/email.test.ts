import fc from "fast-check";
import {
  EMAIL_MAX_LENGTH,
  emailSchema,
  isTextTooLong,
  isValidEmail,
  limitFreeText,
  messages,
  sendableText,
  stripControlCharacters,
  validateBackInStockEmail,
  validateGiftCard,
  validateProfile,
  validateSignUp,
  validateUpdateDetails,
} from "solekit/rules";
import * as v from "valibot";

// Issue 24, item 7: one email rule everywhere, capped free text, no control characters.
// A test title for a long text: its start and length.
const shown = (text: string) =>
  text.length > 40
    ? `${JSON.stringify(text.slice(0, 16))}… (${text.length} characters)`
    : JSON.stringify(text);
const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;

describe("the one email rule (RFC 5321 lengths, ASCII dot-atom)", () => {
  it.each(
    [
      ["sam@example.com", true],
      [" sam@example.com ", true],
      ["sam.lee+shoes@mail.example.com.au", true],
      ["o'brien@example.ie", true],
      ["x@xn--p1ai.xn--p1ai", true],
      [at254, true],
      [`${at254.slice(0, 64)}x${at254.slice(64)}`, false],
      [`${"a".repeat(10_000)}@example.com`, false],
      [`${"a".repeat(65)}@example.com`, false],
      ["<script>alert(1)</script>@x.com", false],
      ["👟@👟.com", false],
      ["sam\u0000@example.com", false],
      ["sam@exa\nmple.com", false],
      ["sam@example", false],
      ["@example.com", false],
      ["sam@@example.com", false],
      ["sam lee@example.com", false],
      [".sam@example.com", false],
      ["sam..lee@example.com", false],
      ["sam@-example.com", false],
      ["sam@example.c0m1", true],
      ["sam@example.123", false],
      ["", false],
    ].map(([email, valid]) => [shown(String(email)), valid, String(email)] as const),
  )("%s is valid: %s", (_shown, expected, email) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it("is a valibot schema whose output is the trimmed address", () => {
    expect(v.parse(emailSchema, "  sam@example.com\t")).toBe("sam@example.com");
    expect(at254).toHaveLength(EMAIL_MAX_LENGTH);
  });

  it("never accepts more than 254 characters, a control character, or anything outside ASCII", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 400 }), fc.emailAddress(), fc.string({ unit: "binary" })),
        (text) => {
          if (!isValidEmail(text)) return;
          const email = text.trim();
          expect(email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
          expect(email).toMatch(/^[\x21-\x7e]+$/);
          expect(email.split("@")).toHaveLength(2);
        },
      ),
    );
  });

  it("accepts the addresses fast-check generates that fit the lengths", () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: "small" }), (email) => {
        const [local = "", domain = ""] = email.split("@");
        // fast-check's addresses follow RFC 1123 domains, which allow an all-digit top-level label.
        fc.pre(/\.[A-Za-z][A-Za-z0-9-]*$/.test(domain) && !domain.endsWith("-"));
        if (email.length <= EMAIL_MAX_LENGTH && local.length <= 64) expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it.each([
    ["back-in-stock", (email: string) => validateBackInStockEmail(email), messages.backInStockEmailInvalid],
    [
      "gift card",
      (email: string) =>
        validateGiftCard({ senderName: "Sam", recipientName: "Alex", recipientEmail: email }),
      messages.recipientEmailInvalid,
    ],
    [
      "sign-up",
      (email: string) =>
        validateSignUp({ email, firstName: "Sam", lastName: "Lee", mobile: "0412345678", postcode: "3000" })
          .email,
      messages.signUpEmailInvalid,
    ],
    [
      "profile",
      (email: string) =>
        validateProfile({ firstName: "Sam", lastName: "", email, mobile: "", birthday: "" }).email,
      messages.profileEmailInvalid,
    ],
    [
      "update details",
      (email: string) => validateUpdateDetails({ email, password: "pw" }).email,
      messages.updateDetailsEmailInvalid,
    ],
  ])("the %s form uses it", (_form, validate, invalid) => {
    for (const bad of [
      `${"a".repeat(10_000)}@x.com`,
      "<script>…</script>@x.com",
      "👟@👟.com",
      "sam\u0000@x.com",
    ]) {
      expect(validate(bad)).toBe(invalid);
    }
    expect(validate("sam@example.com") ?? null).toBeNull();
  });
});

describe("free text: control characters stripped, at most 200 characters", () => {
  it.each([
    ["Sam\u0000 Lee", "Sam Lee"],
    ["Sam\tLee", "Sam Lee"],
    ["Sam\r\nLee", "Sam Lee"],
    ["Sam\u001b[31mLee\u007f\u0085", "Sam[31mLee"],
    ["Zoë 👟", "Zoë 👟"],
  ])("single line: %j → %j", (typed, kept) => {
    expect(stripControlCharacters(typed)).toBe(kept);
  });

  it("keeps line breaks in a multi-line field, one \\n each", () => {
    expect(stripControlCharacters("Dear Sam,\r\nHappy\u0000 birthday\rLove", { multiline: true })).toBe(
      "Dear Sam,\nHappy birthday\nLove",
    );
  });

  it("caps, strips and trims for sending, never cutting an emoji in half", () => {
    expect(limitFreeText("a".repeat(10_000))).toHaveLength(200);
    expect(Array.from(limitFreeText("👟".repeat(300)))).toHaveLength(200);
    expect(sendableText("  Sam\u0007  ")).toBe("Sam");
    expect(isTextTooLong("a".repeat(200))).toBe(false);
    expect(isTextTooLong(` ${"a".repeat(200)} `)).toBe(false);
    expect(isTextTooLong("a".repeat(201))).toBe(true);
  });

  it("never leaves a control character or more than 200 code points (any text)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 600 }), fc.boolean(), (text, multiline) => {
        const kept = limitFreeText(text, { multiline });
        expect(Array.from(kept).length).toBeLessThanOrEqual(200);
        expect(kept.replace(/\n/g, "")).not.toMatch(/\p{Cc}/u);
        if (!multiline) expect(kept).not.toContain("\n");
        expect(limitFreeText(kept, { multiline })).toBe(kept);
      }),
    );
  });
});
