import { createActor, waitFor } from "xstate";
import { connectGiftCardForm, giftCardFormMachine } from "../../src/machines/gift-card-form";
import {
  connectProductForm,
  createProductFormActors,
  followProductFormWithGiftCard,
  productFormMachine,
  syncProductFormUrl,
} from "../../src/machines/product-form";
import { connectSizeRadioGroup } from "../../src/machines/size-radio-group";
import { shopMessages } from "../../src/rules/messages";
import { createMemoryUrl } from "../../src/runtime";
import { giftCard, shoe } from "./product-form.fixtures";

async function start(variantId: string | null = null) {
  const actor = createActor(
    productFormMachine.provide({
      actors: createProductFormActors({
        storefront: { product: async () => shoe },
        addToCart: async () => undefined,
      }),
    }),
    { input: { handle: shoe.handle, variantId } },
  ).start();
  await waitFor(actor, (s) => s.matches({ product: "ready" }));
  const api = () => connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp" });
  return { actor, api };
}

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const key = (k: string) => ({
  key: k,
  defaultPrevented: false,
  preventDefault() {},
  currentTarget: undefined,
});

describe("product form: the size selector's radio-group contract", () => {
  it("pins the group and radio attributes; a sold-out size is announced as sold out", async () => {
    const { api } = await start("11");
    expect(api().getSizeGroupProps()).toEqual({
      id: "pdp-size-group",
      role: "radiogroup",
      "aria-labelledby": "pdp-size-label",
    });
    const [first, soldOut] = api().sizes;
    if (!first || !soldOut) throw new Error("fixture sizes");
    expect(api().getSizeProps(first)).toMatchObject({
      id: "pdp-size-11",
      role: "radio",
      "aria-checked": true,
      "aria-label": "12",
      tabIndex: 0,
    });
    expect(api().getSizeProps(soldOut)).toMatchObject({
      "aria-checked": false,
      "aria-label": "13, sold out",
      tabIndex: -1,
      "data-unavailable": "",
    });
  });

  it("with nothing chosen the first size is the tab stop; arrows move and choose, wrapping, Home and End", async () => {
    const { api } = await start();
    const sizes = api().sizes;
    expect(sizes.map((s) => api().getSizeProps(s).tabIndex)).toEqual([0, -1, -1]);
    api().getSizeProps(nth(sizes, 0)).onKeyDown(key("ArrowRight"));
    expect(api().selectedVariant?.id).toBe("12");
    api().getSizeProps(nth(api().sizes, 1)).onKeyDown(key("ArrowDown"));
    expect(api().selectedVariant?.id).toBe("13");
    api().getSizeProps(nth(api().sizes, 2)).onKeyDown(key("ArrowRight"));
    expect(api().selectedVariant?.id).toBe("11");
    api().getSizeProps(nth(api().sizes, 0)).onKeyDown(key("ArrowLeft"));
    expect(api().selectedVariant?.id).toBe("13");
    api().getSizeProps(nth(api().sizes, 2)).onKeyDown(key("Home"));
    expect(api().selectedVariant?.id).toBe("11");
    api().getSizeProps(nth(api().sizes, 0)).onKeyDown(key("End"));
    expect(api().selectedVariant?.id).toBe("13");
  });

  it("units and widths are radio groups too", async () => {
    const { api } = await start("11");
    expect(api().getUnitProps("US")).toMatchObject({ role: "radio", "aria-checked": true, tabIndex: 0 });
    api().getUnitProps("US").onKeyDown(key("ArrowRight"));
    expect(api().unit).toBe("EU");
    api()
      .getWidthProps("E")
      .onClick({ defaultPrevented: false, preventDefault() {} });
    expect(api().getWidthProps("G")).toMatchObject({ "aria-checked": false, tabIndex: -1 });
  });

  it("the caller's handler runs first; preventDefault skips ours", async () => {
    const { api } = await start();
    const size = nth(api().sizes, 0);
    const calls: string[] = [];
    const event = {
      defaultPrevented: false,
      preventDefault() {
        event.defaultPrevented = true;
      },
    };
    api()
      .getSizeProps(size, {
        onClick: (e: { preventDefault(): void }) => {
          calls.push("caller");
          e.preventDefault();
        },
      })
      .onClick(event);
    expect(calls).toEqual(["caller"]);
    expect(api().selectedVariant).toBeNull();
  });

  it("the add button is busy while adding, disabled when Out of Stock", async () => {
    const { api } = await start("11");
    expect(api().getAddButtonProps()).toMatchObject({
      id: "pdp-add",
      type: "button",
      disabled: false,
      "aria-busy": false,
    });
  });
});

