import { createActor } from "xstate";
import { type LoyaltyAuthClient, SignUpError } from "../../src/clients/loyalty-auth";
import {
  connectSignIn,
  createSignInActors,
  SIGN_IN_RESEND_COOLDOWN_MS,
  signInMachine,
} from "../../src/machines/sign-in";
import { type CommsFlag, NOTIFICATION_TOGGLES } from "../../src/rules/comms";
import { storefrontMessages } from "../../src/rules/messages";
import { SolekitError } from "../../src/runtime";

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Fake = { [K in keyof LoyaltyAuthClient]: ReturnType<typeof vi.fn> };

function fakeClient(overrides: Partial<Fake> = {}): Fake {
  return {
    checkAvailability: vi.fn(async () => ({ available: true })),
    sendLoginEmail: vi.fn(async () => undefined),
    getSMSAuthCode: vi.fn(async () => undefined),
    loginWithSMS: vi.fn(async () => ({ token: "tok-secret" })),
    mobileLogin: vi.fn((token: string) => `https://auth.example.test/embed/login?login_token=${token}`),
    createAccount: vi.fn(async () => ({
      identity: { handle: "ap21_card", identifier: "2700100000001" },
      first_name: "Sam",
      last_name: "Lee",
    })),
    ...overrides,
  };
}

function start(client: Fake = fakeClient()) {
  const navigate = vi.fn();
  const actor = createActor(
    signInMachine.provide({
      actors: createSignInActors(client as unknown as LoyaltyAuthClient, {
        navigate,
        returnPath: () => "/products/school-shoe",
      }),
    }),
    { input: {} },
  ).start();
  const api = () => connectSignIn(actor.getSnapshot(), actor.send, { id: "si" });
  return { actor, api, client, navigate };
}

async function continueWith(api: () => ReturnType<typeof connectSignIn>, text: string) {
  api().setIdentifier(text);
  api().submitIdentifier();
  await flush();
  await flush();
}

const httpError = (status: number, message: string) => new SolekitError({ kind: "http", status, message });

