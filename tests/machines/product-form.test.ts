import { createActor, waitFor } from "xstate";
import type { StorefrontProductDetail } from "../../src/clients/storefront";
import {
  backInStockFormMachine,
  connectBackInStockForm,
  createBackInStockFormActors,
} from "../../src/machines/back-in-stock-form";
import {
  connectGiftCardForm,
  type GiftCardField,
  giftCardFormMachine,
} from "../../src/machines/gift-card-form";
import {
  connectProductForm,
  createProductFormActors,
  followProductFormWithBackInStock,
  followProductFormWithGiftCard,
  type ProductFormAddRequest,
  type ProductFormInput,
  productFormMachine,
} from "../../src/machines/product-form";
import type { FocusableDocument } from "../../src/machines/shared/dom-ids";
import { SolekitError } from "../../src/runtime";
import { giftCard, shoe } from "./product-form.fixtures";

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Fakes {
  product?: StorefrontProductDetail | null | Error;
  add?: (request: ProductFormAddRequest) => Promise<unknown>;
  subscribe?: (
    email: string,
    variantId: number,
  ) => Promise<{ sent: true } | { sent: false; reason: "network" }>;
  /** Where focus goes (the parts' focus moves); without it, none. */
  document?: FocusableDocument;
}

// The product page's form with both its parts attached from outside, as the hooks attach them.
async function start(input: Partial<ProductFormInput> = {}, fakes: Fakes = {}) {
  const adds: ProductFormAddRequest[] = [];
  const subscriptions: { email: string; variantId: number }[] = [];
  const actors = createProductFormActors({
    storefront: {
      product: async () => {
        const product = fakes.product === undefined ? shoe : fakes.product;
        if (product instanceof Error) throw product;
        return product;
      },
    },
    addToCart: async (request) => {
      adds.push(request);
      return fakes.add ? fakes.add(request) : undefined;
    },
  });
  const actor = createActor(productFormMachine.provide({ actors }), {
    input: { handle: "solestar-runner-navy", ...input },
  }).start();
  const boxActor = createActor(
    backInStockFormMachine.provide({
      actors: createBackInStockFormActors({
        subscribe: async (email, variantId) => {
          subscriptions.push({ email, variantId: Number(variantId) });
          return fakes.subscribe ? fakes.subscribe(email, Number(variantId)) : { sent: true };
        },
      }),
    }),
  ).start();
  const cardActor = createActor(giftCardFormMachine).start();
  const attach = { id: "pdp", ...(fakes.document ? { document: fakes.document } : {}) };
  followProductFormWithBackInStock(actor, boxActor, attach);
  followProductFormWithGiftCard(actor, cardActor, attach);
  await waitFor(actor, (s) => !s.matches({ product: "loading" }));
  const api = () => connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp" });
  const box = () => connectBackInStockForm(boxActor.getSnapshot(), boxActor.send, { id: "pdp" });
  const card = () => connectGiftCardForm(cardActor.getSnapshot(), cardActor.send, { id: "pdp" });
  return { actor, boxActor, api, box, card, adds, subscriptions };
}

describe("product form: loading", () => {
  it("loads the product by handle (status loading, then success) with the customer-facing name", async () => {
    const actor = createActor(
      productFormMachine.provide({
        actors: createProductFormActors({
          storefront: { product: async () => shoe },
          addToCart: async () => undefined,
        }),
      }),
      { input: { handle: shoe.handle } },
    ).start();
    expect(connectProductForm(actor.getSnapshot(), actor.send).status).toBe("loading");
    await waitFor(actor, (s) => s.matches({ product: "ready" }));
    const api = connectProductForm(actor.getSnapshot(), actor.send);
    expect(api).toMatchObject({ status: "success", title: "Runner", brand: "Solestar", isNotFound: false });
    expect(api.priceText).toBe("$69.95");
    expect(api.compareAtPriceText).toBe("$99.95");
  });

  it("an unknown handle is not found (the 404 page), not a crash", async () => {
    const { api } = await start({}, { product: null });
    expect(api()).toMatchObject({ isNotFound: true, status: "error", product: null });
    expect(api().errorMessage).toBe("Sorry, we couldn't find that product.");
  });

  it("a failed load shows the error", async () => {
    const { api } = await start({}, { product: new SolekitError({ kind: "network", message: "offline" }) });
    expect(api()).toMatchObject({ status: "error", isNotFound: false, errorMessage: "Error: offline" });
  });

  it("product.load loads another handle and starts over", async () => {
    const { actor, api } = await start({ variantId: "11" });
    api().load("gift-card");
    expect(actor.getSnapshot().matches({ product: "loading" })).toBe(true);
    await waitFor(actor, (s) => s.matches({ product: "ready" }));
    expect(api().selectedVariant).toBeNull();
  });
});

