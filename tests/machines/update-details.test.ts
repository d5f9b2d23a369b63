import { createActor } from "xstate";
import type {
  CustomerAccessTokenCreateResult,
  CustomerUpdateResult,
  StorefrontClient,
} from "../../src/clients/storefront";
import {
  connectUpdateDetails,
  createUpdateDetailsActors,
  updateDetailsMachine,
} from "../../src/machines/update-details";
import { storefrontMessages } from "../../src/rules/messages";
import { SolekitError } from "../../src/runtime";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};
const SECRET = "tok-secret-123";
const NEW_SECRET = "tok-secret-456";
const signedIn: CustomerAccessTokenCreateResult = {
  customerAccessToken: { accessToken: SECRET, expiresAt: "2030-01-15T00:00:00Z" },
  customerUserErrors: [],
};
const customer = {
  id: "gid://shopify/Customer/1",
  email: "jess.taylor@example.com",
  firstName: "Jessie",
  lastName: "Taylor",
  phone: "+61412345678",
  acceptsMarketing: true,
};
const saved: CustomerUpdateResult = { customer, customerAccessToken: null, customerUserErrors: [] };

function start(
  answers: {
    token?: () => Promise<CustomerAccessTokenCreateResult>;
    update?: () => Promise<CustomerUpdateResult>;
  } = {},
  input: Parameters<typeof createActor<typeof updateDetailsMachine>>[1] = { input: {} },
) {
  const token = answers.token ?? (async () => signedIn);
  const update = answers.update ?? (async () => saved);
  const client = {
    customerAccessTokenCreate: vi.fn<StorefrontClient["customerAccessTokenCreate"]>(() => token()),
    customerUpdate: vi.fn<StorefrontClient["customerUpdate"]>(() => update()),
  };
  const tokens = { store: vi.fn() };
  const actor = createActor(
    updateDetailsMachine.provide({
      actors: createUpdateDetailsActors(client as unknown as StorefrontClient, tokens, storefrontMessages),
    }),
    input,
  ).start();
  const api = () => connectUpdateDetails(actor.getSnapshot(), actor.send, { id: "ud" });
  return { actor, api, client, tokens };
}

function fill(api: () => ReturnType<typeof connectUpdateDetails>) {
  api().setField("email", "jess.taylor@example.com");
  api().setField("password", "fitclub-demo");
  api().setField("first_name", "Jessie");
  api().setField("last_name", "");
  api().setField("phone", "0412 345 678");
  api().setAcceptsMarketing(true);
}