describe("sign-in widget: initial step", () => {
  it("starts on initial, idle, with nothing typed", () => {
    const { api } = start();
    expect(api()).toMatchObject({
      step: "initial",
      status: "idle",
      identifier: "",
      error: null,
      errorMessage: null,
    });
  });

  it.each([
    ["", storefrontMessages.signInIdentifierRequired],
    ["   ", storefrontMessages.signInIdentifierRequired],
    ["sam@example", storefrontMessages.signInIdentifierInvalid],
    ["0298765432", storefrontMessages.signInIdentifierInvalid],
    ["12345", storefrontMessages.signInIdentifierInvalid],
  ])("refuses %j before any call, keeping the text", async (text, message) => {
    const { api, client } = start();
    await continueWith(api, text);
    expect(api()).toMatchObject({ step: "initial", identifier: text, identifierError: message });
    expect(api().getIdentifierInputProps()).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "si-error-identifier",
    });
    expect(client.checkAvailability).not.toHaveBeenCalled();
  });

  it("clears the input error as the shopper types", async () => {
    const { api } = start();
    await continueWith(api, "nope");
    api().setIdentifier("nope@example.com");
    expect(api().identifierError).toBeNull();
  });

  it("an available email goes to details with the email filled in", async () => {
    const { api, client } = start();
    await continueWith(api, " new@example.com ");
    expect(client.checkAvailability).toHaveBeenCalledWith({ email: "new@example.com" }, expect.anything());
    expect(api().step).toBe("details");
    expect(api().details.email).toBe("new@example.com");
  });

  it("an existing email gets a login email (with the page to return to) and goes to success", async () => {
    const client = fakeClient({ checkAvailability: vi.fn(async () => ({ available: false })) });
    const { api } = start(client);
    await continueWith(api, "jess@example.com");
    await flush();
    expect(client.sendLoginEmail).toHaveBeenCalledWith(
      "jess@example.com",
      expect.objectContaining({ urlPath: "/products/school-shoe", iFrame: false }),
    );
    expect(api()).toMatchObject({
      step: "success",
      status: "success",
      card: null,
      notActivatedMessage: null,
    });
    expect(api().inboxMessage).toBe("Check your inbox: we've emailed a login link to jess@example.com.");
  });

  it("an available mobile goes to details with the mobile filled in", async () => {
    const { api, client } = start();
    await continueWith(api, "0412 345 678");
    expect(client.checkAvailability).toHaveBeenCalledWith(
      { mobile_phone: "0412 345 678" },
      expect.anything(),
    );
    expect(api()).toMatchObject({ step: "details", identifierKind: "mobile" });
    expect(api().details.mobile).toBe("0412 345 678");
  });

  it("an existing mobile gets an SMS code and goes to the mobile-code step", async () => {
    const client = fakeClient({ checkAvailability: vi.fn(async () => ({ available: false })) });
    const { api } = start(client);
    await continueWith(api, "0412 345 678");
    await flush();
    expect(client.getSMSAuthCode).toHaveBeenCalledWith("0412 345 678", expect.anything());
    expect(api()).toMatchObject({ step: "mobileCode", codeSentTo: "+61412345678", canResendCode: false });
  });

  it("is busy (status loading, submit disabled) while checking", async () => {
    const client = fakeClient({ checkAvailability: vi.fn(() => new Promise(() => undefined)) });
    const { api } = start(client);
    api().setIdentifier("sam@example.com");
    api().submitIdentifier();
    expect(api()).toMatchObject({ status: "loading", isBusy: true });
    expect(api().getSubmitButtonProps()).toMatchObject({ type: "submit", disabled: true });
  });

  it.each([
    [
      "the availability check",
      { checkAvailability: vi.fn(async () => Promise.reject(httpError(503, "Service unavailable"))) },
    ],
    [
      "the login email",
      {
        checkAvailability: vi.fn(async () => ({ available: false })),
        sendLoginEmail: vi.fn(async () => Promise.reject(httpError(500, "Mail failed"))),
      },
    ],
  ])("a failure of %s shows the error and keeps the typed email", async (_, overrides) => {
    const { api } = start(fakeClient(overrides));
    await continueWith(api, "sam@example.com");
    await flush();
    expect(api()).toMatchObject({ step: "initial", status: "error", identifier: "sam@example.com" });
    expect(api().errorMessage).toMatch(/unavailable|failed/);
    api().setIdentifier("sam@example.co");
    expect(api()).toMatchObject({ status: "idle", errorMessage: null });
  });

  it("a failure sending the SMS code keeps the typed mobile", async () => {
    const client = fakeClient({
      checkAvailability: vi.fn(async () => ({ available: false })),
      getSMSAuthCode: vi.fn(async () => Promise.reject(httpError(429, "Too many codes"))),
    });
    const { api } = start(client);
    await continueWith(api, "0412345678");
    await flush();
    expect(api()).toMatchObject({
      step: "initial",
      identifier: "0412345678",
      errorMessage: "Too many codes",
    });
  });

  it("'Response data empty.' from the portal is shown as is", async () => {
    const client = fakeClient({
      checkAvailability: vi.fn(async () =>
        Promise.reject(new SolekitError({ kind: "invalid-response", message: "Response data empty." })),
      ),
    });
    const { api } = start(client);
    await continueWith(api, "sam@example.com");
    expect(api().errorMessage).toBe("Response data empty.");
  });

  it("typing while the check runs aborts it, and its answer never moves the widget", async () => {
    let resolve: (value: { available: boolean }) => void = () => undefined;
    let signal: AbortSignal | undefined;
    const client = fakeClient({
      checkAvailability: vi.fn((_query, options: { signal: AbortSignal }) => {
        signal = options.signal;
        return new Promise((r) => {
          resolve = r;
        });
      }),
    });
    const { api } = start(client);
    api().setIdentifier("old@example.com");
    api().submitIdentifier();
    api().setIdentifier("new@example.com");
    expect(signal?.aborted).toBe(true);
    resolve({ available: true });
    await flush();
    expect(api()).toMatchObject({ step: "initial", status: "idle", identifier: "new@example.com" });
  });
});

async function atMobileCode(overrides: Partial<Fake> = {}) {
  const started = start(
    fakeClient({ checkAvailability: vi.fn(async () => ({ available: false })), ...overrides }),
  );
  await continueWith(started.api, "0412 345 678");
  await flush();
  expect(started.api().step).toBe("mobileCode");
  return started;
}

