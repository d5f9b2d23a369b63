// @vitest-environment jsdom
// The product page without React: product form, cart and notice from `solekit/machines`, their
// props bound to real DOM elements by `bindProps` (the vanilla host's normaliser), on the sandbox;
// and the form's gift-card and back-in-stock forms attached from outside, as a host loading them
// lazily attaches them (`followProductFormWithGiftCard`, `followProductFormWithBackInStock`).
import { type Actor, createActor } from "xstate";
import {
  createBackInStockClient,
  createCartClient,
  createStorefrontTransport,
  parseSolekitConfig,
  productByHandle,
} from "../../src/clients";
import {
  type BackInStockFormMachine,
  backInStockFormMachine,
  bindProps,
  connectBackInStockForm,
  connectCart,
  connectGiftCardForm,
  connectNotice,
  connectProductForm,
  createBackInStockFormActors,
  createCart,
  createNotice,
  createProductFormActors,
  createStorefrontSystem,
  followProductFormWithBackInStock,
  followProductFormWithGiftCard,
  type GiftCardFormMachine,
  giftCardFormMachine,
  productFormMachine,
} from "../../src/machines";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();

function inStockVariant() {
  for (const product of env.sandbox.world.products) {
    if (!product.published || product.kind !== "shoe") continue;
    const variant = product.variants.find((v) => v.availableForSale && v.inventory_quantity >= 3);
    if (variant) return { product, variant };
  }
  throw new Error("no shoe in stock");
}

// The page's elements, found once by id: binding the props gives them the slices' own ids.
function elementsById(ids: readonly string[]) {
  const elements = new Map(ids.map((id) => [id, document.getElementById(id) as HTMLElement]));
  return (id: string) => elements.get(id) as HTMLElement;
}

// The page-wide system (cart and notice) and a product form whose adds go to that cart.
function startSystemAndForm(
  config: ReturnType<typeof parseSolekitConfig>,
  input: { handle: string; variantId: number | string },
) {
  const system = createStorefrontSystem({
    notice: createNotice,
    cart: (notice) => createCart({ client: createCartClient(config), notice }),
  });
  const transport = createStorefrontTransport(config);
  const form = createActor(
    productFormMachine.provide({
      actors: createProductFormActors({
        storefront: { product: (handle, options) => productByHandle(transport, handle, options) },
        addToCart: system.addToCart,
      }),
    }),
    { input: { handle: input.handle, variantId: String(input.variantId) } },
  );
  return { system, form };
}

function mountPage() {
  const config = parseSolekitConfig(sandboxConfig());
  const { product, variant } = inStockVariant();
  document.body.innerHTML = `
    <button id="bag"></button>
    <button id="add"></button><p id="add-error"></p>
    <div id="notice"></div>`;
  const $ = elementsById(["bag", "add", "add-error", "notice"]);
  const { system, form } = startSystemAndForm(config, { handle: product.handle, variantId: variant.id });
  const render = () => {
    const cart = connectCart(system.cart.getSnapshot(), system.cart.send, {
      id: system.cartId,
      triggerId: "bag",
    });
    bindProps($("bag"), cart.getTriggerProps());
    $("bag").textContent = String(cart.itemCount);
    const api = connectProductForm(form.getSnapshot(), form.send, { id: "pdp" });
    bindProps($("add"), api.getAddButtonProps());
    $("add").textContent = api.buttonLabel;
    $("add-error").textContent = api.addError?.message ?? "";
    const notice = connectNotice(system.notice.getSnapshot(), system.notice.send, { id: "page-notice" });
    bindProps($("notice"), notice.getRegionProps());
    $("notice").textContent = notice.notice?.message ?? "";
  };
  system.cart.subscribe(render);
  system.notice.subscribe(render);
  form.subscribe(render);
  system.start();
  form.start();
  render();
  return { $, system, form, variant };
}

const settle = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000 });