describe("product form composed of the size radio group", () => {
  it("shows the group's sizes for the selection it holds, and its radios' events change that selection", async () => {
    const { actor, api } = await start("12");
    const group = connectSizeRadioGroup(actor.getSnapshot().context, actor.send, { id: "pdp" });
    expect(api().sizes).toEqual(group.sizes);
    expect(api().selectedVariant).toEqual(group.selectedVariant);
    expect(api().getSizeGroupProps()).toEqual(group.getSizeGroupProps());
    group.setWidth("G");
    expect(actor.getSnapshot().context).toMatchObject({ width: "G", variantId: "22" });
    expect(api().selectedVariant?.id).toBe("22");
  });

  it("Add with no size chosen focuses the first size (scrolls to the selector), and adds nothing", async () => {
    const added: unknown[] = [];
    const actor = createActor(
      productFormMachine.provide({
        actors: createProductFormActors({
          storefront: { product: async () => shoe },
          addToCart: async (request) => added.push(request),
        }),
      }),
      { input: { handle: shoe.handle } },
    ).start();
    await waitFor(actor, (s) => s.matches({ product: "ready" }));
    const focused: string[] = [];
    const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
    const api = connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp" });
    expect(api.buttonLabel).toBe(shopMessages.selectSize);
    api.getAddButtonProps().onClick({ defaultPrevented: false, preventDefault() {}, currentTarget: doc });
    expect(focused).toEqual(["pdp-size-11"]);
    expect(actor.getSnapshot().matches({ cart: "idle" })).toBe(true);
    expect(added).toEqual([]);
    api.focusSizes(doc);
    expect(focused).toEqual(["pdp-size-11", "pdp-size-11"]);
  });
});

describe("product form: the back-in-stock button", () => {
  it("reveals the email box; pressed again while the box shows, it focuses the email input there and then", async () => {
    const { actor, api } = await start("12");
    const focused: string[] = [];
    const shown = new Set<string>();
    const doc = {
      getElementById: (id: string) => (shown.has(id) ? { focus: () => focused.push(id) } : null),
    };
    const click = () =>
      api()
        .getAddButtonProps()
        .onClick({ defaultPrevented: false, preventDefault() {}, currentTarget: doc });
    click();
    expect(api().showEmailBox).toBe(true);
    expect(actor.getSnapshot().context.emailBoxOpen).toBe(true);
    // Not rendered yet: the part attached to the form focuses it once it is (see its tests).
    expect(focused).toEqual([]);
    shown.add("pdp-email");
    click();
    expect(focused).toEqual(["pdp-email"]);
    api().selectSize("11");
    expect(api().showEmailBox).toBe(false);
    expect(api().id).toBe("pdp");
  });
});

// The next task: a view has rendered what the click changed.
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve));

describe("product form: a refused gift card's add (the gift-card form attached)", () => {
  it("focuses the field the error is about, marked invalid and described by the error area; a valid card adds", async () => {
    const added: unknown[] = [];
    const actor = createActor(
      productFormMachine.provide({
        actors: createProductFormActors({
          storefront: { product: async () => giftCard },
          addToCart: async (request) => added.push(request),
        }),
      }),
      { input: { handle: giftCard.handle } },
    ).start();
    await waitFor(actor, (s) => s.matches({ product: "ready" }));
    const api = () => connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp" });
    const focused: string[] = [];
    const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
    const cardActor = createActor(giftCardFormMachine).start();
    followProductFormWithGiftCard(actor, cardActor, { id: api().id, document: doc });
    const card = () => connectGiftCardForm(cardActor.getSnapshot(), cardActor.send, { id: api().id });
    const click = () =>
      api()
        .getAddButtonProps()
        .onClick({ defaultPrevented: false, preventDefault() {}, currentTarget: doc });
    api().selectSize("32");
    const steps = [
      ["senderName", "Sam"],
      ["recipientName", "Alex"],
      ["recipientEmail", "alex@"],
      ["recipientEmail", "alex@example.com"],
    ] as const;
    for (const [field, value] of steps) {
      click();
      // Not before the view has rendered the error.
      expect(focused).toHaveLength(steps.findIndex(([f, v]) => f === field && v === value));
      await afterRender();
      expect(focused.at(-1)).toBe(`pdp-gift-card-${field}`);
      expect(card().invalidField).toBe(field);
      expect(card().getFieldProps(field)).toMatchObject({
        "aria-invalid": true,
        "aria-describedby": card().getErrorProps().id,
      });
      const others = (["senderName", "recipientName", "recipientEmail", "message"] as const).filter(
        (other) => other !== field,
      );
      for (const other of others) {
        expect(card().getFieldProps(other)).not.toHaveProperty("aria-invalid");
        expect(card().getFieldProps(other)).not.toHaveProperty("aria-describedby");
      }
      card().setField(field, value);
    }
    expect(added).toEqual([]);
    expect(focused).toHaveLength(4);
    click();
    await afterRender();
    expect(focused).toHaveLength(4);
    await waitFor(actor, (s) => s.matches({ cart: "idle" }));
    expect(added).toHaveLength(1);
    expect(card().getErrorProps({ className: "form-error" })).toEqual({
      id: "pdp-gift-card-error",
      role: "alert",
      className: "form-error",
    });
    expect(card().getLabelProps("recipientEmail")).toEqual({
      htmlFor: "pdp-gift-card-recipientEmail",
    });
  });

  it("with no amount chosen, focuses the amounts, not a gift-card field", async () => {
    const actor = createActor(
      productFormMachine.provide({
        actors: createProductFormActors({
          storefront: { product: async () => giftCard },
          addToCart: async () => undefined,
        }),
      }),
      { input: { handle: giftCard.handle } },
    ).start();
    await waitFor(actor, (s) => s.matches({ product: "ready" }));
    const focused: string[] = [];
    const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
    followProductFormWithGiftCard(actor, createActor(giftCardFormMachine).start(), {
      id: "pdp",
      document: doc,
    });
    connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp" })
      .getAddButtonProps()
      .onClick({ defaultPrevented: false, preventDefault() {}, currentTarget: doc });
    await afterRender();
    expect(focused).toHaveLength(1);
    expect(focused[0]).toMatch(/^pdp-size-/);
  });
});

