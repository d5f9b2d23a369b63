// @vitest-environment jsdom
// A page-wide hook re-renders for what its Api shows, not for every snapshot of the actor.
import { act, render, renderHook, waitFor } from "@testing-library/react";
import type { CartApi, CartTriggerApi } from "../../src";
import { useCart, useCartTrigger } from "../../src/hooks/cart";
import { useNotice } from "../../src/hooks/notice";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

function variantWithStock(min: number) {
  for (const product of env.sandbox.world.products) {
    if (!product.published || product.kind === "gift-card") continue;
    const variant = product.variants.find((v) => v.inventory_quantity >= min);
    if (variant) return variant;
  }
  throw new Error("no variant with stock");
}

describe("useCart re-renders for what it shows", () => {
  it("does not re-render for a queued action that changes nothing shown (a repeated quantity merged in the queue)", async () => {
    const variant = variantWithStock(5);
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders++;
        return useCart();
      },
      { wrapper: sandboxWrapper() },
    );
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => result.current.add([{ id: variant.id, quantity: 1 }], { silent: true }));
    await waitFor(() => expect(result.current.isUpdating).toBe(false));
    const line = result.current.lines[0];
    if (!line) throw new Error("no line");
    // The first change stays in flight, so the next ones queue.
    env.sandbox.faults.add({ match: "POST /cart/change.js", timeout: true, times: 1 });
    act(() => result.current.change(line.key, 2));
    act(() => result.current.change(line.key, 3));
    expect(result.current.lines[0]?.quantity).toBe(3);
    const before = renders;
    act(() => result.current.change(line.key, 3)); // merged into the queued change: nothing new shows
    act(() => result.current.openMiniCart());
    const opened = renders;
    act(() => result.current.openMiniCart()); // already open
    expect(opened - before).toBe(1);
    expect(renders).toBe(opened);
  });
});

describe("useCartTrigger re-renders for its count and the mini cart only", () => {
  // The bag icon and the mini cart as two components under one provider, each counting renders.
  function renderBagAndCart() {
    const seen = { bag: 0, cart: 0 };
    const latest: { bag?: CartTriggerApi; cart?: CartApi } = {};
    function Bag() {
      latest.bag = useCartTrigger({ id: "bag" });
      seen.bag++;
      return null;
    }
    function MiniCart() {
      latest.cart = useCart();
      seen.cart++;
      return null;
    }
    const Wrapper = sandboxWrapper();
    render(
      <Wrapper>
        <Bag />
        <MiniCart />
      </Wrapper>,
    );
    const bag = () => latest.bag ?? expect.fail("the bag has not rendered");
    const cart = () => latest.cart ?? expect.fail("the mini cart has not rendered");
    return { seen, bag, cart };
  }

  it("counts the optimistic cart and opens the mini cart useCart renders", async () => {
    const variant = variantWithStock(3);
    const { bag, cart } = renderBagAndCart();
    await waitFor(() => expect(cart().isLoaded).toBe(true));
    act(() => cart().add([{ id: variant.id, quantity: 2 }], { silent: true }));
    expect(bag().itemCount).toBe(2);
    await waitFor(() => expect(cart().isUpdating).toBe(false));
    expect(bag().getTriggerProps()).toMatchObject({
      id: "bag",
      "aria-label": "Bag, 2 items",
      "aria-controls": cart().getMiniCartProps().id,
    });
    act(() => bag().openMiniCart());
    expect([cart().isMiniCartOpen, bag().isMiniCartOpen]).toEqual([true, true]);
  });

  it("does not re-render while the cart is read again and the count stays", async () => {
    const { seen, cart } = renderBagAndCart();
    await waitFor(() => expect(cart().isLoaded).toBe(true));
    const before = { ...seen };
    act(() => cart().refresh());
    await waitFor(() => expect(seen.cart).toBeGreaterThan(before.cart));
    await waitFor(() => expect(cart().isUpdating).toBe(false));
    expect(seen.bag).toBe(before.bag);
  });
});

describe("ids of the page-wide hooks", () => {
  it("gives each cart button its own id (or the caller's), all controlling the one mini cart", async () => {
    const { result } = renderHook(
      () => ({ header: useCart(), sticky: useCart(), named: useCart({ id: "header-bag" }) }),
      { wrapper: sandboxWrapper() },
    );
    const header = result.current.header.getTriggerProps();
    const sticky = result.current.sticky.getTriggerProps();
    expect(header.id).not.toBe(sticky.id);
    expect(result.current.named.getTriggerProps().id).toBe("header-bag");
    const dialog = result.current.sticky.getMiniCartProps().id;
    expect([header["aria-controls"], sticky["aria-controls"]]).toEqual([dialog, dialog]);
    expect(result.current.header.getMiniCartProps().id).toBe(dialog);
  });

  it("gives each notice region its own id, or the caller's", () => {
    const { result } = renderHook(() => ({ a: useNotice(), b: useNotice(), c: useNotice({ id: "toast" }) }), {
      wrapper: sandboxWrapper(),
    });
    expect(result.current.a.getRegionProps().id).not.toBe(result.current.b.getRegionProps().id);
    expect(result.current.c.getRegionProps().id).toBe("toast-region");
  });
});