describe("storefront system: product form, cart and notice without React", () => {
  it("adds through the cart: busy until the cart confirms, the count shows it", async () => {
    const page = mountPage();
    await settle(() => page.$("add").textContent === "Add to Cart" && page.$("bag").textContent === "0");
    page.$("add").click();
    expect(page.$("add").getAttribute("aria-busy")).toBe("true");
    page.$("add").click(); // a second click goes to the cart's queue at once, never lost
    expect(page.$("bag").textContent).toBe("2");
    // The mini cart opens when the cart has taken the add, not at the click.
    expect(page.$("bag").getAttribute("aria-expanded")).toBe("false");
    expect(page.$("bag").getAttribute("aria-controls")).toBe("cart-dialog");
    await settle(() => page.$("add").getAttribute("aria-busy") === "false");
    expect(page.$("bag").getAttribute("aria-expanded")).toBe("true");
    expect(page.$("bag").textContent).toBe("2");
    expect(env.sandbox.store.state.carts).not.toEqual({});
    expect(page.$("add-error").textContent).toBe("");
    expect(page.$("notice").textContent).toBe("");
    page.form.stop();
    page.system.stop();
  });

  it("shows the cart's refusal under the button and in the notice, and rolls the count back", async () => {
    const page = mountPage();
    await settle(() => page.$("add").textContent === "Add to Cart" && page.$("bag").textContent === "0");
    const description = "All 3 of these are in your cart.";
    env.sandbox.faults.add({
      match: "POST /cart/add.js",
      status: 422,
      body: { status: 422, message: "Cart Error", description },
      times: 1,
    });
    page.$("add").click();
    expect(page.$("bag").textContent).toBe("1");
    await settle(() => page.$("add").getAttribute("aria-busy") === "false");
    expect(page.$("add-error").textContent).toBe(description);
    expect(page.$("notice").textContent).toBe(page.$("add-error").textContent);
    expect(page.$("notice").getAttribute("role")).toBe("alert");
    expect(page.$("bag").textContent).toBe("0");
    // Nothing opened over the form: the refusal stays in sight.
    expect(page.$("bag").getAttribute("aria-expanded")).toBe("false");
    page.form.stop();
    page.system.stop();
  });
});

const GIFT_FIELDS = ["senderName", "recipientName", "recipientEmail", "message"] as const;

// A product page whose host attaches each part the first time it shows (a gift card's fields once
// the product is a gift card, the email box on the first Notify me click), as a page that loads
// them lazily would, and hides what is not shown.
function mountPartsPage(handle: string, variantId: number) {
  const config = parseSolekitConfig(sandboxConfig());
  document.body.innerHTML = `
    <fieldset id="gift-card" hidden>
      ${GIFT_FIELDS.map((field) => `<input id="${field}" />`).join("")}
      <p id="gift-card-error"></p>
    </fieldset>
    <button id="add"></button>
    <p id="subscribed" hidden></p>
    <form id="email-form" hidden>
      <input id="email" /><button id="notify" type="submit">Notify me</button>
      <p id="email-error"></p>
    </form>`;
  const ids = ["add", "subscribed", "email-form", "email", "notify", "email-error", "gift-card"];
  const $ = elementsById([...ids, ...GIFT_FIELDS, "gift-card-error"]);
  const { system, form } = startSystemAndForm(config, { handle, variantId });
  const parts: {
    giftCard?: Actor<GiftCardFormMachine>;
    box?: Actor<BackInStockFormMachine>;
    stops: (() => void)[];
  } = { stops: [] };
  const attach = { id: "pdp", document };
  const render = () => {
    const api = connectProductForm(form.getSnapshot(), form.send, { id: "pdp" });
    if (api.isGiftCard && !parts.giftCard) {
      parts.giftCard = createActor(giftCardFormMachine).start();
      parts.stops.push(followProductFormWithGiftCard(form, parts.giftCard, attach));
      parts.giftCard.subscribe(render);
    }
    if (api.showEmailBox && !parts.box) {
      parts.box = createActor(
        backInStockFormMachine.provide({
          actors: createBackInStockFormActors(createBackInStockClient(config)),
        }),
      ).start();
      parts.stops.push(followProductFormWithBackInStock(form, parts.box, attach));
      parts.box.subscribe(render);
    }
    bindProps($("add"), api.getAddButtonProps());
    $("add").textContent = api.buttonLabel;
    bindProps($("subscribed"), api.getSubscribedMessageProps());
    $("subscribed").hidden = api.subscribedMessage === null;
    $("subscribed").textContent = api.subscribedMessage ?? "";
    $("gift-card").hidden = !parts.giftCard;
    if (parts.giftCard) {
      const card = connectGiftCardForm(parts.giftCard.getSnapshot(), parts.giftCard.send, { id: api.id });
      for (const field of GIFT_FIELDS) bindProps($(field), card.getFieldProps(field));
      bindProps($("gift-card-error"), card.getErrorProps());
      $("gift-card-error").textContent = card.fieldError ?? "";
    }
    $("email-form").hidden = !api.showEmailBox;
    if (parts.box) {
      const box = connectBackInStockForm(parts.box.getSnapshot(), parts.box.send, { id: api.id });
      bindProps($("email-form"), box.getFormProps());
      bindProps($("email"), box.getInputProps());
      bindProps($("email-error"), box.getErrorProps());
      $("email-error").textContent = box.fieldError ?? "";
      ($("notify") as HTMLButtonElement).disabled = box.isSubscribing;
    }
  };
  form.subscribe(render);
  system.start();
  form.start();
  render();
  const type = (id: string, text: string) => {
    ($(id) as HTMLInputElement).value = text;
    $(id).dispatchEvent(new Event("input", { bubbles: true }));
  };
  const stop = () => {
    for (const stopPart of parts.stops) stopPart();
    parts.giftCard?.stop();
    parts.box?.stop();
    form.stop();
    system.stop();
  };
  return { $, form, parts, type, stop };
}