describe("product form: the variant URL parameter", () => {
  it("replaces the entry with ?variant= on a size change and keeps every other parameter untouched", async () => {
    const url = createMemoryUrl("https://shop.test/products/runner?utm_source=a%20b&gclid=x+y");
    const navigations: { to: string; replace?: boolean }[] = [];
    const navigate = url.navigate;
    url.navigate = (to, options) => {
      navigations.push({ to: String(to), replace: options?.replace });
      navigate(to, options);
    };
    const { actor, api } = await start();
    const stop = syncProductFormUrl(actor, url);
    api().selectSize("12");
    api().selectSize("13");
    expect(navigations).toEqual([
      { to: "/products/runner?utm_source=a%20b&gclid=x+y&variant=12", replace: true },
      { to: "/products/runner?utm_source=a%20b&gclid=x+y&variant=13", replace: true },
    ]);
    stop();
  });

  it("a URL change selects that variant; an unknown one is ignored", async () => {
    const url = createMemoryUrl("https://shop.test/products/runner?variant=11");
    const { actor, api } = await start("11");
    const stop = syncProductFormUrl(actor, url);
    url.navigate("/products/runner?variant=22");
    expect(api().selectedVariant?.id).toBe("22");
    url.navigate("/products/runner?variant=999");
    expect(api().selectedVariant?.id).toBe("22");
    stop();
    url.navigate("/products/runner?variant=11");
    expect(api().selectedVariant?.id).toBe("22");
  });
});

describe("product form: strings and the error contract", () => {
  it("names the quantity stepper's buttons from the message catalogue", async () => {
    const { actor } = await start("11");
    const messages = { ...shopMessages, quantityDecrease: "Moins", quantityIncrease: "Plus" };
    const api = connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp", messages });
    expect(api.getDecrementProps()["aria-label"]).toBe("Moins");
    expect(api.getIncrementProps()["aria-label"]).toBe("Plus");
  });

  it("labels the quantity input: a label getter pointing at it, its text in the catalogue", async () => {
    const { actor } = await start("11");
    const api = connectProductForm(actor.getSnapshot(), actor.send, { id: "pdp" });
    expect(api.getQuantityLabelProps().htmlFor).toBe(api.getQuantityInputProps().id);
    expect(shopMessages.quantityLabel).toBe("Quantity");
  });

  it("status error always carries an error: an unknown handle is a 404", async () => {
    const actor = createActor(
      productFormMachine.provide({
        actors: createProductFormActors({
          storefront: { product: async () => null },
          addToCart: async () => undefined,
        }),
      }),
      { input: { handle: "no-such-product" } },
    ).start();
    await waitFor(actor, (s) => s.matches({ product: "notFound" }));
    const api = connectProductForm(actor.getSnapshot(), actor.send);
    expect(api).toMatchObject({
      status: "error",
      isNotFound: true,
      errorMessage: shopMessages.productNotFound,
    });
    expect(api.error).toMatchObject({ kind: "http", status: 404 });
  });
});
