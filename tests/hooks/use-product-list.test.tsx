// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useProductList } from "../../src/hooks/product-list";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

describe("useProductList", () => {
  it("loads a collection from the sandbox", async () => {
    const { result } = renderHook(() => useProductList({ collection: "sale", limit: 5 }), {
      wrapper: sandboxWrapper(),
    });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("success"));
    const data = result.current.data;
    expect(data?.results).toHaveLength(5);
    const saleHandles = new Set(
      env.sandbox.world.products.filter((p) => p.collections.includes("sale")).map((p) => p.handle),
    );
    for (const product of data?.results ?? []) expect(saleHandles.has(product.handle)).toBe(true);
  });

  it("reloads when the options change", async () => {
    const { result, rerender } = renderHook(
      (props: { query: string }) => useProductList({ query: props.query }),
      {
        wrapper: sandboxWrapper(),
        initialProps: { query: "boots" },
      },
    );
    await waitFor(() => expect(result.current.status).toBe("success"));
    const boots = result.current.data?.pagination.totalResults;
    rerender({ query: "socks" });
    await waitFor(() => expect(result.current.data?.pagination.totalResults).not.toBe(boots));
    for (const result_ of result.current.data?.results ?? []) {
      const product = env.sandbox.world.products.find((p) => p.handle === result_.handle);
      expect(`${product?.title} ${product?.tags.join(" ")}`.toLowerCase()).toContain("socks");
    }
  });

  it("shows 'Error: {message}' when the service fails, and recovers on retry", async () => {
    env.sandbox.faults.add({ match: "/api/search/*", status: 500, times: 1 });
    const { result } = renderHook(() => useProductList({ limit: 3 }), { wrapper: sandboxWrapper() });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.errorMessage).toBe("Error: Injected fault (500)");
    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.errorMessage).toBeNull();
  });
});