describe("storefront system: the product form's parts attached from outside, without React", () => {
  it("a sold-out size: Notify me attaches the email box, focuses its input, subscribes; the success message takes focus", async () => {
    const shoe = env.sandbox.world.products.find(
      (p) => p.published && p.kind === "shoe" && p.variants.some((v) => !v.availableForSale),
    );
    const soldOut = shoe?.variants.find((v) => !v.availableForSale);
    if (!shoe || !soldOut) throw new Error("world without a sold-out shoe size");
    const page = mountPartsPage(shoe.handle, soldOut.id);
    await settle(() => /^Notify me when .+ is back$/.test(page.$("add").textContent ?? ""));
    expect(page.parts.box).toBeUndefined();
    expect(page.$("email-form").hidden).toBe(true);
    page.$("add").click();
    expect(page.parts.box).toBeDefined();
    expect(page.$("email-form").hidden).toBe(false);
    await settle(() => document.activeElement === page.$("email"));
    expect(page.$("email").id).toBe("pdp-email");
    page.$("email-form").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(page.$("email-error").textContent).toBe("Email Address can not be blank.");
    expect(page.$("email").getAttribute("aria-describedby")).toBe(page.$("email-error").id);
    page.type("email", "sam@example.com");
    page.$("email-form").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await settle(() => page.$("subscribed").hidden === false);
    expect(page.$("subscribed").textContent).toBe("Thanks! We'll email you when this size is back in stock.");
    expect(page.$("email-form").hidden).toBe(true);
    expect(page.$("add").textContent).toBe("Out of Stock");
    expect((page.$("add") as HTMLButtonElement).disabled).toBe(true);
    await settle(() => document.activeElement === page.$("subscribed"));
    page.stop();
  });

  it("a gift card: a refused add shows the first failure and focuses its field; filled in, it adds with its properties", async () => {
    const giftCard = env.sandbox.world.products.find((p) => p.published && p.kind === "gift-card");
    const amount = giftCard?.variants[0];
    if (!giftCard || !amount) throw new Error("world without a gift card");
    const page = mountPartsPage(giftCard.handle, amount.id);
    await settle(() => page.$("add").textContent === "Add to Cart");
    expect(page.$("gift-card").hidden).toBe(false);
    page.$("add").click();
    expect(page.$("gift-card-error").textContent).toBe("Sender Name is required");
    expect(page.$("senderName").getAttribute("aria-invalid")).toBe("true");
    await settle(() => document.activeElement === page.$("senderName"));
    page.type("senderName", "Sam");
    page.type("recipientName", "Alex");
    page.type("recipientEmail", "alex@example.com");
    expect(page.$("gift-card-error").textContent).toBe("");
    page.$("add").click();
    expect(page.$("add").getAttribute("aria-busy")).toBe("true");
    await settle(() => page.$("add").getAttribute("aria-busy") === "false");
    const cart = await createCartClient(parseSolekitConfig(sandboxConfig())).get();
    expect(
      cart.items.find((line) => Number(line.variant_id ?? line.id) === amount.id)?.properties,
    ).toMatchObject({ From: "Sam", To: "Alex", Email: "alex@example.com" });
    page.stop();
  });
});
