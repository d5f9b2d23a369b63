// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { useCustomer } from "../../src/hooks/customer";
import { loyaltyBalance, loyaltyConnection } from "../../src/hooks/customer/loyalty-connection";
import {
  clearLoyaltyToken,
  loadedLoyaltyConnections,
  loadLoyaltyBalance,
} from "../../src/hooks/customer/loyalty-session";
import type { SolekitRuntime } from "../../src/hooks/provider/solekit-runtime";
import { getClient } from "../../src/hooks/provider/solekit-runtime";
import { SIGNED_OUT_SIGNAL_KEY } from "../../src/machines/customer";
import { LOYALTY_ID_TOKEN_STORAGE_KEY } from "../../src/rules/keys";
import {
  type CustomerSession,
  createMemoryStorage,
  createMemoryUrl,
  parseSolekitConfig,
  systemClock,
} from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

function runtimeFor(customer: CustomerSession): SolekitRuntime {
  return {
    config: parseSolekitConfig(sandboxConfig({ customer })),
    url: createMemoryUrl("https://shop.solekit.test/"),
    storage: createMemoryStorage(),
    clock: systemClock,
    messages: {},
    queryClient: undefined,
    prefetch: undefined,
    clients: new WeakMap(),
    sharedActors: new Set(),
  };
}

describe("the loyalty connection, loaded on first use", () => {
  it("gives a member's header the balance through the connection it loads", async () => {
    const customer = await env.sandbox.customerSession();
    const { result } = renderHook(() => useCustomer(), {
      wrapper: sandboxWrapper({ config: sandboxConfig({ customer }) }),
    });
    expect(result.current.isLoggedIn).toBe(true);
    act(() => result.current.refreshBalance());
    await waitFor(() => expect(result.current.rewardsChipText).toMatch(/^Rewards: \$\d/));
  });

  it("clears a stored token without loading the connection when the page never made one", async () => {
    const runtime = runtimeFor(await env.sandbox.customerSession());
    runtime.storage.setItem(LOYALTY_ID_TOKEN_STORAGE_KEY, "stale");
    clearLoyaltyToken(runtime);
    expect(runtime.storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
    expect(loadedLoyaltyConnections.has(runtime)).toBe(false);
  });

  it("loads the connection once, on the first balance asked for", async () => {
    const runtime = runtimeFor(await env.sandbox.customerSession());
    expect(await loadLoyaltyBalance(runtime)).toMatchObject({ reward_balance: expect.any(Number) });
    const connection = loadedLoyaltyConnections.get(runtime);
    expect(connection).toBeDefined();
    await loadLoyaltyBalance(runtime);
    expect(getClient(runtime, loyaltyConnection)).toBe(connection);
  });

  it("clears through the page's connection when it has one, so a token still in flight is not stored", async () => {
    const runtime = runtimeFor(await env.sandbox.customerSession());
    const arriving = loyaltyBalance(runtime);
    expect(loadedLoyaltyConnections.has(runtime)).toBe(true);
    clearLoyaltyToken(runtime);
    await arriving.catch(() => undefined);
    expect(runtime.storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe("a logout in another tab", () => {
  it("forgets this page's account data at once: customer, balance, stored token, query cache", async () => {
    const customer = await env.sandbox.customerSession();
    const storage = createMemoryStorage();
    const queryClient = new QueryClient();
    queryClient.setQueryData(["Profiles", customer.id], { first_name: "Alex" });
    const { result } = renderHook(() => useCustomer(), {
      wrapper: sandboxWrapper({ config: sandboxConfig({ customer }), storage, queryClient }),
    });
    act(() => result.current.refreshBalance());
    await waitFor(() => expect(result.current.rewardsChipText).toMatch(/^Rewards: \$\d/));
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).not.toBeNull();

    act(() => {
      window.dispatchEvent(Object.assign(new Event("storage"), { key: SIGNED_OUT_SIGNAL_KEY }));
    });
    expect(result.current).toMatchObject({
      isLoggedIn: false,
      sessionEnded: true,
      customer: null,
      rewardsChipText: null,
    });
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
