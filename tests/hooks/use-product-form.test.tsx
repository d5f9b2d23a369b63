// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { createCartClient, parseSolekitConfig } from "../../src/clients";
import { useCart } from "../../src/hooks/cart";
import { useNotice } from "../../src/hooks/notice";
import { useBackInStockForm, useGiftCardForm, useProductForm } from "../../src/hooks/product-form";
import { createMemoryStorage, createMemoryUrl } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();
const shoe = env.sandbox.world.products.find(
  (p) =>
    p.published &&
    p.kind === "shoe" &&
    p.variants.some((v) => !v.availableForSale) &&
    p.variants.filter((v) => v.availableForSale).length > 1,
);
if (!shoe) throw new Error("world without a shoe that has a sold-out size");
const inStock = shoe.variants.filter((v) => v.availableForSale);
const soldOut = shoe.variants.find((v) => !v.availableForSale);

// The product page's form, cart and notice on an in-stock size, once the product and the cart are read.
const productPageReady = async () => {
  const url = createMemoryUrl(`https://shop.solekit.test/products/${shoe.handle}?variant=${inStock[0]?.id}`);
  const { result } = renderHook(
    () => ({ form: useProductForm({ handle: shoe.handle }), cart: useCart(), notice: useNotice() }),
    { wrapper: sandboxWrapper({ url }) },
  );
  await waitFor(() => expect(result.current.form.status).toBe("success"));
  await waitFor(() => expect(result.current.cart.status).toBe("success"));
  return result;
};

describe("useProductForm on the sandbox", () => {
  it("loads the product, takes the deep-linked variant, replaces ?variant= on a size change, adds to the cart", async () => {
    const url = createMemoryUrl(
      `https://shop.solekit.test/products/${shoe.handle}?variant=${inStock[0]?.id}&utm_source=mail`,
    );
    const { result: both } = renderHook(
      () => ({ form: useProductForm({ handle: shoe.handle }), cart: useCart() }),
      {
        wrapper: sandboxWrapper({ url, storage: createMemoryStorage() }),
      },
    );
    const result = {
      get current() {
        return both.current.form;
      },
    };
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("success"));
    await waitFor(() => expect(both.current.cart.status).toBe("success"));
    const before = both.current.cart.itemCount;
    expect(result.current.title).toBe(shoe.customer_facing_product_name);
    expect(result.current.selectedVariant?.id).toBe(String(inStock[0]?.id));
    act(() => result.current.selectSize(String(inStock[1]?.id)));
    expect(url.current().search).toBe(`?variant=${inStock[1]?.id}&utm_source=mail`);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.isAdding).toBe(true));
    // A second click while the cart is busy is queued by the cart, not lost.
    act(() => result.current.submit());
    // The page's one cart shows the add at once (optimistically) and opens the mini cart.
    expect(both.current.cart.isMiniCartOpen).toBe(true);
    await waitFor(() => expect(result.current.isAdding).toBe(false));
    expect(both.current.cart.itemCount).toBe(before + 2);
    expect(both.current.cart.lines.find((line) => line.variantId === inStock[1]?.id)?.quantity).toBe(2);
    const cart = await createCartClient(parseSolekitConfig(sandboxConfig())).get();
    expect(cart.items.some((line) => Number(line.variant_id ?? line.id) === inStock[1]?.id)).toBe(true);
  });

  it("settles an add when the cart answers it: a refusal shows under the button and in the notice", async () => {
    const result = await productPageReady();
    const description = "You can only add 1 of these to the cart.";
    env.sandbox.faults.add({
      match: "POST /cart/add.js",
      status: 422,
      body: { status: 422, message: "Cart Error", description },
      times: 1,
    });
    act(() => result.current.form.submit());
    expect(result.current.form.isAdding).toBe(true);
    await waitFor(() => expect(result.current.form.isAdding).toBe(false));
    expect(result.current.form.addError?.message).toBe(description);
    expect(result.current.form.addErrorMessage).toBe(description);
    expect(result.current.notice.notice).toMatchObject({ type: "error", message: description });
    expect(result.current.cart.itemCount).toBe(0);
    // The refused add never opened the mini cart over the form (it would hide the refusal).
    expect(result.current.cart.isMiniCartOpen).toBe(false);
  });

  it("an add the network lost reads the catalogue's words under the button, as the notice does", async () => {
    const result = await productPageReady();
    env.sandbox.faults.add({ match: "POST /cart/add.js", offline: true, times: 1 });
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.isAdding).toBe(false));
    const words = "Sorry, we couldn't update your bag. Please try again.";
    expect(result.current.form.addError?.kind).toBe("network");
    expect(result.current.form.addErrorMessage).toBe(words);
    expect(result.current.notice.notice).toMatchObject({ type: "error", message: words });
    expect(result.current.cart.itemCount).toBe(0);
  });

  it("opens the mini cart once the cart has taken the form's add", async () => {
    const url = createMemoryUrl(
      `https://shop.solekit.test/products/${shoe.handle}?variant=${inStock[0]?.id}`,
    );
    const { result } = renderHook(
      () => ({ form: useProductForm({ handle: shoe.handle }), cart: useCart() }),
      { wrapper: sandboxWrapper({ url }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    await waitFor(() => expect(result.current.cart.status).toBe("success"));
    act(() => result.current.form.submit());
    expect(result.current.cart.isMiniCartOpen).toBe(false);
    await waitFor(() => expect(result.current.form.isAdding).toBe(false));
    expect(result.current.form.addError).toBeNull();
    expect(result.current.cart.isMiniCartOpen).toBe(true);
  });

  it("subscribes to back-in-stock for a sold-out size through the provider", async () => {
    const url = createMemoryUrl(`https://shop.solekit.test/products/${shoe.handle}?variant=${soldOut?.id}`);
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: shoe.handle });
        return { form, box: useBackInStockForm(form) };
      },
      { wrapper: sandboxWrapper({ url }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    expect(result.current.form.buttonLabel).toMatch(/^Notify me when US .+ is back$/);
    act(() => result.current.form.submit());
    act(() => result.current.box.setEmail("sam@example.com"));
    act(() => result.current.box.subscribe());
    await waitFor(() => expect(result.current.form.subscribedMessage).not.toBeNull());
    expect(result.current.form).toMatchObject({
      buttonLabel: "Out of Stock",
      isButtonDisabled: true,
      showEmailBox: false,
    });
  });

  it("without a backInStock section a sold-out size reads Out of Stock and offers no notification", async () => {
    const { backInStock: _, ...config } = sandboxConfig();
    const url = createMemoryUrl(`https://shop.solekit.test/products/${shoe.handle}?variant=${soldOut?.id}`);
    const { result } = renderHook(() => useProductForm({ handle: shoe.handle }), {
      wrapper: sandboxWrapper({ url, config }),
    });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current).toMatchObject({
      buttonLabel: "Out of Stock",
      isButtonDisabled: true,
      showEmailBox: false,
    });
  });

  it("an unknown handle is not found", async () => {
    const { result } = renderHook(() => useProductForm({ handle: "no-such-product" }), {
      wrapper: sandboxWrapper(),
    });
    await waitFor(() => expect(result.current.isNotFound).toBe(true));
  });
});

