// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { useProductList } from "../../src/hooks/product-list";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

startSandboxServer();

describe("useProductList under React StrictMode (mount, unmount, mount again)", () => {
  it("loads instead of reporting the first mount's aborted request", async () => {
    const { result } = renderHook(() => useProductList({ collection: "sale", limit: 4 }), {
      wrapper: sandboxWrapper(),
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.data?.results).toHaveLength(4);
  });

  it("reloads when the options change", async () => {
    const { result, rerender } = renderHook(
      (props: { query: string }) => useProductList({ query: props.query }),
      {
        wrapper: sandboxWrapper(),
        initialProps: { query: "boots" },
        reactStrictMode: true,
      },
    );
    await waitFor(() => expect(result.current.status).toBe("success"));
    const boots = result.current.data?.pagination.totalResults;
    rerender({ query: "sneakers" });
    await waitFor(() => expect(result.current.data?.pagination.totalResults).not.toBe(boots));
    expect(result.current.status).toBe("success");
  });
});