describe("product form: size selector (storefront §4)", () => {
  it("starts in US with no size chosen, in the first width that has stock", async () => {
    const { api } = await start();
    expect(api().unit).toBe("US");
    expect(api().units).toEqual(["UK", "US", "EU", "CM"]);
    expect(api().widths).toEqual(["E", "G"]);
    expect(api().width).toBe("E");
    expect(api().sizes.map((s) => s.label)).toEqual(["12", "13", "1"]);
    expect(api().selectedVariant).toBeNull();
  });

  it("a deep link selects that variant (and its width); an unknown or foreign id is ignored", async () => {
    expect((await start({ variantId: "22" })).api().selectedVariant?.id).toBe("22");
    expect((await start({ variantId: "22" })).api().width).toBe("G");
    expect((await start({ variantId: "999" })).api().selectedVariant).toBeNull();
    expect((await start({ variantId: "31" })).api().selectedVariant).toBeNull();
  });

  it("variant.sync selects a known variant and ignores an unknown one", async () => {
    const { actor, api } = await start({ variantId: "11" });
    actor.send({ type: "variant.sync", variantId: "13" });
    expect(api().selectedVariant?.id).toBe("13");
    actor.send({ type: "variant.sync", variantId: "31" });
    expect(api().selectedVariant?.id).toBe("13");
  });

  it("changing the unit keeps the choice and changes what it displays; CM uses the metafield, else EU × 2.54", async () => {
    const { api } = await start({ variantId: "22" });
    expect(api().selectedVariant?.label).toBe("13");
    api().setUnit("UK");
    expect(api().selectedVariant).toMatchObject({ id: "22", label: "12" });
    api().setUnit("EU");
    expect(api().selectedVariant?.label).toBe("30");
    api().setUnit("CM");
    expect(api().sizes.map((s) => s.label)).toEqual(["73.66", "76.2"]);
  });

  it("changing width re-picks the same size in that width, or clears the choice", async () => {
    const { api } = await start({ variantId: "11" });
    api().setWidth("G");
    expect(api().selectedVariant?.id).toBe("21");
    api().selectSize("22");
    api().setWidth("E");
    expect(api().selectedVariant?.id).toBe("12");
    api().selectSize("13");
    api().setWidth("G");
    expect(api().selectedVariant).toBeNull();
    expect(api().width).toBe("G");
  });

  it("an out-of-stock size is selectable and flagged unavailable_stock", async () => {
    const { api } = await start();
    api().selectSize("12");
    expect(api().selectedVariant).toMatchObject({ id: "12", unavailableStock: true });
    expect(api().unavailableStock).toBe(true);
    expect(api().sizes.find((s) => s.variantId === "12")?.available).toBe(false);
  });

  it("a size id of another product is ignored", async () => {
    const { api } = await start({ variantId: "11" });
    api().selectSize("31");
    expect(api().selectedVariant?.id).toBe("11");
  });
});

