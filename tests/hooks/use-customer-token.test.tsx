// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useCustomerToken, useUpdateDetails } from "../../src/hooks/customer";
import { storefrontMessages } from "../../src/rules/messages";
import { createMemoryStorage, type StorageAdapter } from "../../src/runtime";
import { SANDBOX_CUSTOMER_PASSWORD } from "../../src/sandbox/storefront-seed";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

// Memory storage that also records each cookie write's options (the expiry).
function recordingStorage() {
  const storage = createMemoryStorage();
  const writes: { name: string; value: string; expires?: Date }[] = [];
  const recording: StorageAdapter = {
    ...storage,
    setCookie: (name, value, options) => {
      writes.push({ name, value, ...(options?.expires && { expires: options.expires }) });
      storage.setCookie(name, value, options);
    },
  };
  return { storage: recording, writes };
}

describe("useCustomerToken on the sandbox", () => {
  it("a wrong password is refused below the form; the right one stores the cookie until expiresAt", async () => {
    const { storage, writes } = recordingStorage();
    const { result } = renderHook(() => useCustomerToken({ id: "ct" }), {
      wrapper: sandboxWrapper({ storage }),
    });
    act(() => {
      result.current.setField("email", "jess.taylor@example.com");
      result.current.setField("password", "not-it");
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.formError).toBe(storefrontMessages.customerUnidentified));
    expect(storage.getCookie("customer_access_token")).toBeUndefined();
    act(() => result.current.setField("password", SANDBOX_CUSTOMER_PASSWORD));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.hasToken).toBe(true));
    const token = storage.getCookie("customer_access_token");
    expect(token).toMatch(/\w{8,}/);
    expect(writes.at(-1)?.expires?.toISOString()).toBe(result.current.expiresAt);
    expect(JSON.stringify(result.current)).not.toContain(token);
    act(() => result.current.forget());
    expect(storage.getCookie("customer_access_token")).toBeUndefined();
    expect(result.current.hasToken).toBe(false);
  });

  it("starts signed in when the cookie is there", () => {
    const storage = createMemoryStorage({}, { customer_access_token: "stored" });
    const { result } = renderHook(() => useCustomerToken(), { wrapper: sandboxWrapper({ storage }) });
    expect(result.current).toMatchObject({ hasToken: true, status: "success" });
  });

  it("a server that echoes the password back: the form's message never carries it, nothing is stored", async () => {
    const { storage } = recordingStorage();
    env.sandbox.faults.add({
      match: "POST /graphql",
      replyJson: { errors: [{ message: `Variable $input has invalid value ${SANDBOX_CUSTOMER_PASSWORD}` }] },
    });
    const { result } = renderHook(() => useCustomerToken(), { wrapper: sandboxWrapper({ storage }) });
    act(() => {
      result.current.setField("email", "jess.taylor@example.com");
      result.current.setField("password", SANDBOX_CUSTOMER_PASSWORD);
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.formError).toBe("Variable $input has invalid value [redacted]");
    expect(`${result.current.errorMessage} ${result.current.error?.message}`).not.toContain(
      SANDBOX_CUSTOMER_PASSWORD,
    );
    expect(result.current.password).toBe(SANDBOX_CUSTOMER_PASSWORD); // kept in the field for another try
    expect(storage.getCookie("customer_access_token")).toBeUndefined();
  });
});

describe("useUpdateDetails on the sandbox", () => {
  it("saves the details with the token it creates; an invalid phone shows under its field, typed values kept", async () => {
    const { storage } = recordingStorage();
    const { result } = renderHook(
      () => useUpdateDetails({ id: "ud", values: { email: "jess.taylor@example.com" } }),
      {
        wrapper: sandboxWrapper({ storage }),
      },
    );
    act(() => {
      result.current.setField("password", SANDBOX_CUSTOMER_PASSWORD);
      result.current.setField("first_name", "Jessica");
      result.current.setField("phone", "0412 345 670");
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.customer).toMatchObject({ firstName: "Jessica", phone: "+61412345670" });
    expect(result.current.savedMessage).toBe("Your details have been saved.");
    const token = storage.getCookie("customer_access_token") ?? "";
    expect(token).toMatch(/\w{8,}/);
    expect(JSON.stringify(result.current)).not.toContain(token);

    act(() => {
      result.current.setField("password", SANDBOX_CUSTOMER_PASSWORD);
      result.current.setField("phone", "12");
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.fieldErrors.phone).toBe("Phone is invalid"));
    expect(result.current.values).toMatchObject({
      first_name: "Jessica",
      phone: "12",
      password: SANDBOX_CUSTOMER_PASSWORD,
    });
  });
});
