// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from "@testing-library/react";
import { backInStockClient } from "../../src/hooks/provider/clients";
import { SolekitProvider, useClient, useSignIn, useSolekit } from "../../src/index";
import { signInMessages } from "../../src/rules/messages";
import {
  createMemoryStorage,
  createMemoryUrl,
  hasConfigSection,
  SolekitConfigError,
} from "../../src/runtime";
import { EveryHook, type HookReport, minimalConfig } from "../support/every-hook";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();

function renderEveryHook(config = minimalConfig()) {
  const product = env.sandbox.world.products.find((p) => p.published && p.kind === "shoe");
  if (!product) throw new Error("no shoe");
  const hooks: { current: HookReport | null } = { current: null };
  const view = render(
    <SolekitProvider
      config={config}
      url={createMemoryUrl(`https://shop.solekit.test/search?query=boots`)}
      storage={createMemoryStorage()}
    >
      <EveryHook
        handle={product.handle}
        report={(report) => {
          hooks.current = report;
        }}
      />
    </SolekitProvider>,
  );
  const current = () => {
    if (!hooks.current) throw new Error("not rendered");
    return hooks.current;
  };
  return { view, current };
}

describe("every public hook under the README's minimal config", () => {
  it("renders and loads, with no loyalty or backInStock section", async () => {
    const { current } = renderEveryHook();
    await waitFor(() => expect(current().productForm.status).toBe("success"));
    expect(current().signIn.status).toBe("idle");
  });

  it("sign-in without loyalty says so through its contract: status error, a SolekitConfigError, the catalogue's message", async () => {
    const { current } = renderEveryHook();
    act(() => current().signIn.setIdentifier("jess.taylor@example.com"));
    act(() => current().signIn.submitIdentifier());
    await waitFor(() => expect(current().signIn.status).toBe("error"));
    const { error, errorMessage, identifier } = current().signIn;
    expect(error).toBeInstanceOf(SolekitConfigError);
    expect(error?.kind).toBe("config");
    expect((error as SolekitConfigError).fields).toEqual(["loyalty"]);
    expect(errorMessage).toBe(signInMessages.signInUnavailable);
    // Nothing the shopper typed is lost.
    expect(identifier).toBe("jess.taylor@example.com");
  });
});

describe("clients of a section the app left out", () => {
  it("the sign-in widget with its own embed login address renders too, and refuses on submit", async () => {
    const { result } = renderHook(() => useSignIn({ embedLoginUrl: "https://shop.solekit.test/account" }), {
      wrapper: ({ children }) => <SolekitProvider config={minimalConfig()}>{children}</SolekitProvider>,
    });
    act(() => result.current.setIdentifier("0412 345 678"));
    act(() => result.current.submitIdentifier());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(SolekitConfigError));
    expect(result.current.errorMessage).toBe(signInMessages.signInUnavailable);
  });

  it("the back-in-stock client is built, and its calls reject with a SolekitConfigError naming the section", async () => {
    const { result } = renderHook(
      () => ({
        client: useClient(backInStockClient),
        configured: hasConfigSection(useSolekit().config, "backInStock"),
      }),
      { wrapper: ({ children }) => <SolekitProvider config={minimalConfig()}>{children}</SolekitProvider> },
    );
    expect(result.current.configured).toBe(false);
    const refusal = result.current.client.subscribe("sam@example.com", 4242).catch((error: unknown) => error);
    await expect(refusal).resolves.toBeInstanceOf(SolekitConfigError);
    await expect(refusal).resolves.toMatchObject({ kind: "config", fields: ["backInStock"] });
  });

  it("a signed-in customer's hooks render without loyalty; the balance says so through the contract", async () => {
    const customer = { id: "1001", logged: true, signature: "sig" };
    const { current } = renderEveryHook({ ...minimalConfig(), customer });
    await waitFor(() => expect(current().customer.status).toBe("error"));
    expect(current().customer.error).toBeInstanceOf(SolekitConfigError);
    // The header's balance chip stays silent on a failure (account-area §8).
    expect(current().customer.errorMessage).toBeNull();
    expect(current().customer.isLoggedIn).toBe(true);
  });
});