describe("product form: add-to-cart button and quantity", () => {
  it("reads Select Size (enabled) before a size, Add to Cart in stock, Notify me… out of stock", async () => {
    const { api } = await start();
    expect(api()).toMatchObject({ buttonLabel: "Select Size", isButtonDisabled: false });
    api().submit();
    expect(api().isAdding).toBe(false);
    api().selectSize("11");
    expect(api()).toMatchObject({ buttonLabel: "Add to Cart", isButtonDisabled: false });
    api().selectSize("12");
    expect(api()).toMatchObject({ buttonLabel: "Notify me when US 13 is back", showEmailBox: false });
    api().submit();
    expect(api().showEmailBox).toBe(true);
  });

  it("reads Out of Stock, disabled, for an out-of-stock size in sold-out mode", async () => {
    const { api } = await start({ soldOutMode: true, variantId: "12" });
    expect(api()).toMatchObject({ buttonLabel: "Out of Stock", isButtonDisabled: true });
  });

  it("hands each click to the cart at once (the cart queues, not the form), busy until the cart answered all", async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const { actor, api, adds } = await start(
      { variantId: "11" },
      { add: () => (adds.length === 1 ? first.promise : second.promise) },
    );
    api().increment();
    api().submit();
    expect(api().isAdding).toBe(true);
    expect(api().getAddButtonProps()["aria-busy"]).toBe(true);
    api().submit();
    const line = {
      id: 11,
      quantity: 2,
      preview: expect.objectContaining({ variantTitle: expect.any(String) }),
    };
    expect(adds).toEqual([{ items: [line] }, { items: [line] }]);
    second.resolve(undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api().isAdding).toBe(true);
    first.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ cart: "idle" }));
    expect(api().isAdding).toBe(false);
    // Every add's actor is gone; only the form's parts run.
    expect(Object.keys(actor.getSnapshot().children).filter((id) => id.startsWith("add-"))).toEqual([]);
  });

  it("loading another product neither aborts nor drops an add on its way", async () => {
    const first = deferred<unknown>();
    const { actor, api, adds } = await start({ variantId: "11" }, { add: () => first.promise });
    api().submit();
    api().load("another-handle");
    expect(actor.getSnapshot().matches({ cart: "adding" })).toBe(true);
    first.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ cart: "idle" }) && s.matches({ product: "ready" }));
    expect(adds).toEqual([{ items: [expect.objectContaining({ id: 11, quantity: 1 })] }]);
    expect(api().addError).toBeNull();
  });

  it("a failed add says so and the next click adds again", async () => {
    const { actor, api, adds } = await start(
      { variantId: "11" },
      {
        add: () =>
          adds.length === 1
            ? Promise.reject(
                new SolekitError({
                  kind: "http",
                  status: 422,
                  message: "All 3 are in your cart.",
                  data: { status: 422, message: "Cart Error", description: "All 3 are in your cart." },
                }),
              )
            : Promise.resolve(),
      },
    );
    api().submit();
    await waitFor(actor, (s) => s.matches({ cart: "idle" }));
    expect(api().addError?.message).toBe("All 3 are in your cart.");
    expect(api().addErrorMessage).toBe("All 3 are in your cart.");
    api().submit();
    expect(api().addError).toBeNull();
    expect(api().addErrorMessage).toBeNull();
  });

  it("an outage, a network failure or a timeout reads the catalogue's words under the button, not the technical text", async () => {
    const refusals = [
      new SolekitError({
        kind: "http",
        status: 500,
        message: "Injected fault (500)",
        data: { message: "Injected fault (500)" },
      }),
      new SolekitError({
        kind: "http",
        status: 422,
        message: "Cart Error",
        data: { status: 422, message: "Cart Error" },
      }),
      new SolekitError({ kind: "network", message: "The service could not be reached" }),
      new SolekitError({ kind: "timeout", message: "The service did not answer in time" }),
    ];
    for (const refusal of refusals) {
      const { actor, api } = await start({ variantId: "11" }, { add: () => Promise.reject(refusal) });
      api().submit();
      await waitFor(actor, (s) => s.matches({ cart: "idle" }));
      expect(api().addError).toBe(refusal);
      expect(api().addErrorMessage).toBe("Sorry, we couldn't update your bag. Please try again.");
      expect(api().status).toBe("success");
    }
  });

  it("the stepper stays within 1…limit; typed values clamp on blur", async () => {
    const { api } = await start({ quantityLimit: 3 });
    api().decrement();
    expect(api().quantity).toBe(1);
    expect(api().getDecrementProps().disabled).toBe(true);
    api().increment();
    api().increment();
    api().increment();
    expect(api().quantity).toBe(3);
    expect(api().getIncrementProps().disabled).toBe(true);
    api().setQuantityText("50");
    expect(api().getQuantityInputProps().value).toBe("50");
    api().commitQuantity();
    expect(api().quantity).toBe(3);
    api().setQuantityText("0");
    api().commitQuantity();
    expect(api().quantity).toBe(1);
    api().setQuantityText("abc");
    api().commitQuantity();
    expect(api()).toMatchObject({ quantity: 1 });
    expect(api().getQuantityInputProps().value).toBe("1");
  });

  it("defaults the limit to 99", async () => {
    const { api } = await start();
    api().setQuantityText("150");
    api().commitQuantity();
    expect(api().quantity).toBe(99);
  });
});

