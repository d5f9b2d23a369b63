// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import {
  useAssignShoes,
  useClaimTransaction,
  useRewardBalance,
  useRewardsHistory,
  useUnassignedShoes,
} from "../../src/hooks/account";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

async function signedIn() {
  const customer = await env.sandbox.customerSession();
  return sandboxWrapper({ config: sandboxConfig({ customer }) });
}

describe("useRewardsHistory on the sandbox", () => {
  it("pages the demo customer's active rewards 4 at a time and lists the past ones", async () => {
    const { result } = renderHook(() => useRewardsHistory({ id: "rh" }), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.status).toBe("success"));
    const active = result.current.tabs.find((t) => t.tab === "active")?.count ?? 0;
    expect(active).toBeGreaterThan(4);
    expect(result.current.rows).toHaveLength(4);
    expect(result.current.pageText).toBe(`1 of ${Math.ceil(active / 4)}`);
    expect(result.current.rows.map((r) => r.statusText)).toContain("Expiring soon");
    act(() => result.current.nextPage());
    expect(result.current.page).toBe(2);
    act(() => result.current.selectTab("past"));
    expect(result.current.rows.length).toBeGreaterThan(0);
    expect(result.current.rows.some((r) => r.statusText === "Expired")).toBe(true);
  });

  it("is 'error' with the catalogue's message when the rewards cannot be loaded", async () => {
    env.sandbox.faults.add({ match: "GET /api/profile/rewards", status: 500 });
    const { result } = renderHook(() => useRewardsHistory(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.status).toBe("error"), { timeout: 5000 });
    expect(result.current.errorMessage).toBe("Something went wrong.");
  });
});

describe("useAssignShoes on the sandbox", () => {
  it("assigns two pairs: they leave the unassigned list, the balance rises by $4 and the chip is told", async () => {
    const refreshed = vi.fn();
    window.addEventListener("omneo:refresh-balance", refreshed);
    const { result } = renderHook(
      () => ({
        assign: useAssignShoes({ id: "as" }),
        balance: useRewardBalance(),
        panel: useUnassignedShoes(),
      }),
      { wrapper: await signedIn() },
    );
    await waitFor(() => expect(result.current.assign.isReady && result.current.balance.data).toBeTruthy());
    const before = result.current.balance.data?.reward_balance ?? 0;
    const [first, second] = result.current.assign.shoes;
    const child = result.current.assign.childOptions[1]?.value ?? "";
    expect(first?.earnsReward && second?.earnsReward).toBe(true);
    act(() => {
      result.current.assign.select(first?.id ?? 0, child);
      result.current.assign.select(second?.id ?? 0, child);
    });
    act(() => result.current.assign.submit());
    await waitFor(() => expect(result.current.assign.isDone).toBe(true), { timeout: 5000 });
    expect(result.current.assign.doneText).toBe("2 pairs assigned. You earned $4.00.");
    await waitFor(() => expect(result.current.balance.data?.reward_balance).toBe(before + 4));
    await waitFor(() => expect(result.current.assign.shoes.map((s) => s.id)).not.toContain(first?.id));
    expect(refreshed).toHaveBeenCalledTimes(1);
    window.removeEventListener("omneo:refresh-balance", refreshed);
  });

  it("keeps every choice and says 'Something went wrong.' when the assignment fails", async () => {
    const { result } = renderHook(() => useAssignShoes(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    env.sandbox.faults.add({ match: "GET /api/profile/lists", status: 500 });
    const shoe = result.current.shoes[0];
    const child = result.current.childOptions[1]?.value ?? "";
    act(() => result.current.select(shoe?.id ?? 0, child));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe("error"), { timeout: 5000 });
    expect(result.current.formError).toBe("Something went wrong.");
    expect(result.current.shoes[0]?.childId).toBe(child);
  });
});

describe("the unassigned-shoes panel's three cases, reached by assigning on the sandbox", () => {
  async function assignWhere(earnsReward: boolean) {
    const { result } = renderHook(() => ({ assign: useAssignShoes(), panel: useUnassignedShoes() }), {
      wrapper: await signedIn(),
    });
    await waitFor(() => expect(result.current.assign.isReady && result.current.panel.summary).toBeTruthy());
    expect(result.current.panel.summary?.panelCase).toBe("oldOrders");
    const child = result.current.assign.childOptions[1]?.value ?? "";
    const picked = result.current.assign.shoes.filter((shoe) => shoe.earnsReward === earnsReward);
    expect(picked.length).toBeGreaterThan(0);
    act(() => {
      for (const shoe of picked) result.current.assign.select(shoe.id, child);
    });
    act(() => result.current.assign.submit());
    await waitFor(() => expect(result.current.assign.isDone).toBe(true), { timeout: 5000 });
    return result;
  }

  it("starts as 'Old orders with shoes to assign'; assigning the older pairs leaves 'Only new shoes to assign'", async () => {
    const result = await assignWhere(false);
    await waitFor(() => expect(result.current.panel.summary?.panelCase).toBe("onlyNew"));
    expect(result.current.panel.summary?.title).toBe("Only new shoes to assign");
  });

  it("assigning the pairs within 30 days leaves 'Assign shoes' with no reward", async () => {
    const result = await assignWhere(true);
    await waitFor(() => expect(result.current.panel.summary?.panelCase).toBe("noReward"));
    expect(result.current.panel.summary?.title).toBe("Assign shoes");
  });
});

describe("useClaimTransaction on the sandbox", () => {
  it("lists the stores without 'SNS', claims, and the claimed shoe appears to assign", async () => {
    const { result } = renderHook(
      () => ({ claim: useClaimTransaction({ id: "c" }), panel: useUnassignedShoes() }),
      {
        wrapper: await signedIn(),
      },
    );
    await waitFor(() => expect(result.current.claim.stores.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.panel.summary).not.toBeNull());
    expect(result.current.claim.stores.every((s) => !s.name.startsWith("SNS"))).toBe(true);
    const count = result.current.panel.summary?.count ?? 0;
    const store = result.current.claim.stores[0]?.code ?? "";
    act(() => {
      result.current.claim.setField(
        "transactedAt",
        new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10),
      );
      result.current.claim.setField("storeCode", store);
      result.current.claim.setField("receiptRef", "TEST-CLAIM-1");
      result.current.claim.setField("amount", "89.95");
    });
    act(() => result.current.claim.submit());
    expect(result.current.claim.isBusy).toBe(true);
    await waitFor(() => expect(result.current.claim.successMessage).toBe("Transaction Created"));
    expect(result.current.claim.values.receiptRef).toBe("");
    await waitFor(() => expect(result.current.panel.summary?.count).toBe(count + 1));
  });

  it("says 'Something went wrong.' when the claim fails, keeping what was typed", async () => {
    const { result } = renderHook(() => useClaimTransaction(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.stores.length).toBeGreaterThan(0));
    env.sandbox.faults.add({ match: "POST /api/profile/transactions/claims", status: 500 });
    act(() => {
      result.current.setField("transactedAt", "2026-01-02");
      result.current.setField("storeCode", result.current.stores[0]?.code ?? "");
      result.current.setField("receiptRef", "R-500");
      result.current.setField("amount", "10");
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.formError).toBe("Something went wrong."), { timeout: 5000 });
    expect(result.current.values.receiptRef).toBe("R-500");
  });
});
