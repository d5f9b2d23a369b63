// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useCart } from "../../src/hooks/cart";
import { usePwpPopup } from "../../src/hooks/pwp-popup";
import { createMemoryStorage } from "../../src/runtime";
import { sandboxPwpRules } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

function schoolShoeVariant() {
  const product = env.sandbox.world.products.find(
    (p) =>
      p.published &&
      p.collections.includes("school-shoes") &&
      p.variants.some((v) => v.inventory_quantity > 2),
  );
  const variant = product?.variants.find((v) => v.inventory_quantity > 2);
  if (!variant) throw new Error("no school shoe in stock");
  return variant;
}

describe("usePwpPopup on the sandbox", () => {
  it("opens after a cart change that matches, shows socks, and a dismissal is stored and honoured on the next mount", async () => {
    const storage = createMemoryStorage();
    const wrapper = sandboxWrapper({ storage });
    const { result, unmount } = renderHook(
      () => ({ cart: useCart(), popup: usePwpPopup({ rules: sandboxPwpRules }) }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.cart.isLoaded).toBe(true));
    expect(result.current.popup.isOpen).toBe(false);
    act(() => result.current.cart.add([{ id: schoolShoeVariant().id, quantity: 1 }], { silent: true }));
    await waitFor(() => expect(result.current.popup.status).toBe("success"));
    expect(result.current.popup.title).toBe("Socks for the school week");
    expect(result.current.popup.products).toHaveLength(4);
    for (const product of result.current.popup.products) {
      const own = env.sandbox.world.products.find((p) => p.handle === product.handle);
      expect(own?.collections).toContain("socks");
    }
    act(() => result.current.popup.dismiss());
    expect(JSON.parse(storage.getItem("pwp-mute") ?? "{}")).toHaveProperty(["Socks for the school week"]);
    unmount();

    const again = renderHook(() => ({ cart: useCart(), popup: usePwpPopup({ rules: sandboxPwpRules }) }), {
      wrapper: sandboxWrapper({ storage }),
    });
    await waitFor(() => expect(again.result.current.cart.isLoaded).toBe(true));
    const line = again.result.current.cart.lines[0];
    if (!line) throw new Error("no line");
    act(() => again.result.current.cart.change(line.key, 2));
    await waitFor(() => expect(again.result.current.cart.isUpdating).toBe(false));
    expect(again.result.current.popup.isOpen).toBe(false);
  });
});