describe("product form: back-in-stock (storefront §4, §5, §8)", () => {
  it("a Notify me click opens the box for that size, which checks blank then malformed emails with the spec's messages", async () => {
    const { api, box, subscriptions } = await start({ variantId: "12" });
    expect(box().isOpen).toBe(false);
    api().submit();
    expect(api().showEmailBox).toBe(true);
    expect(box().isOpen).toBe(true);
    box().subscribe();
    expect(box().fieldError).toBe("Email Address can not be blank.");
    box().setEmail("sam@");
    expect(box().fieldError).toBeNull();
    box().subscribe();
    expect(box().fieldError).toBe("Please enter in a valid email.");
    expect(subscriptions).toHaveLength(0);
  });

  it("after success remembers the variant: box hidden, success shown, Out of Stock disabled, kept after switching back", async () => {
    const { boxActor, api, box, subscriptions } = await start({ variantId: "12" });
    api().submit();
    box().setEmail(" sam@example.com ");
    box().subscribe();
    box().subscribe();
    expect(box().isSubscribing).toBe(true);
    await waitFor(boxActor, (state) => state.matches("idle"));
    expect(subscriptions).toEqual([{ email: "sam@example.com", variantId: 12 }]);
    expect(api()).toMatchObject({
      showEmailBox: false,
      subscribedMessage: "Thanks! We'll email you when this size is back in stock.",
      buttonLabel: "Out of Stock",
      isButtonDisabled: true,
    });
    expect(box().isOpen).toBe(false);
    api().selectSize("11");
    expect(api()).toMatchObject({ subscribedMessage: null, buttonLabel: "Add to Cart" });
    api().selectSize("12");
    expect(api()).toMatchObject({ subscribedMessage: expect.any(String), buttonLabel: "Out of Stock" });
  });

  it("a landed subscription moves focus to the form's success message (the box and its button are gone), once only", async () => {
    const focused: string[] = [];
    const document = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
    const { boxActor, api, box } = await start({ variantId: "12" }, { document });
    expect(api().getSubscribedMessageProps({ className: "ok" })).toEqual({
      id: "pdp-subscribed",
      role: "status",
      tabIndex: -1,
      className: "ok",
    });
    api().submit();
    await new Promise((resolve) => setTimeout(resolve));
    expect(focused).toEqual(["pdp-email"]); // the box the click revealed, once rendered
    box().setEmail("sam@example.com");
    box().subscribe();
    await waitFor(boxActor, (state) => state.matches("idle"));
    expect(focused).toEqual(["pdp-email"]); // not before the view has rendered the message
    await new Promise((resolve) => setTimeout(resolve));
    expect(focused).toEqual(["pdp-email", "pdp-subscribed"]);
    // Back to a size already subscribed to: the message shows again, focus stays on the size.
    api().selectSize("11");
    api().selectSize("12");
    await new Promise((resolve) => setTimeout(resolve));
    expect(focused).toEqual(["pdp-email", "pdp-subscribed"]);
  });

  it("switching variants closes an unsubscribed box (and clears its message); the email typed stays", async () => {
    const { api, box } = await start({ variantId: "12" });
    api().submit();
    box().subscribe();
    box().setEmail("sam@");
    box().subscribe();
    expect(api().showEmailBox).toBe(true);
    api().selectSize("11");
    api().selectSize("12");
    expect(api()).toMatchObject({ showEmailBox: false });
    expect(box()).toMatchObject({ isOpen: false, fieldError: null, email: "sam@" });
  });

  it("shows the provider's message; a network failure stays silent", async () => {
    const failing = await start(
      { variantId: "12" },
      {
        subscribe: () =>
          Promise.reject(new SolekitError({ kind: "http", status: 400, message: "Invalid email" })),
      },
    );
    failing.api().submit();
    failing.box().setEmail("sam@example.com");
    failing.box().subscribe();
    await waitFor(failing.boxActor, (state) => state.matches("idle"));
    expect(failing.box().fieldError).toBe("Invalid email");

    const offline = await start(
      { variantId: "12" },
      { subscribe: async () => ({ sent: false, reason: "network" }) },
    );
    offline.api().submit();
    offline.box().setEmail("sam@example.com");
    offline.box().subscribe();
    await waitFor(offline.boxActor, (state) => state.matches("idle"));
    expect(offline.box()).toMatchObject({ fieldError: null, isOpen: true });
    expect(offline.api()).toMatchObject({ subscribedMessage: null, showEmailBox: true });
  });

  it("without a part attached, the form still reveals, closes and reads its button from its own events", async () => {
    const actor = createActor(
      productFormMachine.provide({
        actors: createProductFormActors({
          storefront: { product: async () => shoe },
          addToCart: async () => 1,
        }),
      }),
      { input: { handle: shoe.handle, variantId: "12" } },
    ).start();
    await waitFor(actor, (s) => s.matches({ product: "ready" }));
    const api = () => connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp" });
    api().submit();
    expect(api().showEmailBox).toBe(true);
    actor.send({ type: "backInStock.subscribed", variantId: "12" });
    expect(api()).toMatchObject({ showEmailBox: false, buttonLabel: "Out of Stock", isButtonDisabled: true });
    expect(actor.getSnapshot().context.emailBoxOpen).toBe(false);
  });
});

