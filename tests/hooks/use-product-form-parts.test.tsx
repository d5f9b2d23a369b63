// @vitest-environment jsdom
// The product form's parts as a page binds them: `useGiftCardForm` and `useBackInStockForm`
// attached to `useProductForm` (its `actorRef` and `id`), on the sandbox.
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import {
  type UseProductFormResult,
  useBackInStockForm,
  useGiftCardForm,
  useProductForm,
} from "../../src/hooks/product-form";
import { createMemoryStorage, createMemoryUrl } from "../../src/runtime";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();
const shoe = env.sandbox.world.products.find(
  (p) => p.published && p.kind === "shoe" && p.variants.some((v) => !v.availableForSale),
);
const soldOut = shoe?.variants.find((v) => !v.availableForSale);
const inStock = shoe?.variants.find((v) => v.availableForSale);
const giftCard = env.sandbox.world.products.find((p) => p.published && p.kind === "gift-card");
const amount = giftCard?.variants[0];
if (!shoe || !soldOut || !inStock || !giftCard || !amount) {
  throw new Error("world without a shoe with sold-out and in-stock sizes, or a gift card");
}

const productUrl = (handle: string, variantId: number) =>
  createMemoryUrl(`https://shop.solekit.test/products/${handle}?variant=${variantId}`);

// Elements with the ids the parts' focus moves look for (renderHook renders no markup).
function elements(...ids: string[]) {
  for (const id of ids) {
    const element = document.createElement(id.endsWith("subscribed") ? "p" : "input");
    element.id = id;
    element.tabIndex = -1;
    document.body.append(element);
  }
  return (id: string) => document.getElementById(id);
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useGiftCardForm with useProductForm", () => {
  it("a refused add shows the first gift-card error and focuses its field; the ids line up with the form's", async () => {
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: giftCard.handle });
        return { form, card: useGiftCardForm(form) };
      },
      { wrapper: sandboxWrapper({ url: productUrl(giftCard.handle, amount.id) }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    const fieldId = result.current.card.getFieldProps("senderName").id;
    expect(fieldId).toBe(`${result.current.form.id}-gift-card-senderName`);
    const byId = elements(fieldId);
    expect(result.current.form.buttonLabel).toBe("Add to Cart");
    act(() => result.current.form.submit());
    expect(result.current.card.fieldError).toBe("Sender Name is required");
    expect(result.current.card.getFieldProps("senderName")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": result.current.card.getErrorProps().id,
    });
    await waitFor(() => expect(document.activeElement).toBe(byId(fieldId)));
    expect(result.current.form.isAdding).toBe(false);
  });

  it("takes the id it is given, and the message counter from the catalogue", async () => {
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: giftCard.handle, id: "pdp" });
        return { form, card: useGiftCardForm(form), other: useGiftCardForm(form, { id: "card" }) };
      },
      { wrapper: sandboxWrapper({ url: productUrl(giftCard.handle, amount.id) }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    expect(result.current.card.getLabelProps("message")).toEqual({ htmlFor: "pdp-gift-card-message" });
    expect(result.current.other.getLabelProps("message")).toEqual({ htmlFor: "card-gift-card-message" });
    act(() => result.current.card.setField("message", "Happy birthday"));
    expect(result.current.card.messageCounter).toBe("14/200");
  });
});

