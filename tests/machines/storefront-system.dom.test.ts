// @vitest-environment jsdom
// The product page without React: product form, cart and notice from `solekit/machines`, their
// props bound to real DOM elements by `bindProps` (the vanilla host's normaliser), on the sandbox.
import { createActor } from "xstate";
import {
  createBackInStockClient,
  createCartClient,
  createStorefrontTransport,
  parseSolekitConfig,
  productByHandle,
} from "../../src/clients";
import {
  bindProps,
  connectCart,
  connectNotice,
  connectProductForm,
  createCart,
  createNotice,
  createProductFormActors,
  createStorefrontSystem,
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

function mountPage() {
  const config = parseSolekitConfig(sandboxConfig());
  const { product, variant } = inStockVariant();
  document.body.innerHTML = `
    <button id="bag"></button>
    <button id="add"></button><p id="add-error"></p>
    <div id="notice"></div>`;
  // Found once: binding the props gives the elements the slices' own ids.
  const elements = new Map(
    ["bag", "add", "add-error", "notice"].map((id) => [id, document.getElementById(id) as HTMLElement]),
  );
  const $ = (id: string) => elements.get(id) as HTMLElement;
  const system = createStorefrontSystem({
    notice: createNotice,
    cart: (notice) => createCart({ client: createCartClient(config), notice }),
  });
  const transport = createStorefrontTransport(config);
  const form = createActor(
    productFormMachine.provide({
      actors: createProductFormActors({
        storefront: { product: (handle, options) => productByHandle(transport, handle, options) },
        backInStock: createBackInStockClient(config),
        addToCart: system.addToCart,
      }),
    }),
    { input: { handle: product.handle, variantId: String(variant.id) } },
  );
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
