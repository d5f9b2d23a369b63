// The product form's parts composed from outside (`followProductFormWithGiftCard`,
// `followProductFormWithBackInStock`): a part talks to the form through public events only, and a
// part attached late (a lazily loaded component) sees what the form already holds.
import { createActor, waitFor } from "xstate";
import type { StorefrontProductDetail } from "../../src/clients/storefront";
import {
  backInStockFormMachine,
  connectBackInStockForm,
  createBackInStockFormActors,
} from "../../src/machines/back-in-stock-form";
import { connectGiftCardForm, giftCardFormMachine } from "../../src/machines/gift-card-form";
import {
  connectProductForm,
  createProductFormActors,
  followProductFormWithBackInStock,
  followProductFormWithGiftCard,
  type ProductFormAddRequest,
  productFormMachine,
} from "../../src/machines/product-form";
import { giftCard, shoe } from "./product-form.fixtures";

async function startForm(product: StorefrontProductDetail, variantId: string) {
  const adds: ProductFormAddRequest[] = [];
  const form = createActor(
    productFormMachine.provide({
      actors: createProductFormActors({
        storefront: { product: async () => product },
        addToCart: async (request) => adds.push(request),
      }),
    }),
    { input: { handle: product.handle, variantId } },
  ).start();
  await waitFor(form, (s) => s.matches({ product: "ready" }));
  const api = () => connectProductForm(form.getSnapshot(), form.send, { id: "pdp" });
  return { form, api, adds };
}

function focusLog() {
  const focused: string[] = [];
  return { focused, document: { getElementById: (id: string) => ({ focus: () => focused.push(id) }) } };
}

// The next task: a view has rendered what the last event changed.
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve));

function backInStockPart(sent: { email: string; variantId: number }[] = []) {
  const part = createActor(
    backInStockFormMachine.provide({
      actors: createBackInStockFormActors({
        subscribe: async (email, variantId) => {
          sent.push({ email, variantId: Number(variantId) });
          return { sent: true };
        },
      }),
    }),
  ).start();
  const box = () => connectBackInStockForm(part.getSnapshot(), part.send, { id: "pdp" });
  return { part, box };
}

describe("followProductFormWithGiftCard", () => {
  it("counts a card filled before it was attached: the next click adds its properties", async () => {
    const { form, api, adds } = await startForm(giftCard, "32");
    const card = createActor(giftCardFormMachine).start();
    card.send({ type: "giftCard.change", field: "senderName", value: "Sam" });
    card.send({ type: "giftCard.change", field: "recipientName", value: "Alex" });
    card.send({ type: "giftCard.change", field: "recipientEmail", value: "alex@example.com" });
    api().submit();
    expect(adds).toEqual([]); // the form has heard nothing of the card yet
    followProductFormWithGiftCard(form, card, { id: "pdp" });
    api().submit();
    await waitFor(form, (s) => s.matches({ cart: "idle" }));
    expect(adds.map((add) => add.items[0]?.properties)).toEqual([
      { From: "Sam", To: "Alex", Email: "alex@example.com" },
    ]);
  });

  it("a refused add shows the card's first failure and, once rendered, focuses that field", async () => {
    const { form, api, adds } = await startForm(giftCard, "32");
    const card = createActor(giftCardFormMachine).start();
    const { focused, document } = focusLog();
    followProductFormWithGiftCard(form, card, { id: "pdp", document });
    const view = () => connectGiftCardForm(card.getSnapshot(), card.send, { id: "pdp" });
    view().setField("senderName", "Sam");
    api().submit();
    expect(view()).toMatchObject({ fieldError: "Recipient Name is required", invalidField: "recipientName" });
    expect(focused).toEqual([]);
    await afterRender();
    expect(focused).toEqual(["pdp-gift-card-recipientName"]);
    expect(adds).toEqual([]);
  });

  it("attached after a refused add (its part still downloading): shows that failure at once, focus once rendered", async () => {
    const { form, api, adds } = await startForm(giftCard, "32");
    api().submit();
    expect(adds).toEqual([]);
    const card = createActor(giftCardFormMachine).start();
    const { focused, document } = focusLog();
    followProductFormWithGiftCard(form, card, { id: "pdp", document });
    const view = () => connectGiftCardForm(card.getSnapshot(), card.send, { id: "pdp" });
    expect(view()).toMatchObject({ fieldError: "Sender Name is required", invalidField: "senderName" });
    await afterRender();
    expect(focused).toEqual(["pdp-gift-card-senderName"]);
  });

  it("attached with no add refused since its last report: shows nothing, moves no focus", async () => {
    const { form, api } = await startForm(giftCard, "32");
    const first = createActor(giftCardFormMachine).start();
    const stopFirst = followProductFormWithGiftCard(form, first, { id: "pdp" });
    api().submit(); // refused, and shown on the card attached then
    first.send({ type: "giftCard.change", field: "senderName", value: "Sam" }); // its report clears it
    stopFirst();
    const card = createActor(giftCardFormMachine).start();
    const { focused, document } = focusLog();
    followProductFormWithGiftCard(form, card, { id: "pdp", document });
    await afterRender();
    expect(card.getSnapshot().context.invalidField).toBeNull();
    expect(focused).toEqual([]);
  });

  it("stops: edits no longer reach the form, and a refused add no longer shows on the card", async () => {
    const { form, api, adds } = await startForm(giftCard, "32");
    const card = createActor(giftCardFormMachine).start();
    const { focused, document } = focusLog();
    const stop = followProductFormWithGiftCard(form, card, { id: "pdp", document });
    stop();
    card.send({ type: "giftCard.change", field: "senderName", value: "Sam" });
    card.send({ type: "giftCard.change", field: "recipientName", value: "Alex" });
    card.send({ type: "giftCard.change", field: "recipientEmail", value: "alex@example.com" });
    api().submit();
    await afterRender();
    expect(adds).toEqual([]);
    card.send({ type: "giftCard.change", field: "recipientEmail", value: "" });
    api().submit();
    await afterRender();
    expect(card.getSnapshot().context.invalidField).toBeNull();
    expect(focused).toEqual([]);
  });
});

