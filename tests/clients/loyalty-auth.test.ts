import {
  createLoyaltyAuthClient,
  isSignUpError,
  LOGIN_TOKEN_PARAM,
  parseSolekitConfig,
  SolekitError,
} from "../../src/clients";
import { buildSignUpPayload, messages, type SignUpForm } from "../../src/rules";
import {
  DEMO_CUSTOMER_ID,
  DEMO_EMAIL,
  DEMO_MOBILE,
  redeemSandboxLoginToken,
  SANDBOX_AUTH_BEARER,
  sandboxHosts,
} from "../../src/sandbox";
import { errorText, failure, faultMatrix } from "../support/fault-matrix";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const config = parseSolekitConfig(env.sandbox.config());
// Generous for every call, so a busy machine never turns an answer into a timeout (the first call
// also loads the account services' handlers); the impatient client gives up soon on the one fault
// that never answers.
const auth = createLoyaltyAuthClient(config, { timeout: 10_000 });
const impatientAuth = createLoyaltyAuthClient(config, { timeout: 250 });
const inbox = () => env.sandbox.inbox();
const lastMessage = () => inbox().at(-1);

const form = (overrides: Partial<SignUpForm> = {}): SignUpForm => ({
  email: "sam.lee@example.com",
  firstName: "Sam",
  lastName: "Lee",
  mobile: "0498 765 432",
  postcode: "3000",
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("loyalty auth client: availability", () => {
  it.each([
    [{ email: DEMO_EMAIL }, false],
    [{ email: "JESS.TAYLOR@example.com " }, false],
    [{ email: "someone.new@example.com" }, true],
    [{ mobile_phone: "0412 345 678" }, false],
    [{ mobile_phone: DEMO_MOBILE }, false],
    [{ mobile_phone: "0498 765 432" }, true],
  ])("%j is available: %s", async (query, available) => {
    expect(await auth.checkAvailability(query)).toEqual({ available });
  });

  it("answers a malformed email with the portal's field message", async () => {
    expect(await failure(auth.checkAvailability({ email: "sam@" }))).toMatchObject({
      kind: "http",
      status: 422,
      message: "The email must be a valid email address.",
    });
  });
});

describe("loyalty auth client: SMS sign-in", () => {
  it("texts a code to the inbox, exchanges it for a token that signs the demo customer in", async () => {
    await auth.getSMSAuthCode("0412 345 678");
    const sms = lastMessage();
    expect(sms).toMatchObject({ channel: "sms", to: DEMO_MOBILE, code: expect.stringMatching(/^\d{6}$/) });
    expect(sms?.body).toContain(sms?.code);

    const { token } = await auth.loginWithSMS(sms?.code ?? "");
    const url = new URL(auth.mobileLogin(token, { returnTo: "/account" }));
    expect(`${url.origin}${url.pathname}`).toBe(`${sandboxHosts.auth}/embed/login`);
    expect(url.searchParams.get(LOGIN_TOKEN_PARAM)).toBe(token);
    expect(url.searchParams.get("return_to")).toBe("/account");

    expect(redeemSandboxLoginToken(env.sandbox, token)).toMatchObject({
      customerId: DEMO_CUSTOMER_ID,
      email: DEMO_EMAIL,
    });
    expect(redeemSandboxLoginToken(env.sandbox, token)).toBeNull();
  });

  it("accepts a code once", async () => {
    await auth.getSMSAuthCode(DEMO_MOBILE);
    const code = lastMessage()?.code ?? "";
    await auth.loginWithSMS(code);
    expect(await failure(auth.loginWithSMS(code))).toMatchObject({
      status: 422,
      message: "This code is invalid or has expired.",
    });
  });

  it("refuses a code after 10 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await auth.getSMSAuthCode(DEMO_MOBILE);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    expect((await failure(auth.loginWithSMS(lastMessage()?.code ?? ""))).status).toBe(422);
  });

  it("refuses a wrong code and a number with no account", async () => {
    expect((await failure(auth.loginWithSMS("000000"))).status).toBe(422);
    expect(await failure(auth.getSMSAuthCode("0498 765 432"))).toMatchObject({ status: 404 });
    expect(inbox()).toEqual([]);
  });

  it("builds the embed URL on an address of the app's choosing (the sandbox's /account page)", () => {
    const onSandbox = createLoyaltyAuthClient(config, { embedLoginUrl: "/account" });
    expect(onSandbox.mobileLogin("abc")).toBe("/account?login_token=abc");
  });
});

describe("loyalty auth client: email sign-in", () => {
  it("emails a login link that lands in the inbox and signs in once", async () => {
    await auth.sendLoginEmail(DEMO_EMAIL, { urlPath: "/products/school-shoe", iFrame: true });
    const email = lastMessage();
    expect(email).toMatchObject({ channel: "email", to: DEMO_EMAIL, subject: "Your Fit Club login link" });
    const link = new URL(email?.link ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${sandboxHosts.shop}/account`);
    expect(link.searchParams.get("return_to")).toBe("/products/school-shoe");
    const token = link.searchParams.get(LOGIN_TOKEN_PARAM) ?? "";
    expect(redeemSandboxLoginToken(env.sandbox, token)?.customerId).toBe(DEMO_CUSTOMER_ID);
    expect(redeemSandboxLoginToken(env.sandbox, token)).toBeNull();
  });

  it("refuses an email with no account and sends nothing", async () => {
    expect((await failure(auth.sendLoginEmail("nobody@example.com"))).status).toBe(404);
    expect(inbox()).toEqual([]);
  });
});

describe("loyalty auth client: create account", () => {
  it("creates an account that then exists and can sign in by email and SMS", async () => {
    const account = await auth.createAccount(buildSignUpPayload(form()), {
      iFrameRedirectData: { iFrame: false, urlPath: "/" },
    });
    expect(account).toEqual({
      identity: {
        id: expect.any(Number),
        handle: "ap21_card",
        identifier: expect.stringMatching(/^\d{13}$/),
      },
      first_name: "Sam",
      last_name: "Lee",
    });
    expect(await auth.checkAvailability({ email: "sam.lee@example.com" })).toEqual({ available: false });
    expect(await auth.checkAvailability({ mobile_phone: "0498765432" })).toEqual({ available: false });
    expect(lastMessage()).toMatchObject({ to: "sam.lee@example.com", subject: "Welcome to Fit Club" });

    await auth.getSMSAuthCode("0498 765 432");
    const { token } = await auth.loginWithSMS(lastMessage()?.code ?? "");
    expect(redeemSandboxLoginToken(env.sandbox, token)).toMatchObject({ email: "sam.lee@example.com" });
  });

  it("shows a taken email under the email field, without retrying", async () => {
    const error = await failure(auth.createAccount(buildSignUpPayload(form({ email: DEMO_EMAIL }))));
    expect(isSignUpError(error)).toBe(true);
    if (!isSignUpError(error)) return;
    expect(error).toMatchObject({ kind: "http", status: 422, message: "The email has already been taken." });
    expect(error.placement).toEqual({ email: "The email has already been taken." });
    expect(env.sandbox.store.state.auth.accounts).toEqual([]);
  });

  it("retries a taken mobile once as secondary_phone, which the portal accepts", async () => {
    await auth.createAccount(buildSignUpPayload(form({ mobile: "0412 345 678" })));
    expect(env.sandbox.store.state.auth.accounts).toEqual([
      expect.objectContaining({
        email: "sam.lee@example.com",
        mobile_phone: null,
        secondary_phone: DEMO_MOBILE,
      }),
    ]);
  });

  it("retries a 422 naming mobile_phone exactly once, then shows the error under the mobile field", async () => {
    const body = { message: "The given data was invalid.", errors: { mobile_phone: ["Number is barred."] } };
    env.sandbox.faults.add({ match: "POST /api/auth/create", status: 422, body, times: 2 });
    const error = await failure(auth.createAccount(buildSignUpPayload(form())));
    expect(isSignUpError(error) && error.placement).toEqual({ mobile: "Number is barred." });
    expect(env.sandbox.faults.list()).toEqual([]); // both injected answers were used: one retry
    expect(env.sandbox.store.state.auth.accounts).toEqual([]);
  });

  it("places other field errors below the form: the first error", async () => {
    const payload = buildSignUpPayload(form({ firstName: " ", postcode: "" }));
    const error = await failure(auth.createAccount(payload));
    expect(isSignUpError(error) && error.placement).toEqual({ form: "The first name field is required." });
  });

  it("falls back to the catalogue's generic sign-up error when the body names no error", async () => {
    env.sandbox.faults.add({ match: "POST /api/auth/create", status: 500, body: "<html>" });
    const error = await failure(auth.createAccount(buildSignUpPayload(form())));
    expect(error).toMatchObject({ status: 500, message: messages.signUpFailed });
  });
});

describe("loyalty auth client: transport", () => {
  it("sends the configured bearer; a wrong one gets 401 and never appears in the error", async () => {
    const right = createLoyaltyAuthClient(
      parseSolekitConfig(
        env.sandbox.config({ loyalty: { ...baseLoyalty(), authBearer: SANDBOX_AUTH_BEARER } }),
      ),
    );
    expect(await right.checkAvailability({ email: DEMO_EMAIL })).toEqual({ available: false });
    const secret = "wrong-bearer-value-42";
    const wrong = createLoyaltyAuthClient(
      parseSolekitConfig(env.sandbox.config({ loyalty: { ...baseLoyalty(), authBearer: secret } })),
    );
    const error = await failure(wrong.checkAvailability({ email: DEMO_EMAIL }));
    expect(error).toMatchObject({ kind: "http", status: 401, message: "Unauthenticated." });
    expect(errorText(error)).not.toContain(secret);
  });

  it.each([
    ["no data", { message: "ok" }],
    ["null data", { data: null }],
    ["empty data", { data: {} }],
  ])("answers %s with 'Response data empty.'", async (_, replyJson) => {
    env.sandbox.faults.add({ match: "POST /api/auth/*", replyJson });
    expect(await failure(auth.checkAvailability({ email: DEMO_EMAIL }))).toMatchObject({
      kind: "invalid-response",
      message: "Response data empty.",
    });
  });

  it("never puts a token of the wrong shape into a message", async () => {
    env.sandbox.faults.add({
      match: "POST /api/auth/sms/retrieve",
      replyJson: { data: { token: 987654321 } },
    });
    const error = await failure(auth.loginWithSMS("123456"));
    expect(error.kind).toBe("invalid-response");
    expect(errorText(error)).not.toContain("987654321");
  });

  const callsOf = (client: typeof auth) => ({
    checkAvailability: () => client.checkAvailability({ email: DEMO_EMAIL }),
    sendLoginEmail: () => client.sendLoginEmail(DEMO_EMAIL),
    getSMSAuthCode: () => client.getSMSAuthCode(DEMO_MOBILE),
    loginWithSMS: () => client.loginWithSMS("123456"),
    createAccount: () => client.createAccount(buildSignUpPayload(form())),
  });
  const calls = callsOf(auth);
  describe.each(Object.keys(calls) as (keyof typeof calls)[])("fault matrix: %s", (name) => {
    it.each(faultMatrix({ data: { available: "yes", sent: "yes", token: 1, identity: 1 } }))(
      "$name → $kind",
      async ({ fault, kind, status }) => {
        env.sandbox.faults.add({ match: "/api/auth/**", ...fault });
        const error = await failure(callsOf(fault.timeout ? impatientAuth : auth)[name]());
        expect(error).toBeInstanceOf(SolekitError);
        expect(error.kind).toBe(kind);
        if (status) expect(error).toMatchObject({ status, message: `Injected fault (${status})` });
        if (name === "createAccount") expect(isSignUpError(error)).toBe(kind === "http");
      },
    );
  });
});

function baseLoyalty() {
  return env.sandbox.config().loyalty;
}