describe("update-details form", () => {
  it("starts idle with the values it was given", () => {
    const { api } = start({}, { input: { values: { email: "jess@example.com" } } });
    expect(api()).toMatchObject({ status: "idle", values: { email: "jess@example.com", first_name: "" } });
  });

  it("needs an email and a password before any call", () => {
    const { api, client } = start();
    api().setField("first_name", "Jessie");
    api().submit();
    expect(api().fieldErrors).toEqual({ email: "Email is required", password: "Password is required" });
    expect(api().getFieldProps("password")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "ud-error-password",
    });
    expect(client.customerAccessTokenCreate).not.toHaveBeenCalled();
    expect(api().values.first_name).toBe("Jessie");
  });

  it("signs in, stores the token, then updates: empty and ignored fields dropped, camel case, +61", async () => {
    const { actor, api, client, tokens } = start();
    fill(api);
    api().submit();
    expect(api()).toMatchObject({ status: "loading", isBusy: true });
    await flush();
    expect(client.customerAccessTokenCreate).toHaveBeenCalledWith(
      { email: "jess.taylor@example.com", password: "fitclub-demo" },
      expect.anything(),
    );
    expect(tokens.store).toHaveBeenCalledWith(signedIn.customerAccessToken);
    expect(client.customerUpdate).toHaveBeenCalledWith(
      {
        email: "jess.taylor@example.com",
        firstName: "Jessie",
        phone: "+61412345678",
        acceptsMarketing: true,
      },
      SECRET,
      expect.anything(),
    );
    expect(api()).toMatchObject({
      status: "success",
      savedMessage: "Your details have been saved.",
      customer,
      values: { first_name: "Jessie", password: "" },
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(SECRET);
    api().setField("last_name", "Taylor");
    expect(api()).toMatchObject({ status: "idle", savedMessage: null });
  });

  it("a custom ignore list replaces the default (the password can then change) and a new token is stored", async () => {
    const { api, client, tokens } = start(
      {
        update: async () => ({
          ...saved,
          customerAccessToken: { accessToken: NEW_SECRET, expiresAt: "2030-02-01T00:00:00Z" },
        }),
      },
      { input: { ignore: ["phone"] } },
    );
    fill(api);
    api().submit();
    await flush();
    expect(client.customerUpdate.mock.calls[0]?.[0]).toEqual({
      email: "jess.taylor@example.com",
      password: "fitclub-demo",
      firstName: "Jessie",
      acceptsMarketing: true,
    });
    expect(tokens.store).toHaveBeenLastCalledWith({
      accessToken: NEW_SECRET,
      expiresAt: "2030-02-01T00:00:00Z",
    });
  });

  it("a wrong password: the unidentified message below the form, no update, everything typed kept", async () => {
    const { api, client } = start({
      token: async () => ({
        customerAccessToken: null,
        customerUserErrors: [
          { code: "UNIDENTIFIED_CUSTOMER", field: null, message: "Unidentified customer" },
        ],
      }),
    });
    fill(api);
    api().submit();
    await flush();
    expect(client.customerUpdate).not.toHaveBeenCalled();
    expect(api()).toMatchObject({
      status: "idle",
      formError: storefrontMessages.customerUnidentified,
      values: { password: "fitclub-demo", first_name: "Jessie", phone: "0412 345 678" },
    });
  });

  it("customerUpdate's errors show under their fields (camel case mapped back to the form's names)", async () => {
    const { api } = start({
      update: async () => ({
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [
          { code: "TAKEN", field: ["customer", "email"], message: "Email has already been taken" },
          { code: "INVALID", field: ["customer", "phone"], message: "Phone is invalid" },
          { code: "TOO_LONG", field: ["customer", "firstName"], message: "firstName is too long" },
        ],
      }),
    });
    fill(api);
    api().submit();
    await flush();
    expect(api().fieldErrors).toEqual({
      email: "Email has already been taken",
      phone: "Phone is invalid",
      first_name: "firstName is too long",
    });
    expect(api().getFieldProps("first_name")["aria-describedby"]).toBe("ud-error-first_name");
    expect(api().values.phone).toBe("0412 345 678");
    api().setField("phone", "0412 345 679");
    expect(api().fieldErrors).toEqual({
      email: "Email has already been taken",
      first_name: "firstName is too long",
    });
  });

  it("a refused token or an update with no customer and no reason says so below the form", async () => {
    const { api } = start({
      update: async () => ({ customer: null, customerAccessToken: null, customerUserErrors: [] }),
    });
    fill(api);
    api().submit();
    await flush();
    expect(api().formError).toBe(storefrontMessages.customerFormFailed);
  });

  it("a failed call: the service's words, or the generic message when the connection is lost", async () => {
    const http = start({
      update: () => Promise.reject(new SolekitError({ kind: "http", status: 502, message: "Bad gateway" })),
    });
    fill(http.api);
    http.api().submit();
    await flush();
    expect(http.api()).toMatchObject({
      status: "error",
      formError: "Bad gateway",
      values: { password: "fitclub-demo" },
    });
    const lost = start({
      token: () => Promise.reject(new SolekitError({ kind: "timeout", message: "Timed out" })),
    });
    fill(lost.api);
    lost.api().submit();
    await flush();
    expect(lost.api()).toMatchObject({ status: "error", formError: storefrontMessages.customerFormFailed });
    expect(lost.api().errorMessage).toBe(storefrontMessages.customerFormFailed);
  });

  it("a change while saving aborts the save and keeps the change; saved submits again", async () => {
    let signal: AbortSignal | undefined;
    const { api, client } = start();
    client.customerAccessTokenCreate.mockImplementationOnce((_input, options) => {
      signal = options?.signal;
      return new Promise(() => undefined);
    });
    fill(api);
    api().submit();
    api().setAcceptsMarketing(false);
    expect(signal?.aborted).toBe(true);
    expect(api()).toMatchObject({ status: "idle", values: { accepts_marketing: false } });
    api().submit();
    await flush();
    expect(api().status).toBe("success");
    api().setField("password", "fitclub-demo");
    api().submit();
    await flush();
    expect(client.customerUpdate).toHaveBeenCalledTimes(2);
  });

  it("the prop getters wire the form, the checkbox and the labels", () => {
    const { api } = start();
    const preventDefault = vi.fn();
    api()
      .getFormProps()
      .onSubmit({ preventDefault } as never);
    expect(preventDefault).toHaveBeenCalled();
    expect(api().getFormProps()).toMatchObject({ id: "ud-form", noValidate: true, "aria-busy": false });
    expect(api().getMarketingProps()).toMatchObject({
      id: "ud-field-accepts_marketing",
      type: "checkbox",
      checked: false,
    });
    api()
      .getMarketingProps()
      .onChange({ target: { value: "on", checked: true } } as never);
    expect(api().values.accepts_marketing).toBe(true);
    expect(api().getLabelProps("phone")).toEqual({ htmlFor: "ud-field-phone" });
    expect(api().getFieldProps("phone")).toMatchObject({ type: "tel", name: "phone", autoComplete: "tel" });
    expect(api().getSubmitButtonProps()).toEqual({ type: "submit", disabled: false });
  });
});
