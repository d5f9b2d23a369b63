import { createActor } from "xstate";
import type { LoyaltyAuthClient } from "../../src/clients/loyalty-auth";
import {
  connectSignIn,
  createSignInActors,
  followSignInFocus,
  signInMachine,
} from "../../src/machines/sign-in";

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A portal where emails and 0400 numbers are new, and everything else exists.
function fakeClient(): LoyaltyAuthClient {
  return {
    checkAvailability: async (query) => ({
      available: "email" in query ? !query.email.startsWith("jess") : query.mobile_phone.startsWith("0400"),
    }),
    sendLoginEmail: async () => undefined,
    getSMSAuthCode: async () => undefined,
    loginWithSMS: async () => ({ token: "tok-secret" }),
    mobileLogin: (token) => `https://auth.example.test/embed/login?login_token=${token}`,
    createAccount: async () => ({ identity: null, first_name: "Sam", last_name: "Lee" }),
  };
}

function start() {
  const actor = createActor(
    signInMachine.provide({ actors: createSignInActors(fakeClient(), { navigate: () => undefined }) }),
    { input: {} },
  ).start();
  const api = () => connectSignIn(actor.getSnapshot(), actor.send, { id: "si" });
  const focused: string[] = [];
  const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
  const stop = followSignInFocus(actor, "si", doc);
  return { actor, api, focused, stop };
}

async function continueWith(api: () => ReturnType<typeof connectSignIn>, text: string) {
  api().setIdentifier(text);
  api().submitIdentifier();
  for (let i = 0; i < 4; i += 1) await flush();
}

describe("followSignInFocus: focus follows the step", () => {
  it("moves nothing when it starts, nor while the step stays (typing, an invalid entry)", async () => {
    const { api, focused, stop } = start();
    await flush();
    api().setIdentifier("not valid");
    api().submitIdentifier();
    await flush();
    expect(api().identifierError).not.toBeNull();
    expect(focused).toEqual([]);
    stop();
  });

  it("initial → details focuses the first details field; the back arrow focuses the continue input", async () => {
    const { api, focused, stop } = start();
    await continueWith(api, "new@example.com");
    expect(api().step).toBe("details");
    expect(focused).toEqual(["si-field-email"]);
    api().back();
    expect(focused).toEqual(["si-field-email"]); // after the view has rendered, not during the event
    await flush();
    expect(focused).toEqual(["si-field-email", "si-field-identifier"]);
    stop();
  });

  it("initial → success (login email) focuses the success heading", async () => {
    const { api, focused, stop } = start();
    await continueWith(api, "jess@example.com");
    expect(api().step).toBe("success");
    expect(focused).toEqual(["si-heading-success"]);
    expect(api().getHeadingProps("success")).toEqual({ id: "si-heading-success", tabIndex: -1 });
    stop();
  });

  it("details → success after sign-up focuses the success heading; a server error keeps focus put", async () => {
    const { api, focused, stop } = start();
    await continueWith(api, "new@example.com");
    api().submitDetails(); // required fields missing: stays on details
    await flush();
    expect(focused).toEqual(["si-field-email"]);
    for (const [field, value] of [
      ["firstName", "Sam"],
      ["lastName", "Lee"],
      ["mobile", "0400 123 456"],
      ["postcode", "3000"],
    ] as const) {
      api().setField(field, value);
    }
    api().submitDetails();
    for (let i = 0; i < 4; i += 1) await flush();
    expect(api().step).toBe("success");
    expect(focused).toEqual(["si-field-email", "si-heading-success"]);
    stop();
  });

  it("existing mobile → mobile code focuses the code field; back focuses the continue input", async () => {
    const { api, focused, stop } = start();
    await continueWith(api, "0412 345 678");
    expect(api().step).toBe("mobileCode");
    expect(focused).toEqual(["si-field-code"]);
    api().back();
    await flush();
    expect(focused).toEqual(["si-field-code", "si-field-identifier"]);
    stop();
  });

  it("stops following when stopped, and a pending move is cancelled", async () => {
    const { api, focused, stop } = start();
    await continueWith(api, "new@example.com");
    api().back();
    stop();
    await flush();
    await continueWith(api, "new@example.com");
    expect(focused).toEqual(["si-field-email"]);
  });
});

describe("getHeadingProps", () => {
  it("makes only the success heading focusable, so a dialog still focuses the first field", () => {
    const { api, stop } = start();
    expect(api().getHeadingProps("initial")).toEqual({ id: "si-heading-initial" });
    expect(api().getHeadingProps("details", { className: "h" })).toEqual({
      id: "si-heading-details",
      className: "h",
    });
    expect(api().getHeadingProps("success")).toEqual({ id: "si-heading-success", tabIndex: -1 });
    stop();
  });
});
