import fc from "fast-check";
import { createActor } from "xstate";
import type { LoyaltyAuthClient } from "../../src/clients/loyalty-auth";
import { connectSignIn, createSignInActors, signInMachine } from "../../src/machines/sign-in";
import { isValidEmail } from "../../src/rules/email";
import { storefrontMessages } from "../../src/rules/messages";

// Issue 24, item 7: the sign-in widget sent a 5,012-character email and one with a NUL. Every
// identifier and email it sends now passes the one email rule; control characters never reach a
// request; names and postcode are held to 200 characters.
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start() {
  const client = {
    checkAvailability: vi.fn(async () => ({ available: true })),
    sendLoginEmail: vi.fn(async () => undefined),
    getSMSAuthCode: vi.fn(async () => undefined),
    loginWithSMS: vi.fn(async () => ({ token: "tok" })),
    mobileLogin: vi.fn(() => "https://auth.example.test/embed"),
    createAccount: vi.fn(async () => ({ identity: null, first_name: "Sam", last_name: "Lee" })),
  };
  const actor = createActor(
    signInMachine.provide({
      actors: createSignInActors(client as unknown as LoyaltyAuthClient, {
        navigate: vi.fn(),
        returnPath: () => "/",
      }),
    }),
    { input: {} },
  ).start();
  const api = () => connectSignIn(actor.getSnapshot(), actor.send, { id: "si" });
  return { api, client, stop: () => actor.stop() };
}

async function submit(api: ReturnType<typeof start>["api"], text: string) {
  api().setIdentifier(text);
  api().submitIdentifier();
  await flush();
  await flush();
}

describe("sign-in widget: emails it will not send", () => {
  it.each([
    ["a 5,012-character email", `${"a".repeat(5000)}@example.com`],
    ["a 255-character email", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`],
    ["a 65-character local part", `${"a".repeat(65)}@example.com`],
    ["markup", "<script>alert(1)</script>@x.com"],
    ["emoji", "👟@👟.com"],
    ["a space inside", "sam lee@example.com"],
  ])("refuses %s before any call", async (_name, text) => {
    const { api, client } = start();
    await submit(api, text);
    expect(api()).toMatchObject({
      step: "initial",
      identifierError: storefrontMessages.signInIdentifierInvalid,
    });
    expect(client.checkAvailability).not.toHaveBeenCalled();
  });

  it("strips a NUL and other control characters from what is typed, and sends the clean address", async () => {
    const { api, client } = start();
    await submit(api, "sam\u0000@exa\u0007mple.com\u001b");
    expect(api().identifier).toBe("sam@example.com");
    expect(client.checkAvailability).toHaveBeenCalledWith({ email: "sam@example.com" }, expect.anything());
  });

  it("never sends an identifier or sign-up email that fails the email rule (any text)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.emailAddress(),
          fc.string({ unit: "binary", maxLength: 40 }),
        ),
        async (text) => {
          const { api, client, stop } = start();
          await submit(api, text.includes("@") ? text : `${text}@`);
          for (const [query] of client.checkAvailability.mock.calls as unknown as [{ email?: string }][]) {
            expect(isValidEmail(query.email ?? "")).toBe(true);
            expect(query.email).not.toMatch(/\p{Cc}/u);
          }
          stop();
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses an invalid email in the details step: createAccount is never called", async () => {
    const { api, client } = start();
    await submit(api, "new@example.com");
    expect(api().step).toBe("details");
    api().setField("email", `${"a".repeat(5000)}@example.com`);
    api().setField("firstName", "Sam");
    api().setField("lastName", "Lee");
    api().setField("mobile", "0412 345 678");
    api().setField("postcode", "3000");
    api().submitDetails();
    await flush();
    expect(api().fieldErrors).toEqual({ email: storefrontMessages.signUpEmailInvalid });
    expect(client.createAccount).not.toHaveBeenCalled();
  });

  it("cuts names and postcode to 200 characters and strips control characters as they are typed", async () => {
    const { api, client } = start();
    await submit(api, "new@example.com");
    api().setField("firstName", `Sam\u0000${"x".repeat(10_000)}`);
    api().setField("lastName", "Lee\u0007");
    api().setField("mobile", "0412\u0000345678");
    api().setField("postcode", "30\u000000");
    expect(Array.from(api().details.firstName)).toHaveLength(200);
    expect(api().details).toMatchObject({ lastName: "Lee", mobile: "0412345678", postcode: "3000" });
    api().submitDetails();
    await flush();
    const [payload] = client.createAccount.mock.calls[0] as unknown as [{ first_name: string }];
    expect(payload.first_name).toBe(`Sam${"x".repeat(197)}`);
  });
});