describe("useBackInStockForm with useProductForm", () => {
  it("a landed subscription disables the button reading Out of Stock and shows the success message, with the focus", async () => {
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: shoe.handle, id: "pdp" });
        return { form, box: useBackInStockForm(form) };
      },
      {
        wrapper: sandboxWrapper({ url: productUrl(shoe.handle, soldOut.id), storage: createMemoryStorage() }),
      },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    const byId = elements("pdp-email", "pdp-subscribed");
    act(() => result.current.form.submit());
    expect(result.current.form.showEmailBox).toBe(true);
    expect(result.current.box.isOpen).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(byId("pdp-email")));
    act(() => result.current.box.setEmail("sam@example.com"));
    act(() => result.current.box.subscribe());
    expect(result.current.box.isSubscribing).toBe(true);
    await waitFor(() =>
      expect(result.current.form.subscribedMessage).toBe(
        "Thanks! We'll email you when this size is back in stock.",
      ),
    );
    expect(result.current.form).toMatchObject({
      buttonLabel: "Out of Stock",
      isButtonDisabled: true,
      showEmailBox: false,
    });
    expect(result.current.form.getSubscribedMessageProps().id).toBe("pdp-subscribed");
    await waitFor(() => expect(document.activeElement).toBe(byId("pdp-subscribed")));
  });

  it("switching variants closes the box (the typed email stays for the next one)", async () => {
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: shoe.handle });
        return { form, box: useBackInStockForm(form) };
      },
      { wrapper: sandboxWrapper({ url: productUrl(shoe.handle, soldOut.id) }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    act(() => result.current.form.submit());
    act(() => result.current.box.setEmail("sam@"));
    act(() => result.current.box.subscribe());
    expect(result.current.box.fieldError).toBe("Please enter in a valid email.");
    act(() => result.current.form.selectSize(String(inStock.id)));
    expect(result.current.form.showEmailBox).toBe(false);
    expect(result.current.box).toMatchObject({ isOpen: false, fieldError: null, email: "sam@" });
    act(() => result.current.form.selectSize(String(soldOut.id)));
    expect(result.current.form.showEmailBox).toBe(false);
  });

  it("mounted by the click that reveals it (a part loaded when shown): opens for that size, focus in its input", async () => {
    function EmailBox({ form }: { form: UseProductFormResult }) {
      const box = useBackInStockForm(form);
      return (
        <form {...box.getFormProps()}>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
          <label {...box.getLabelProps()}>Email me when this size is back</label>
          <input {...box.getInputProps()} />
          <p {...box.getErrorProps()}>{box.fieldError}</p>
        </form>
      );
    }
    let form: UseProductFormResult | undefined;
    const handle = shoe.handle;
    function Page() {
      form = useProductForm({ handle });
      return (
        <>
          <button {...form.getAddButtonProps()}>{form.buttonLabel}</button>
          {form.showEmailBox ? <EmailBox form={form} /> : null}
        </>
      );
    }
    const Wrapper = sandboxWrapper({ url: productUrl(shoe.handle, soldOut.id) });
    render(
      <Wrapper>
        <Page />
      </Wrapper>,
    );
    const button = await screen.findByRole("button", { name: /^Notify me when .+ is back$/ });
    expect(screen.queryByLabelText("Email me when this size is back")).toBeNull();
    act(() => button.click());
    const input = await screen.findByLabelText("Email me when this size is back");
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.id).toBe(`${form?.id}-email`);
  });
});

// A shop in another language overrides the catalogue on its provider: every message the parts
// show speaks it, the checks' and the service's as well as the counter and the success message.
describe("the parts speak the provider's messages", () => {
  const messages = {
    senderNameRequired: "Le nom de l'expéditeur est requis",
    backInStockEmailBlank: "L'adresse e-mail est requise.",
    backInStockInvalidEmail: "Adresse e-mail refusée",
  };

  it("the gift card's check", async () => {
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: giftCard.handle });
        return { form, card: useGiftCardForm(form) };
      },
      { wrapper: sandboxWrapper({ url: productUrl(giftCard.handle, amount.id), messages }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    act(() => result.current.form.submit());
    expect(result.current.card.fieldError).toBe(messages.senderNameRequired);
  });

  it("the back-in-stock box's check and the service's refusal", async () => {
    const { result } = renderHook(
      () => {
        const form = useProductForm({ handle: shoe.handle });
        return { form, box: useBackInStockForm(form) };
      },
      { wrapper: sandboxWrapper({ url: productUrl(shoe.handle, soldOut.id), messages }) },
    );
    await waitFor(() => expect(result.current.form.status).toBe("success"));
    act(() => result.current.form.submit());
    act(() => result.current.box.subscribe());
    expect(result.current.box.fieldError).toBe(messages.backInStockEmailBlank);
    env.sandbox.faults.add({
      match: "POST /client/back-in-stock-subscriptions",
      status: 422,
      body: { errors: [{ code: "invalid", title: "Invalid input.", detail: "Invalid email address" }] },
      times: 1,
    });
    act(() => result.current.box.setEmail("sam@example.com"));
    act(() => result.current.box.subscribe());
    await waitFor(() => expect(result.current.box.fieldError).toBe(messages.backInStockInvalidEmail));
  });
});