describe("followProductFormWithBackInStock", () => {
  it("attached after the click revealed the box: opens it at once for the form's size, focus to the email once rendered", async () => {
    const { form, api } = await startForm(shoe, "12");
    api().submit();
    expect(api().showEmailBox).toBe(true);
    const { part, box } = backInStockPart();
    const { focused, document } = focusLog();
    followProductFormWithBackInStock(form, part, { id: "pdp", document });
    expect(box().isOpen).toBe(true);
    expect(part.getSnapshot().context.variantId).toBe("12");
    expect(focused).toEqual([]);
    await afterRender();
    expect(focused).toEqual([box().getInputProps().id]);
  });

  it("tells the part each size once, closes its box on another size and reopens it on the next reveal", async () => {
    const { form, api } = await startForm(shoe, "12");
    const { part, box } = backInStockPart();
    const told: unknown[] = [];
    const send = part.send.bind(part);
    const { focused, document } = focusLog();
    followProductFormWithBackInStock(
      form,
      {
        on: part.on.bind(part),
        getSnapshot: part.getSnapshot.bind(part),
        send: (event) => {
          told.push(event);
          send(event);
        },
      },
      { id: "pdp", document },
    );
    expect(told).toEqual([{ type: "variant.change", variantId: "12" }]);
    expect(box().isOpen).toBe(false);
    api().submit();
    api().increment(); // a change of the form that is none of the part's
    expect(told).toEqual([{ type: "variant.change", variantId: "12" }, { type: "emailBox.reveal" }]);
    api().selectSize("11");
    expect(box()).toMatchObject({ isOpen: false });
    expect(part.getSnapshot().context.variantId).toBe("11");
    api().selectSize("12");
    api().submit();
    expect(box().isOpen).toBe(true);
    await afterRender();
    expect(focused).toEqual(["pdp-email", "pdp-email"]);
    expect(told).toHaveLength(5);
  });

  it("the same size chosen again closes the box, and the next Notify me click opens it with the focus", async () => {
    const { form, api } = await startForm(shoe, "12");
    const { part, box } = backInStockPart();
    const { focused, document } = focusLog();
    followProductFormWithBackInStock(form, part, { id: "pdp", document });
    api().submit();
    box().subscribe();
    expect(box().fieldError).toBe("Email Address can not be blank.");
    api().selectSize("12");
    expect(api().showEmailBox).toBe(false);
    expect(box()).toMatchObject({ isOpen: false, fieldError: null });
    api().submit();
    expect(box().isOpen).toBe(true);
    await afterRender();
    expect(focused).toEqual(["pdp-email", "pdp-email"]);
  });

  it("loading another product closes the box; the new product's Notify me opens it again", async () => {
    const { form, api } = await startForm(shoe, "12");
    const { part, box } = backInStockPart();
    followProductFormWithBackInStock(form, part, { id: "pdp" });
    api().submit();
    api().load(shoe.handle);
    expect(box().isOpen).toBe(false);
    await waitFor(form, (s) => s.matches({ product: "ready" }));
    api().selectSize("12");
    expect(box().isOpen).toBe(false);
    api().submit();
    expect(box().isOpen).toBe(true);
  });

  it("a landed subscription reaches the form (Out of Stock, the success message) and focus moves to the message", async () => {
    const { form, api } = await startForm(shoe, "12");
    const sent: { email: string; variantId: number }[] = [];
    const { part, box } = backInStockPart(sent);
    const { focused, document } = focusLog();
    followProductFormWithBackInStock(form, part, { id: "pdp", document });
    api().submit();
    await afterRender();
    box().setEmail("sam@example.com");
    box().subscribe();
    await waitFor(part, (s) => s.matches("idle"));
    expect(sent).toEqual([{ email: "sam@example.com", variantId: 12 }]);
    expect(api()).toMatchObject({
      buttonLabel: "Out of Stock",
      isButtonDisabled: true,
      showEmailBox: false,
      subscribedMessage: "Thanks! We'll email you when this size is back in stock.",
    });
    await afterRender();
    expect(focused).toEqual(["pdp-email", api().getSubscribedMessageProps().id]);
  });

  it("stops: the part hears no more sizes or reveals, and its subscriptions no longer reach the form", async () => {
    const { form, api } = await startForm(shoe, "12");
    const { part, box } = backInStockPart();
    const stop = followProductFormWithBackInStock(form, part, { id: "pdp" });
    stop();
    api().submit();
    expect(box().isOpen).toBe(false);
    api().selectSize("13");
    expect(part.getSnapshot().context.variantId).toBe("12");
    box().reveal();
    box().setEmail("sam@example.com");
    box().subscribe();
    await waitFor(part, (s) => s.matches("idle"));
    expect(box().isSubscribed).toBe(true);
    api().selectSize("12");
    expect(api().subscribedMessage).toBeNull();
  });
});
