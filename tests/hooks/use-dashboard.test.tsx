// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import {
  useChecklist,
  useChildren,
  useDashboard,
  useRewardBalance,
  useUnassignedShoes,
} from "../../src/hooks/account";
import { loyaltyValueToCents } from "../../src/rules/rewards";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();
const DAY = 86_400_000;

async function signedIn() {
  const customer = await env.sandbox.customerSession();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { wrapper: sandboxWrapper({ config: sandboxConfig({ customer }), queryClient }), queryClient };
}

// Keeps only the demo customer's unassigned pairs bought within `days` (or older, with `older`).
function keepUnassigned(which: "recent" | "old") {
  env.sandbox.store.update((draft) => {
    for (const transaction of draft.customer.transactions) {
      transaction.items = transaction.items.filter((item) => {
        if (item.list_items.length > 0) return true;
        const recent = Date.now() - Date.parse(item.created_at) <= 30 * DAY;
        return which === "recent" ? recent : !recent;
      });
    }
  });
}

describe("useDashboard on the sandbox's demo customer", () => {
  it("loads every panel: no kids prompt (three children), the balance, both kinds of unassigned pairs, the checklist", async () => {
    const { wrapper } = await signedIn();
    const { result } = renderHook(() => useDashboard(), { wrapper });
    expect(result.current.status).toBe("loading");
    expect(result.current.rewards).toBeNull();
    await waitFor(() => expect(result.current.status).toBe("success"), { timeout: 5000 });
    const dashboard = result.current;
    expect(dashboard.isReady).toBe(true);
    expect(dashboard.kidsPrompt).toBeNull();
    const balance = env.sandbox.store.state.customer.balance.reward_balance;
    expect(balance).toBeGreaterThan(0);
    expect(dashboard.rewards?.balanceText).toBe(
      `$${(loyaltyValueToCents(balance) / 100).toLocaleString("en-AU", { minimumFractionDigits: 2 })}`,
    );
    expect(dashboard.rewards?.activeText).toMatch(/^\d+ active rewards$/);
    expect(dashboard.rewards?.expiringSoonText).toMatch(/^\d+ expiring soon$/);
    expect(dashboard.unassignedShoes?.panelCase).toBe("oldOrders");
    expect(dashboard.unassignedShoes?.title).toBe("Old orders with shoes to assign");
    expect(dashboard.unassignedShoes?.count).toBeGreaterThan(dashboard.unassignedShoes?.rewardCount ?? 0);
    // The checklist counts the pairs the panel counts (older ones too), not a list of its own.
    expect(dashboard.checklist?.items[1]?.label).toBe(
      `You have ${dashboard.unassignedShoes?.count} shoes to assign`,
    );
    expect(dashboard.checklist?.progressText).toMatch(/^\d\/3 completed$/);
    // Ava has no birthday: the Add birthday item leads to her profile.
    const ava = env.sandbox.store.state.customer.children.find((child) => child.first_name === "Ava");
    expect(dashboard.checklist?.items.at(-1)?.href).toBe(
      `/account?section=kids-profiles&child=${ava?.id}&edit=true`,
    );
    expect(dashboard.memberOffers.href).toBe("/account?section=offers");
  });

  it("asks for a kid's profile when the customer has no children", async () => {
    env.sandbox.store.update((draft) => {
      draft.customer.children = [];
    });
    const { wrapper } = await signedIn();
    const { result } = renderHook(() => useDashboard(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"), { timeout: 5000 });
    expect(result.current.kidsPrompt?.href).toBe("/account?section=kids-profiles&child=new");
    expect(result.current.checklist?.items.map((item) => item.id)).toEqual(["startShopping", "assignShoes"]);
  });

  it("keeps the panels that loaded when one call fails, and Try again fetches the failed call again", async () => {
    const remove = env.sandbox.faults.add({ match: "GET /api/profile/rewards", status: 500 });
    const { wrapper } = await signedIn();
    const { result } = renderHook(() => useDashboard(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"), { timeout: 5000 });
    expect(result.current.errorMessage).toBe("Something went wrong.");
    await waitFor(() => expect(result.current.checklist).not.toBeNull());
    expect(result.current.rewards).toBeNull();
    remove();
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe("success"), { timeout: 5000 });
    expect(result.current.rewards?.balanceText).toMatch(/^\$/);
  });

  it("is idle and fetches nothing without a signed-in customer", () => {
    const { result } = renderHook(() => useDashboard(), { wrapper: sandboxWrapper() });
    expect(result.current.status).toBe("idle");
    expect(result.current.kidsPrompt).toBeNull();
  });
});

describe("the dashboard's smaller hooks", () => {
  it("useUnassignedShoes: 'Only new shoes to assign' when every unassigned pair is recent", async () => {
    keepUnassigned("recent");
    const { wrapper } = await signedIn();
    const { result } = renderHook(() => useUnassignedShoes(), { wrapper });
    await waitFor(() => expect(result.current.summary).not.toBeNull(), { timeout: 5000 });
    expect(result.current.summary?.panelCase).toBe("onlyNew");
    expect(result.current.summary?.title).toBe("Only new shoes to assign");
    expect(result.current.summary?.reward).toBe(2 * (result.current.summary?.count ?? 0));
  });

  it("useUnassignedShoes: 'Assign shoes' with no reward when every unassigned pair is old", async () => {
    keepUnassigned("old");
    const { wrapper } = await signedIn();
    const { result } = renderHook(() => useUnassignedShoes(), { wrapper });
    await waitFor(() => expect(result.current.summary).not.toBeNull(), { timeout: 5000 });
    expect(result.current.summary).toMatchObject({ panelCase: "noReward", title: "Assign shoes", reward: 0 });
  });

  it("useChildren, useRewardBalance and useChecklist share the dashboard's cache: one request each", async () => {
    const { wrapper, queryClient } = await signedIn();
    const { result } = renderHook(
      () => ({
        dashboard: useDashboard(),
        children: useChildren(),
        balance: useRewardBalance(),
        checklist: useChecklist(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.dashboard.status).toBe("success"), { timeout: 5000 });
    expect(result.current.children.data?.map((child) => child.first_name)).toEqual(["Mia", "Leo", "Ava"]);
    expect(result.current.balance.data?.reward_balance).toBe(
      env.sandbox.store.state.customer.balance.reward_balance,
    );
    expect(result.current.checklist.checklist).toEqual(result.current.dashboard.checklist);
    const names = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey.slice(2).join(":"));
    expect(names.sort()).toEqual(
      [
        "Balance",
        "Orders:count",
        "ProfileConnections",
        "Rewards",
        // One list of pairs: the panel, the checklist and the modal split it by the same rule.
        "UnassignedItems",
      ].sort(),
    );
  });
});