describe("the bag names the size the shopper chose, as the product page does", () => {
  // A toddler shoe: its Size option is the UK infant size with a leading zero ("04.5"); the
  // product page shows US by default ("5.5").
  const toddler = env.sandbox.world.products.find(
    (p) =>
      p.published &&
      p.kind === "shoe" &&
      p.variants.some((v) => v.availableForSale && v.option1.startsWith("0") && v.option2 !== null),
  );
  const giftCard = env.sandbox.world.products.find((p) => p.kind === "gift-card");
  if (!toddler || !giftCard) throw new Error("world without a toddler shoe or the gift card");

  it("shows 'Size: US {the product page's size}' and the width on the line, before and after the cart read", async () => {
    const variant = toddler.variants.find((v) => v.availableForSale && v.option1.startsWith("0"));
    const url = createMemoryUrl(
      `https://shop.solekit.test/products/${toddler.handle}?variant=${variant?.id}`,
    );
    const seen = new Set<string>();
    const { result } = renderHook(
      () => {
        const api = { form: useProductForm({ handle: toddler.handle }), cart: useCart() };
        for (const line of api.cart.lines) for (const choice of line.choices) seen.add(choice.label);
        return api;
      },
      { wrapper: sandboxWrapper({ url, storage: createMemoryStorage() }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    await waitFor(() => expect(result.current.cart.isLoaded).toBe(true));
    const shown = result.current.form.selectedVariant?.label;
    expect(shown).toBe(variant?.metafields?.kids_us);
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.isAdding).toBe(false));
    const expected = [`Size: US ${shown}`, `Width: ${variant?.option2}`];
    // add.js has answered; the whole cart is still being read.
    expect(result.current.cart.lines[0]?.choices.map((choice) => choice.label)).toEqual(expected);
    await waitFor(() => expect(result.current.cart.isUpdating).toBe(false));
    expect(result.current.cart.lines[0]?.choices.map((choice) => choice.label)).toEqual(expected);
    // Never the stored option ("04.5") or another unit, at any render.
    expect([...seen].sort()).toEqual([...expected].sort());
  });

  it("names a gift card's choice Amount, as its product page does", async () => {
    const variant = giftCard.variants[0];
    const url = createMemoryUrl(
      `https://shop.solekit.test/products/${giftCard.handle}?variant=${variant?.id}`,
    );
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: giftCard.handle });
        return { form, card: useGiftCardForm(form), cart: useCart() };
      },
      { wrapper: sandboxWrapper({ url, storage: createMemoryStorage() }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    await waitFor(() => expect(result.current.cart.isLoaded).toBe(true));
    act(() => {
      result.current.card.setField("senderName", "Sam");
      result.current.card.setField("recipientName", "Alex");
      result.current.card.setField("recipientEmail", "alex@example.com");
    });
    act(() => result.current.form.submit());
    expect(result.current.cart.lines).toHaveLength(1);
    await waitFor(() => expect(result.current.cart.isUpdating).toBe(false));
    expect(result.current.form.addError).toBeNull();
    expect(result.current.cart.lines[0]?.choices.map((choice) => choice.label)).toEqual([
      `Amount: ${variant?.option1}`,
    ]);
  });
});
