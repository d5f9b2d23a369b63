import {
  buildSignUpPayload,
  messages,
  placeSignUpErrors,
  type SignUpForm,
  signInInputKind,
  signInStepAfterAvailability,
  validateSignUp,
} from "solekit/rules";

const form: SignUpForm = {
  email: "sam@example.com",
  firstName: "Sam",
  lastName: "Lee",
  mobile: "0412 345 678",
  postcode: "3000",
};

describe("the continue input (storefront §5)", () => {
  it.each([
    ["sam@example.com", "email"],
    ["sam@", "email"],
    ["0412 345 678", "mobile"],
    ["+61412345678", "mobile"],
    ["sam.example.com", "mobile"],
  ])("treats %s as %s", (text, kind) => {
    expect(signInInputKind(text)).toBe(kind);
  });
});

describe("step after the availability check (storefront §4)", () => {
  it.each([
    ["email", true, "details", "none"],
    ["email", false, "success", "sendLoginEmail"],
    ["mobile", true, "details", "none"],
    ["mobile", false, "mobileCode", "getSMSAuthCode"],
  ] as const)("%s available=%s goes to %s with %s", (kind, available, step, action) => {
    expect(signInStepAfterAvailability(kind, available)).toEqual({ step, action });
  });
});

describe("sign-up required fields (storefront §5)", () => {
  it("passes a complete form", () => {
    expect(validateSignUp(form)).toEqual({});
  });

  it.each([
    ["email", messages.signUpEmailRequired],
    ["firstName", messages.signUpFirstNameRequired],
    ["lastName", messages.signUpLastNameRequired],
    ["mobile", messages.signUpMobileRequired],
    ["postcode", messages.signUpPostcodeRequired],
  ] as const)("requires %s", (field, message) => {
    expect(validateSignUp({ ...form, [field]: "  " })).toEqual({ [field]: message });
  });

  it("rejects a malformed email and a non-Australian mobile", () => {
    expect(validateSignUp({ ...form, email: "sam@", mobile: "0298765432" })).toEqual({
      email: messages.signUpEmailInvalid,
      mobile: messages.signUpMobileInvalid,
    });
  });

  it.each(["firstName", "lastName", "postcode"] as const)("holds %s to 200 characters", (field) => {
    expect(validateSignUp({ ...form, [field]: "x".repeat(201) })).toEqual({
      [field]: "Please use at most 200 characters",
    });
    expect(validateSignUp({ ...form, [field]: "x".repeat(200) })).toEqual({});
    expect(validateSignUp({ ...form, [field]: "\u0000" })).toHaveProperty(field);
  });

  it("sends names and postcode without control characters", () => {
    expect(buildSignUpPayload({ ...form, firstName: "Sam\u0000", postcode: " 30\u000700 " })).toMatchObject({
      first_name: "Sam",
      custom_attributes: [{ value: "3000" }],
    });
  });

  it("takes its messages from an overriding catalogue", () => {
    const catalogue = { ...messages, signUpPostcodeRequired: "Postleitzahl fehlt" };
    expect(validateSignUp({ ...form, postcode: "" }, catalogue).postcode).toBe("Postleitzahl fehlt");
  });
});

describe("sign-up payload (storefront §3)", () => {
  it("sends details, the normalised mobile and the postcode as a details custom attribute", () => {
    const payload = buildSignUpPayload({ ...form, firstName: " Sam " });
    expect(payload).toMatchObject({
      email: "sam@example.com",
      first_name: "Sam",
      last_name: "Lee",
      mobile_phone: "+61412345678",
      custom_attributes: [{ namespace: "details", handle: "postcode", type: "string", value: "3000" }],
    });
  });

  it("sends all ten comms attributes, opted out by default: no box counts as ticked unless chosen", () => {
    const { comms } = buildSignUpPayload(form).attributes;
    expect(Object.keys(comms).sort()).toEqual(
      [
        "email_promo",
        "email_benefits",
        "email_reminders",
        "email_service",
        "email_optout",
        "sms_promo",
        "sms_benefits",
        "sms_reminders",
        "sms_service",
        "sms_optout",
      ].sort(),
    );
    expect(comms).toMatchObject({
      email_promo: false,
      email_benefits: false,
      email_reminders: false,
      sms_promo: false,
      sms_benefits: false,
      sms_reminders: false,
      email_optout: true,
      sms_optout: true,
      email_service: true,
      sms_service: true,
    });
  });

  it("turns opt-out off when the parent ticks one box", () => {
    const { comms } = buildSignUpPayload({ ...form, comms: { sms_reminders: true } }).attributes;
    expect(comms).toMatchObject({
      sms_reminders: true,
      email_promo: false,
      email_optout: false,
      sms_optout: false,
    });
  });

  it("keeps the opt-out consistent with the chosen toggles", () => {
    const comms = buildSignUpPayload({
      ...form,
      comms: {
        email_promo: false,
        email_benefits: false,
        email_reminders: false,
        sms_promo: false,
        sms_benefits: false,
        sms_reminders: false,
      },
    }).attributes.comms;
    expect(comms.email_optout).toBe(true);
    expect(comms.sms_optout).toBe(true);
  });
});

describe("sign-up server errors (storefront §8)", () => {
  it.each([
    [[{ field: "mobile_phone", message: "Mobile in use" }], { mobile: "Mobile in use" }],
    [[{ field: "email", message: "Email in use" }], { email: "Email in use" }],
    [
      [
        { field: "email", message: "Email in use" },
        { field: "mobile_phone", message: "Mobile in use" },
      ],
      { email: "Email in use", mobile: "Mobile in use" },
    ],
    [[{ message: "Rate limited" }, { message: "Second" }], { form: "Rate limited" }],
    [[], { form: messages.signUpFailed }],
    [[{ field: "postcode", message: "" }], { form: messages.signUpFailed }],
  ])("places %j as %j", (errors, placement) => {
    expect(placeSignUpErrors(errors)).toEqual(placement);
  });
});
