import { accountKeys, ordersQuery } from "solekit/machines";
import { loyaltyClient } from "../../support/loyalty-client";
import { startSandboxServer } from "../../support/sandbox-server";

const env = startSandboxServer();

describe("ordersQuery", () => {
  it("reads every page of orders, 100 a request, newest first", async () => {
    env.sandbox.store.update((state) => {
      const [template] = state.customer.orders;
      if (!template) throw new Error("the demo customer has orders");
      state.customer.orders = Array.from({ length: 250 }, (_, index) => ({
        ...template,
        id: 900_000 + index,
        name: `#${50_000 + index}`,
        order_number: `#${50_000 + index}`,
        created_at: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
      }));
    });
    const { client, requests } = await loyaltyClient(env.sandbox);
    const options = ordersQuery({ keys: accountKeys("cust-1"), loyalty: client });
    const orders = await options.queryFn({ signal: new AbortController().signal });
    expect(orders).toHaveLength(250);
    expect(new Set(orders.map((order) => order.id)).size).toBe(250);
    expect(orders[0]?.name).toBe("#50249");
    const pages = requests.urls.filter((url) => new URL(url).pathname === "/api/orders");
    expect(pages.map((url) => new URL(url).searchParams.get("page[number]"))).toEqual(["1", "2", "3"]);
    expect(pages.every((url) => new URL(url).searchParams.get("page[size]") === "100")).toBe(true);
    expect(options.queryKey).toEqual(accountKeys("cust-1").of("Orders"));
  });
});
