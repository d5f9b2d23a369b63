// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useCart } from "../../src/hooks/cart";
import { useNotice } from "../../src/hooks/notice";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

function variantWithStock(min: number) {
  for (const product of env.sandbox.world.products) {
    if (!product.published || product.kind === "gift-card") continue;
    const variant = product.variants.find((v) => v.inventory_quantity >= min && v.inventory_quantity < 20);
    if (variant) return { product, variant };
  }
  throw new Error("no variant with stock");
}

describe("useCart with useNotice on the sandbox", () => {
  it("shares one cart between components, adds optimistically and opens the mini cart once the add is taken", async () => {
    const { variant, product } = variantWithStock(2);
    const { result } = renderHook(() => ({ a: useCart(), b: useCart() }), { wrapper: sandboxWrapper() });
    await waitFor(() => expect(result.current.a.isLoaded).toBe(true));
    act(() => result.current.a.add([{ id: variant.id, quantity: 2 }]));
    expect(result.current.b.itemCount).toBe(2);
    await waitFor(() => expect(result.current.b.isMiniCartOpen).toBe(true));
    await waitFor(() => expect(result.current.b.isUpdating).toBe(false));
    expect(result.current.b.lines[0]).toMatchObject({
      variantId: variant.id,
      title: product.title,
      quantity: 2,
      linePrice: variant.price * 2,
      isPending: false,
    });
    expect(result.current.b.lines[0]?.collections).toEqual(product.collections);
  });

  it("rolls back a change over the stock and raises an error notice with the storefront's description", async () => {
    const { variant } = variantWithStock(2);
    const stock = variant.inventory_quantity;
    const { result } = renderHook(() => ({ cart: useCart(), notice: useNotice() }), {
      wrapper: sandboxWrapper(),
    });
    await waitFor(() => expect(result.current.cart.isLoaded).toBe(true));
    act(() => result.current.cart.add([{ id: variant.id, quantity: 1 }], { silent: true }));
    await waitFor(() => expect(result.current.cart.isUpdating).toBe(false));
    const line = result.current.cart.lines[0];
    if (!line) throw new Error("no line");
    act(() => result.current.cart.change(line.key, stock + 1));
    expect(result.current.cart.itemCount).toBe(stock + 1);
    await waitFor(() => expect(result.current.notice.notice?.type).toBe("error"));
    expect(result.current.notice.notice?.message).toMatch(
      new RegExp(`^You can only add ${stock} .+ to the cart\\.$`),
    );
    expect(result.current.notice.getRegionProps().role).toBe("alert");
    await waitFor(() => expect(result.current.cart.isUpdating).toBe(false));
    expect(result.current.cart.itemCount).toBe(1);
    expect(result.current.cart.errorMessage).toBe(result.current.notice.notice?.message);
  });

  it("shows an add that add.js took even when the cart read after it fails, with no failure notice", async () => {
    const { variant, product } = variantWithStock(2);
    const { result } = renderHook(() => ({ cart: useCart(), notice: useNotice() }), {
      wrapper: sandboxWrapper(),
    });
    await waitFor(() => expect(result.current.cart.isLoaded).toBe(true));
    env.sandbox.faults.add({ match: "GET /cart", status: 500, times: 1 });
    act(() => result.current.cart.add([{ id: variant.id, quantity: 1 }], { silent: true }));
    // The read is tried again in the background and brings the whole line (with collections).
    await waitFor(() => expect(result.current.cart.lines[0]?.collections).toEqual(product.collections), {
      timeout: 4000,
    });
    expect(result.current.cart).toMatchObject({ status: "success", errorMessage: null, itemCount: 1 });
    expect(result.current.notice.notice).toBeNull();
    expect(result.current.cart.lines[0]).toMatchObject({
      variantId: variant.id,
      quantity: 1,
      isPending: false,
    });
  });
});
