// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useBackInStockForm, useGiftCardForm, useProductForm } from "../../src/hooks/product-form";
import { createMemoryUrl } from "../../src/runtime";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

// Issue 24, item 7, through the product form's public hook: back-in-stock took a 10,012-character
// address, markup and emoji; the gift card took 10,000-character names (a 30 KB add request). The
// form calls the shared rules (`validateBackInStockEmail`, `validateGiftCard`, `giftCardProperties`),
// so fixing them fixes the form.
const env = startSandboxServer();
const shoe = env.sandbox.world.products.find(
  (p) => p.published && p.kind === "shoe" && p.variants.some((v) => !v.availableForSale),
);
const soldOut = shoe?.variants.find((v) => !v.availableForSale);
const giftCard = env.sandbox.world.products.find((p) => p.published && p.kind === "gift-card");
if (!shoe || !soldOut || !giftCard) throw new Error("world without a sold-out shoe size or a gift card");

/** Requests to a path, by method. */
function spyOnRequests(path: string) {
  const spy = vi.spyOn(globalThis, "fetch");
  return () =>
    spy.mock.calls
      .map(([input, init]) => ({
        url: new URL(input instanceof Request ? input.url : String(input)),
        body: typeof init?.body === "string" ? init.body : "",
      }))
      .filter(({ url }) => url.pathname.endsWith(path));
}

afterEach(() => vi.restoreAllMocks());

describe("product form with bad input", () => {
  it.each([
    ["a 10,012-character address", `${"a".repeat(10_000)}@example.com`],
    ["markup", "<script>alert(1)</script>@x.com"],
    ["emoji", "👟@👟.com"],
    ["a NUL", "sam\u0000@example.com"],
  ])("back-in-stock refuses %s and sends nothing", async (_name, email) => {
    const sent = spyOnRequests("back-in-stock-subscriptions");
    const url = createMemoryUrl(`https://shop.solekit.test/products/${shoe.handle}?variant=${soldOut.id}`);
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: shoe.handle });
        return { form, box: useBackInStockForm(form) };
      },
      { wrapper: sandboxWrapper({ url }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    act(() => result.current.form.submit());
    act(() => result.current.box.setEmail(email));
    act(() => result.current.box.subscribe());
    expect(result.current.box.fieldError).toBe("Please enter in a valid email.");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent()).toEqual([]);
  });

  it("the gift card refuses a 10,000-character name, and its add request stays small", async () => {
    const adds = spyOnRequests("/cart/add.js");
    const url = createMemoryUrl(`https://shop.solekit.test/products/${giftCard.handle}`);
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: giftCard.handle });
        return { form, card: useGiftCardForm(form) };
      },
      { wrapper: sandboxWrapper({ url }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    const variant = giftCard.variants[0];
    if (!variant) throw new Error("gift card without a denomination");
    act(() => result.current.form.selectSize(String(variant.id)));
    act(() => result.current.card.setField("senderName", "s".repeat(10_000)));
    act(() => result.current.card.setField("recipientName", "Alex"));
    act(() => result.current.card.setField("recipientEmail", "alex@example.com"));
    act(() => result.current.card.setField("message", `Happy\u0000 birthday ${"m".repeat(30_000)}`));
    act(() => result.current.form.submit());
    expect(result.current.card.fieldError).toBe("Sender Name must be at most 200 characters");
    expect(adds()).toEqual([]);

    act(() => result.current.card.setField("senderName", "Sam\u0007"));
    act(() => result.current.form.submit());
    await waitFor(() => expect(adds()).toHaveLength(1));
    const body = adds()[0]?.body ?? "";
    expect(body.length).toBeLessThan(1000);
    expect(body).not.toMatch(/\\u000[07]/);
    expect(body).toContain('"From":"Sam"');
  });
});
