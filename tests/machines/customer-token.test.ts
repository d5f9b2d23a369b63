import { createActor } from "xstate";
import type { CustomerAccessTokenCreateResult, StorefrontClient } from "../../src/clients/storefront";
import {
  type CustomerTokenStore,
  connectCustomerToken,
  createCustomerTokenImplementations,
  customerTokenMachine,
} from "../../src/machines/customer-token";
import { storefrontMessages } from "../../src/rules/messages";
import { SolekitError } from "../../src/runtime";

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const SECRET = "tok-secret-123";
const issued: CustomerAccessTokenCreateResult = {
  customerAccessToken: { accessToken: SECRET, expiresAt: "2030-01-15T00:00:00Z" },
  customerUserErrors: [],
};

function start(answer: () => Promise<CustomerAccessTokenCreateResult>, hasToken = false) {
  const client = { customerAccessTokenCreate: vi.fn(answer) } as unknown as StorefrontClient;
  const tokens = { store: vi.fn(), forget: vi.fn() } satisfies CustomerTokenStore;
  const actor = createActor(
    customerTokenMachine.provide(createCustomerTokenImplementations(client, tokens, storefrontMessages)),
    { input: { hasToken } },
  ).start();
  const api = () => connectCustomerToken(actor.getSnapshot(), actor.send, { id: "ct" });
  return { actor, api, client, tokens };
}

function typeCredentials(api: () => ReturnType<typeof connectCustomerToken>, password = "fitclub-demo") {
  api().setField("email", " jess.taylor@example.com ");
  api().setField("password", password);
}

describe("storefront customer token", () => {
  it("starts idle with no token, or signed in when the cookie is there", () => {
    expect(start(async () => issued).api()).toMatchObject({
      status: "idle",
      hasToken: false,
      formError: null,
    });
    expect(start(async () => issued, true).api()).toMatchObject({ status: "success", hasToken: true });
  });

  it("needs an email and a password before any call", () => {
    const { api, client } = start(async () => issued);
    api().submit();
    expect(api().fieldErrors).toEqual({ email: "Email is required", password: "Password is required" });
    expect(api().getFieldProps("email")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "ct-error-email",
    });
    api().setField("email", "jess@example.com");
    expect(api().fieldErrors).toEqual({ password: "Password is required" });
    api().submit();
    expect(client.customerAccessTokenCreate).not.toHaveBeenCalled();
  });

  it("stores the token until expiresAt and never holds it; the password is cleared", async () => {
    const { actor, api, client, tokens } = start(async () => issued);
    typeCredentials(api);
    api().submit();
    expect(api()).toMatchObject({ status: "loading", isBusy: true });
    expect(api().getSubmitButtonProps()).toEqual({ type: "submit", disabled: true });
    await flush();
    expect(client.customerAccessTokenCreate).toHaveBeenCalledWith(
      { email: "jess.taylor@example.com", password: "fitclub-demo" },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(tokens.store).toHaveBeenCalledWith(issued.customerAccessToken);
    expect(api()).toMatchObject({
      status: "success",
      hasToken: true,
      expiresAt: "2030-01-15T00:00:00Z",
      password: "",
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(SECRET);
    expect(JSON.stringify(api())).not.toContain(SECRET);
  });

  it("UNIDENTIFIED_CUSTOMER shows below the form in the catalogue's words; what was typed is kept", async () => {
    const { api, tokens } = start(async () => ({
      customerAccessToken: null,
      customerUserErrors: [{ code: "UNIDENTIFIED_CUSTOMER", field: null, message: "Unidentified customer" }],
    }));
    typeCredentials(api, "wrong");
    api().submit();
    await flush();
    expect(api()).toMatchObject({
      hasToken: false,
      formError: storefrontMessages.customerUnidentified,
      errorMessage: storefrontMessages.customerUnidentified,
      email: " jess.taylor@example.com ",
      password: "wrong",
    });
    expect(tokens.store).not.toHaveBeenCalled();
  });

  it("a user error with a field shows under that field, and typing there clears it", async () => {
    const { api } = start(async () => ({
      customerAccessToken: null,
      customerUserErrors: [{ code: "INVALID", field: ["input", "email"], message: "Email is invalid" }],
    }));
    typeCredentials(api);
    api().submit();
    await flush();
    expect(api().fieldErrors).toEqual({ email: "Email is invalid" });
    expect(api().formError).toBeNull();
    api().setField("email", "jess@example.com");
    expect(api().fieldErrors).toEqual({});
  });

  it("a failed call shows the service's words, or the generic message for a lost connection", async () => {
    const http = start(async () =>
      Promise.reject(new SolekitError({ kind: "http", status: 500, message: "Internal error" })),
    );
    typeCredentials(http.api);
    http.api().submit();
    await flush();
    expect(http.api()).toMatchObject({
      status: "error",
      formError: "Internal error",
      password: "fitclub-demo",
    });
    const lost = start(async () =>
      Promise.reject(new SolekitError({ kind: "network", message: "Failed to fetch" })),
    );
    typeCredentials(lost.api);
    lost.api().submit();
    await flush();
    expect(lost.api()).toMatchObject({ status: "error", formError: storefrontMessages.customerFormFailed });
  });

  it("typing while signing in aborts the call and keeps the text; nothing is stored", async () => {
    let signal: AbortSignal | undefined;
    const { api, tokens, client } = start(async () => issued);
    vi.mocked(client.customerAccessTokenCreate).mockImplementation((_input, options) => {
      signal = options?.signal;
      return new Promise(() => undefined);
    });
    typeCredentials(api);
    api().submit();
    api().setField("password", "fitclub-demo2");
    expect(signal?.aborted).toBe(true);
    expect(api()).toMatchObject({ status: "idle", password: "fitclub-demo2" });
    expect(tokens.store).not.toHaveBeenCalled();
  });

  it("forget removes the cookie and goes back to the form", async () => {
    const { api, tokens } = start(async () => issued, true);
    api().forget();
    expect(tokens.forget).toHaveBeenCalledTimes(1);
    expect(api()).toMatchObject({ hasToken: false, status: "idle" });
  });

  it("the form submits on Enter without browser validation", () => {
    const { api, client } = start(async () => issued);
    typeCredentials(api);
    const preventDefault = vi.fn();
    const form = api().getFormProps();
    expect(form).toMatchObject({ id: "ct-form", noValidate: true, "aria-busy": false });
    form.onSubmit({ preventDefault } as never);
    expect(preventDefault).toHaveBeenCalled();
    expect(api().isBusy).toBe(true);
    expect(api().getFieldProps("password")).toMatchObject({
      type: "password",
      autoComplete: "current-password",
      name: "password",
    });
    expect(api().getLabelProps("password")).toEqual({ htmlFor: "ct-field-password" });
    expect(client.customerAccessTokenCreate).toHaveBeenCalledTimes(1);
  });
});