describe("product form: gift cards (storefront §5)", () => {
  it("checks the fields in the spec's order, then adds with From, To, Email, Message", async () => {
    const { actor, api, card, adds } = await start({ handle: "gift-card" }, { product: giftCard });
    expect(api().isGiftCard).toBe(true);
    expect(api().hasUnits).toBe(false);
    api().submit();
    expect(card().fieldError).toBeNull();
    expect(api().buttonLabel).toBe("Select Size");
    api().selectSize("32");
    const messages: (string | null)[] = [];
    const steps: [GiftCardField, string][] = [
      ["senderName", "Sam"],
      ["recipientName", "Alex"],
      ["recipientEmail", "alex@"],
      ["recipientEmail", "alex@example.com"],
    ];
    for (const [field, value] of steps) {
      api().submit();
      messages.push(card().fieldError);
      card().setField(field, value);
    }
    api().submit();
    messages.push(card().fieldError);
    expect(messages).toEqual([
      "Sender Name is required",
      "Recipient Name is required",
      "Recipient Email is required",
      "Recipient Email is invalid",
      null,
    ]);
    await waitFor(actor, (s) => s.matches({ cart: "idle" }));
    expect(adds).toEqual([
      {
        items: [
          {
            id: 32,
            quantity: 1,
            properties: { From: "Sam", To: "Alex", Email: "alex@example.com" },
            preview: expect.objectContaining({ giftCard: true, sizeMetafields: null }),
          },
        ],
      },
    ]);
  });

  it("cuts the message to 200 characters with a counter, and keeps a running total", async () => {
    const { api, card } = await start({ handle: "gift-card" }, { product: giftCard });
    card().setField("message", "x".repeat(250));
    expect(card().fields.message).toHaveLength(200);
    expect(card().messageCounter).toBe("200/200");
    api().selectSize("32");
    api().increment();
    api().increment();
    expect(api()).toMatchObject({ giftCardTotal: 15000, giftCardTotalText: "$150.00" });
  });

  it("without a gift-card part a card never adds: the form emits giftCard.check for the part it lacks", async () => {
    const added: unknown[] = [];
    const actor = createActor(
      productFormMachine.provide({
        actors: createProductFormActors({
          storefront: { product: async () => giftCard },
          addToCart: async (request) => added.push(request),
        }),
      }),
      { input: { handle: giftCard.handle, variantId: "32" } },
    ).start();
    await waitFor(actor, (s) => s.matches({ product: "ready" }));
    const checks: string[] = [];
    actor.on("giftCard.check", (event) => checks.push(event.type));
    actor.send({ type: "cart.submit" });
    expect(checks).toEqual(["giftCard.check"]);
    expect(actor.getSnapshot().matches({ cart: "idle" })).toBe(true);
    actor.send({
      type: "giftCard.changed",
      valid: true,
      properties: { From: "Sam", To: "Alex", Email: "alex@example.com" },
    });
    actor.send({ type: "cart.submit" });
    expect(checks).toHaveLength(1);
    await waitFor(actor, (s) => s.matches({ cart: "idle" }));
    expect(added).toHaveLength(1);
  });
});
