// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { vi } from "vitest";
import { useOrder, useOrders, useRecentOrders } from "../../src/hooks/account";
import { isOrderFulfilled } from "../../src/rules/orders";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

async function wrapper() {
  const customer = await env.sandbox.customerSession();
  return sandboxWrapper({ config: sandboxConfig({ customer }) });
}

const customerData = () => env.sandbox.store.state.customer;

describe("useOrders on the sandbox's demo customer", () => {
  it("shows page 2 of the completed orders, continuing page 1, newest first", async () => {
    const Wrapper = await wrapper();
    const completed = customerData()
      .orders.filter(isOrderFulfilled)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(completed.length).toBeGreaterThan(20);
    const { result } = renderHook(() => useOrders({ type: "completed", page: 2 }), { wrapper: Wrapper });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("success"));
    const page = result.current.data;
    expect(page?.orders.map((o) => o.id)).toEqual(completed.slice(20, 40).map((o) => String(o.id)));
    expect(page?.pageText).toBe(`2 of ${Math.ceil(completed.length / 20)}`);
    expect(page?.hasPrevious).toBe(true);
    expect(page?.orders.every((o) => o.badge.tone === "green")).toBe(true);
  });

  it("shows the pending orders with the platform's unmatched transactions as platform orders", async () => {
    const Wrapper = await wrapper();
    const { orders, platformTransactions } = customerData();
    const numbers = new Set(orders.map((o) => o.order_number));
    const unmatched = platformTransactions.filter((t) => !numbers.has(t.name));
    expect(unmatched.length).toBeGreaterThan(0);
    const { result } = renderHook(() => useOrders({ type: "pending" }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    const page = result.current.data;
    expect(page?.total).toBe(orders.filter((o) => !isOrderFulfilled(o)).length + unmatched.length);
    const platform = page?.orders.filter((o) => o.isShopifyOrder) ?? [];
    expect(platform.map((o) => o.number).sort()).toEqual(unmatched.map((t) => t.name).sort());
    for (const card of platform) {
      const source = unmatched.find((t) => t.name === card.number);
      expect(card.total).toBe(`$${((source?.total_price ?? 0) / 100).toFixed(2)}`);
      expect(card.badge).toEqual({ label: "Pending", tone: "yellow" });
    }
    expect(new Set(page?.orders.map((o) => o.badge.tone))).toEqual(new Set(["yellow", "red"]));
  });

  it("merges a matching platform transaction into its store order rather than adding it", async () => {
    const Wrapper = await wrapper();
    const { orders, platformTransactions } = customerData();
    const matched = platformTransactions.filter((t) => orders.some((o) => o.order_number === t.name));
    expect(matched.length).toBeGreaterThan(0);
    const { result } = renderHook(() => useOrders({ type: "pending" }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    for (const transaction of matched) {
      const cards = result.current.data?.orders.filter((o) => o.number === transaction.name) ?? [];
      expect(cards).toHaveLength(1);
      expect(cards[0]?.isShopifyOrder).toBe(false);
    }
  });

  it("says so when the orders cannot be read", async () => {
    env.sandbox.faults.add({ match: "GET /api/orders/transactions", status: 422 });
    const Wrapper = await wrapper();
    const { result } = renderHook(() => useOrders({ type: "completed" }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.errorMessage).toBe("Something went wrong.");
  });
});

describe("useRecentOrders", () => {
  it("gives the 2 most recent orders, platform ones included", async () => {
    const Wrapper = await wrapper();
    const { result } = renderHook(() => useRecentOrders(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    const newest = [...customerData().platformTransactions].sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    )[0];
    expect(result.current.data).toHaveLength(2);
    expect(result.current.data?.[0]?.number).toBe(newest?.name);
  });
});

describe("useOrder", () => {
  it("gives a store order's detail: address, items with quantity, price and image", async () => {
    const Wrapper = await wrapper();
    const source = customerData().orders.find((o) => o.items.length > 1) ?? customerData().orders[0];
    const { result } = renderHook(() => useOrder(String(source?.id)), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    const detail = result.current.data;
    expect(detail?.heading).toBe(`Order ${source?.name}`);
    expect(detail?.shippingAddress?.[1]).toBe(source?.shipping_address.address1);
    expect(detail?.items.map((line) => [line.title, line.quantity])).toEqual(
      source?.items.map((item) => [item.title, item.quantity]),
    );
    expect(detail?.items[0]?.image?.src).toBe(source?.items[0]?.product_images[0]?.src);
  });

  it("gives an order's rewards history: what it earned and spent", async () => {
    const Wrapper = await wrapper();
    const source = customerData().orders.find((o) => o.rewards.length > 1);
    expect(source).toBeDefined();
    const { result } = renderHook(() => useOrder(String(source?.id)), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.data?.rewards.map((r) => [r.name, r.earned])).toEqual(
      source?.rewards.map((r) => [r.name, r.type === "issued"]),
    );
  });

  it("names the child each pair was assigned to, from the children's wardrobes", async () => {
    const Wrapper = await wrapper();
    const { orders, wishlists, children } = customerData();
    const wardrobes = wishlists.filter((list) => list.handle === "assigned");
    const childOf = (sku: string) => {
      const list = wardrobes.find((w) => w.items.some((item) => item.product_variant_sku === sku));
      return children.find((c) => c.connector.id === list?.profileId)?.connector.first_name ?? null;
    };
    const source = orders.find((o) => o.items.some((item) => childOf(item.sku) !== null));
    expect(source).toBeDefined();
    const { result } = renderHook(() => useOrder(String(source?.id)), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.data?.items.map((line) => line.child)).toEqual(
      source?.items.map((item) => childOf(item.sku)),
    );
    expect(result.current.data?.items.some((line) => line.child !== null)).toBe(true);
  });

  it("gives a platform order's detail from its transaction", async () => {
    const Wrapper = await wrapper();
    const { orders, platformTransactions } = customerData();
    const unmatched = platformTransactions.find((t) => !orders.some((o) => o.order_number === t.name));
    const id = `shopify-${unmatched?.name.slice(1)}`;
    const { result } = renderHook(() => useOrder(id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.data?.number).toBe(unmatched?.name);
    expect(result.current.data?.items).toHaveLength(unmatched?.line_items.length ?? -1);
  });

  it.each(["999999", "shopify-1", "nonsense"])("gives null for the unknown order %s", async (id) => {
    const Wrapper = await wrapper();
    const { result } = renderHook(() => useOrder(id), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.data).toBeNull();
  });
});

describe("useOrder when the shopper opens another order before the first arrives", () => {
  it("aborts the superseded request and shows the order asked for last", async () => {
    const Wrapper = await wrapper();
    const [first, second] = customerData().orders;
    env.sandbox.faults.add({ match: `GET /api/orders/${first?.id}`, latency: 2_000 });
    const signals = new Map<string, AbortSignal>();
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (signal) signals.set(new URL(url).pathname, signal);
      return realFetch(input, init);
    });
    try {
      const { result, rerender } = renderHook(({ id }) => useOrder(id), {
        wrapper: Wrapper,
        initialProps: { id: String(first?.id) },
      });
      await waitFor(() => expect(signals.has(`/api/orders/${first?.id}`)).toBe(true));
      rerender({ id: String(second?.id) });
      await waitFor(() => expect(result.current.status).toBe("success"));
      expect(result.current.data?.number).toBe(second?.name);
      expect(signals.get(`/api/orders/${first?.id}`)?.aborted).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