describe("sign-in widget: mobile code step", () => {
  it("pins the one-time-code input: autocomplete, numeric keypad, six digits", async () => {
    const { api } = await atMobileCode();
    expect(api().getCodeInputProps()).toMatchObject({
      id: "si-field-code",
      autoComplete: "one-time-code",
      inputMode: "numeric",
      pattern: "[0-9]*",
      maxLength: 6,
      "aria-invalid": false,
      "aria-describedby": undefined,
    });
  });

  it("refuses a code that is not six digits before any call", async () => {
    const { api, client } = await atMobileCode();
    api().setCode("12a");
    api().submitCode();
    expect(api()).toMatchObject({
      step: "mobileCode",
      code: "12a",
      codeError: storefrontMessages.signInCodeInvalid,
    });
    expect(client.loginWithSMS).not.toHaveBeenCalled();
  });

  it("logs in with the code: navigates to the embed address, the token never in the snapshot", async () => {
    const { api, actor, client, navigate } = await atMobileCode();
    api().setCode("123456");
    api().submitCode();
    await flush();
    expect(client.loginWithSMS).toHaveBeenCalledWith("123456", expect.anything());
    expect(client.mobileLogin).toHaveBeenCalledWith("tok-secret", { returnTo: "/products/school-shoe" });
    expect(navigate).toHaveBeenCalledWith("https://auth.example.test/embed/login?login_token=tok-secret");
    expect(api()).toMatchObject({ isBusy: true, status: "loading" });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("tok-secret");
  });

  it("a wrong or expired code shows the server's message, keeps the step and the typed code", async () => {
    const { api, navigate } = await atMobileCode({
      loginWithSMS: vi.fn(async () => Promise.reject(httpError(422, "This code is invalid or has expired."))),
    });
    api().setCode("000000");
    api().submitCode();
    await flush();
    expect(api()).toMatchObject({
      step: "mobileCode",
      code: "000000",
      codeError: "This code is invalid or has expired.",
      errorMessage: null,
      status: "error",
    });
    expect(api().getCodeInputProps()).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "si-error-code",
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("'send a new code' waits out the cooldown, then sends and cools down again", async () => {
    vi.useFakeTimers();
    try {
      const { api, client } = await (async () => {
        const started = start(fakeClient({ checkAvailability: vi.fn(async () => ({ available: false })) }));
        started.api().setIdentifier("0412345678");
        started.api().submitIdentifier();
        await vi.advanceTimersByTimeAsync(0);
        return started;
      })();
      expect(api().step).toBe("mobileCode");
      expect(api().getResendButtonProps().disabled).toBe(true);
      await vi.advanceTimersByTimeAsync(SIGN_IN_RESEND_COOLDOWN_MS - 1);
      expect(api().canResendCode).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(api().canResendCode).toBe(true);
      api().resendCode();
      await vi.advanceTimersByTimeAsync(0);
      expect(client.getSMSAuthCode).toHaveBeenCalledTimes(2);
      expect(api()).toMatchObject({
        canResendCode: false,
        codeResentMessage: "We've texted you a new code.",
      });
      api().setCode("1");
      expect(api().codeResentMessage).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failed resend says why and lets the shopper try again", async () => {
    vi.useFakeTimers();
    try {
      const sms = vi.fn(async () => undefined);
      const started = start(
        fakeClient({ checkAvailability: vi.fn(async () => ({ available: false })), getSMSAuthCode: sms }),
      );
      started.api().setIdentifier("0412345678");
      started.api().submitIdentifier();
      await vi.advanceTimersByTimeAsync(SIGN_IN_RESEND_COOLDOWN_MS);
      sms.mockRejectedValueOnce(httpError(429, "Too many codes"));
      started.api().resendCode();
      await vi.advanceTimersByTimeAsync(0);
      expect(started.api()).toMatchObject({
        canResendCode: true,
        errorMessage: "Too many codes",
        step: "mobileCode",
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("back returns to initial with the mobile still typed", async () => {
    const { api } = await atMobileCode();
    api().back();
    expect(api()).toMatchObject({ step: "initial", identifier: "0412 345 678" });
  });
});

async function atDetails(overrides: Partial<Fake> = {}) {
  const started = start(fakeClient(overrides));
  await continueWith(started.api, "new@example.com");
  expect(started.api().step).toBe("details");
  const { api } = started;
  api().setField("firstName", "Sam");
  api().setField("lastName", "Lee");
  api().setField("mobile", "0412 345 678");
  api().setField("postcode", "3000");
  return started;
}

describe("sign-in widget: details step", () => {
  it("requires every field, shows each message under its field, and calls nothing", async () => {
    const { api, client } = start();
    await continueWith(api, "new@example.com");
    api().setField("email", "");
    api().submitDetails();
    expect(api().fieldErrors).toEqual({
      email: storefrontMessages.signUpEmailRequired,
      firstName: storefrontMessages.signUpFirstNameRequired,
      lastName: storefrontMessages.signUpLastNameRequired,
      mobile: storefrontMessages.signUpMobileRequired,
      postcode: storefrontMessages.signUpPostcodeRequired,
    });
    expect(api().getFieldProps("postcode")).toMatchObject({
      name: "postcode",
      required: true,
      "aria-invalid": true,
      "aria-describedby": "si-error-postcode",
    });
    expect(client.createAccount).not.toHaveBeenCalled();
    api().setField("postcode", "3000");
    expect(api().fieldErrors.postcode).toBeUndefined();
  });

  it("starts with no marketing box ticked: the six toggles off, opted out, service messages on", async () => {
    const { api } = await atDetails();
    const checked = (flag: CommsFlag) => api().getCommsProps(flag).checked;
    expect(NOTIFICATION_TOGGLES.filter(checked)).toEqual([]);
    expect(
      ["email_optout", "sms_optout", "email_service", "sms_service"].map((f) => checked(f as CommsFlag)),
    ).toEqual([true, true, true, true]);
  });

  it("keeps the opt-out rule while the boxes change, and service messages on", async () => {
    const { api } = await atDetails();
    api().setComms("sms_benefits", true);
    expect(api().getCommsProps("email_optout").checked).toBe(false);
    expect(api().getCommsProps("sms_optout").checked).toBe(false);
    api().setComms("sms_benefits", false);
    expect(api().getCommsProps("sms_optout").checked).toBe(true);
    api().setComms("email_optout", false);
    expect(NOTIFICATION_TOGGLES.every((toggle) => api().getCommsProps(toggle).checked)).toBe(true);
    api().setComms("sms_service", false);
    expect(api().getCommsProps("sms_service").checked).toBe(true);
  });

  it("sends unticked boxes as no consent: opted out unless a box is ticked", async () => {
    const { api, client } = await atDetails();
    api().submitDetails();
    await flush();
    const [payload] = client.createAccount.mock.calls[0] ?? [];
    expect(payload.attributes.comms).toEqual({
      email_promo: false,
      email_benefits: false,
      email_reminders: false,
      email_service: true,
      email_optout: true,
      sms_promo: false,
      sms_benefits: false,
      sms_reminders: false,
      sms_service: true,
      sms_optout: true,
    });
  });

  it("creates the account with the spec's payload and shows the card", async () => {
    const { api, client } = await atDetails();
    api().setComms("email_promo", true);
    api().submitDetails();
    await flush();
    const [payload, options] = client.createAccount.mock.calls[0] ?? [];
    expect(payload).toMatchObject({
      email: "new@example.com",
      first_name: "Sam",
      last_name: "Lee",
      mobile_phone: "+61412345678",
      custom_attributes: [{ namespace: "details", handle: "postcode", type: "string", value: "3000" }],
      attributes: {
        comms: expect.objectContaining({ sms_promo: false, email_promo: true, email_optout: false }),
      },
    });
    expect(options).toMatchObject({
      iFrameRedirectData: { iFrame: false, urlPath: "/products/school-shoe" },
    });
    expect(api()).toMatchObject({
      step: "success",
      card: { code: "2700100000001", firstName: "Sam", lastName: "Lee" },
      notActivatedMessage: null,
    });
  });

  it("shows the not-activated message when the new account has no card yet", async () => {
    const { api } = await atDetails({
      createAccount: vi.fn(async () => ({ identity: null, first_name: "Sam", last_name: "Lee" })),
    });
    api().submitDetails();
    await flush();
    expect(api()).toMatchObject({
      step: "success",
      card: null,
      notActivatedMessage: storefrontMessages.signInNotActivated,
    });
  });

  const signUpError = (errors: { field?: string; message: string }[]) =>
    new SignUpError(new SolekitError({ kind: "http", status: 422, message: "invalid" }), errors);

  it.each([
    [
      "email",
      [{ field: "email", message: "The email has already been taken." }],
      { email: "The email has already been taken." },
      null,
    ],
    [
      "mobile",
      [{ field: "mobile_phone", message: "The mobile phone format is invalid." }],
      { mobile: "The mobile phone format is invalid." },
      null,
    ],
    ["form", [{ field: "postcode", message: "Postcode unknown." }], {}, "Postcode unknown."],
    ["form (none given)", [], {}, storefrontMessages.signUpFailed],
  ])("server errors go under %s and nothing typed is lost", async (_, errors, fieldErrors, formError) => {
    const { api } = await atDetails({
      createAccount: vi.fn(async () => Promise.reject(signUpError(errors))),
    });
    const before = api().details;
    api().submitDetails();
    await flush();
    expect(api()).toMatchObject({
      step: "details",
      status: "error",
      fieldErrors,
      formError,
      errorMessage: formError,
    });
    expect(api().details).toEqual(before);
  });

  it("a server email error clears when the email is fixed, and the retry succeeds", async () => {
    const create = vi.fn(async () => ({ identity: null, first_name: "Sam", last_name: "Lee" }));
    create.mockRejectedValueOnce(
      signUpError([{ field: "email", message: "The email has already been taken." }]),
    );
    const { api } = await atDetails({ createAccount: create });
    api().submitDetails();
    await flush();
    expect(api().fieldErrors.email).toBe("The email has already been taken.");
    api().setField("email", "other@example.com");
    expect(api().fieldErrors.email).toBeUndefined();
    api().submitDetails();
    await flush();
    expect(api().step).toBe("success");
  });

  it("'Response data empty.' shows below the form", async () => {
    const { api } = await atDetails({
      createAccount: vi.fn(async () =>
        Promise.reject(new SolekitError({ kind: "invalid-response", message: "Response data empty." })),
      ),
    });
    api().submitDetails();
    await flush();
    expect(api().formError).toBe("Response data empty.");
  });

  it("a lost connection shows the generic sign-up error below the form", async () => {
    const { api } = await atDetails({
      createAccount: vi.fn(async () =>
        Promise.reject(new SolekitError({ kind: "network", message: "fetch failed" })),
      ),
    });
    api().submitDetails();
    await flush();
    expect(api().formError).toBe(storefrontMessages.signUpFailed);
  });

  it("the back arrow returns to initial and keeps both the identifier and the details", async () => {
    const { api } = await atDetails();
    expect(api().getBackButtonProps()).toMatchObject({ type: "button", disabled: false });
    api().back();
    expect(api()).toMatchObject({ step: "initial", identifier: "new@example.com" });
    await continueWith(api, "new@example.com");
    expect(api().details).toMatchObject({ firstName: "Sam", lastName: "Lee", postcode: "3000" });
  });

  it("keeps what is typed while the account is being created", async () => {
    const { api } = await atDetails({ createAccount: vi.fn(() => new Promise(() => undefined)) });
    api().submitDetails();
    api().setField("postcode", "3001");
    expect(api()).toMatchObject({ isBusy: true, details: expect.objectContaining({ postcode: "3001" }) });
  });
});

describe("sign-in widget: success step", () => {
  it("back from 'check your inbox' returns to the continue input with the email kept", async () => {
    const { api } = start(fakeClient({ checkAvailability: vi.fn(async () => ({ available: false })) }));
    await continueWith(api, "jess@example.com");
    await flush();
    api().back();
    expect(api()).toMatchObject({ step: "initial", identifier: "jess@example.com", inboxMessage: null });
  });

  it("the forms submit their step and prevent the page load", async () => {
    const { api, client } = start();
    api().setIdentifier("sam@example.com");
    const event = { preventDefault: vi.fn(), defaultPrevented: false };
    api().getFormProps("initial").onSubmit(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(client.checkAvailability).toHaveBeenCalled();
    expect(api().getFormProps("initial")).toMatchObject({
      id: "si-form-initial",
      noValidate: true,
      "aria-labelledby": "si-heading-initial",
    });
    expect(api().getLabelProps("email")).toEqual({ htmlFor: "si-field-email" });
  });
});
