// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useSignIn } from "../../src/hooks/sign-in";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

async function type(result: { current: ReturnType<typeof useSignIn> }, text: string) {
  act(() => result.current.setIdentifier(text));
  act(() => result.current.submitIdentifier());
}

describe("useSignIn on the sandbox", () => {
  it("an existing email gets a login link in the inbox and success says so", async () => {
    const { result } = renderHook(() => useSignIn({ id: "si" }), { wrapper: sandboxWrapper() });
    await type(result, "jess.taylor@example.com");
    await waitFor(() => expect(result.current.step).toBe("success"));
    expect(result.current.inboxMessage).toContain("jess.taylor@example.com");
    const mail = env.sandbox.inbox().at(-1);
    expect(mail).toMatchObject({ channel: "email", to: "jess.taylor@example.com" });
  });

  it("an existing mobile gets an SMS code; a wrong code keeps the step with the server's message", async () => {
    const { result } = renderHook(() => useSignIn(), { wrapper: sandboxWrapper() });
    await type(result, "0412 345 678");
    await waitFor(() => expect(result.current.step).toBe("mobileCode"));
    const sms = env.sandbox.inbox().at(-1);
    expect(sms).toMatchObject({ channel: "sms", to: "+61412345678" });
    const wrong = sms?.code === "000000" ? "000001" : "000000";
    act(() => result.current.setCode(wrong));
    act(() => result.current.submitCode());
    await waitFor(() => expect(result.current.codeError).toBe("This code is invalid or has expired."));
    expect(result.current).toMatchObject({ step: "mobileCode", code: wrong });
  });

  it("a new email signs up; a taken mobile is retried as secondary phone and succeeds with a card", async () => {
    const { result } = renderHook(() => useSignIn(), { wrapper: sandboxWrapper() });
    await type(result, "new.member@example.com");
    await waitFor(() => expect(result.current.step).toBe("details"));
    act(() => {
      result.current.setField("firstName", "Nova");
      result.current.setField("lastName", "Member");
      result.current.setField("mobile", "0412 345 678"); // the demo customer's mobile
      result.current.setField("postcode", "3000");
    });
    act(() => result.current.submitDetails());
    await waitFor(() => expect(result.current.step).toBe("success"));
    expect(result.current.card).toMatchObject({ firstName: "Nova", lastName: "Member" });
  });

  it("a taken email shows under the email field and keeps the form", async () => {
    const { result } = renderHook(() => useSignIn(), { wrapper: sandboxWrapper() });
    await type(result, "someone.new@example.com");
    await waitFor(() => expect(result.current.step).toBe("details"));
    act(() => {
      result.current.setField("email", "jess.taylor@example.com");
      result.current.setField("firstName", "Jess");
      result.current.setField("lastName", "Again");
      result.current.setField("mobile", "0400 111 222");
      result.current.setField("postcode", "2000");
    });
    act(() => result.current.submitDetails());
    await waitFor(() => expect(result.current.fieldErrors.email).toBe("The email has already been taken."));
    expect(result.current.details).toMatchObject({
      firstName: "Jess",
      mobile: "0400 111 222",
      postcode: "2000",
    });
  });
});
