import * as v from "valibot";
import { cartAddResultSchema, cartItemSchema, cartSchema } from "../../src/clients";
import { createSandbox, memoryPersistence, SANDBOX_CART_TOKEN, sandboxHosts } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const shop = sandboxHosts.shop;
const variant = env.sandbox.world.products
  .filter((p) => p.published && p.kind === "shoe")
  .flatMap((p) => p.variants)
  .find((x) => x.inventory_quantity >= 2);
if (!variant) throw new Error("world without a stocked shoe");

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${shop}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("sandbox cart", () => {
  it("serves the ajax view as cart JSON with collections, and /cart.js without them", async () => {
    await post("/cart/add.js", { items: [{ id: variant.id, quantity: 1 }] });
    const ajax = v.parse(cartSchema, await (await fetch(`${shop}/cart?view=ajax`)).json());
    expect(ajax.items[0]?.collections?.length).toBeGreaterThan(0);
    const plain = v.parse(cartSchema, await (await fetch(`${shop}/cart.js`)).json());
    expect(plain.items[0]?.collections).toBeUndefined();
    expect((await fetch(`${shop}/cart`)).status).toBe(404);
  });

  it("answers a single-item add with the line itself", async () => {
    const response = await post("/cart/add.js", {
      id: String(variant.id),
      quantity: "2",
      properties: { Note: 1 },
    });
    const line = v.parse(cartItemSchema, await response.json());
    expect(line).toMatchObject({ id: variant.id, quantity: 2, properties: { Note: "1" } });
  });

  it("keeps one cart per cart cookie", async () => {
    await post("/cart/add.js", { items: [{ id: variant.id, quantity: 1 }] }, { cookie: "cart=other-cart" });
    expect(env.sandbox.store.state.carts["other-cart"]).toHaveLength(1);
    expect(env.sandbox.store.state.carts[SANDBOX_CART_TOKEN]).toBeUndefined();
  });

  it.each([
    ["not JSON", "{"],
    ["no items", {}],
    ["an empty list", { items: [] }],
    ["a bad id", { items: [{ id: "abc", quantity: 1 }] }],
    ["a zero quantity", { items: [{ id: variant.id, quantity: 0 }] }],
    ["non-text properties", { items: [{ id: variant.id, quantity: 1, properties: { a: { b: 1 } } }] }],
  ])("answers an add with %s with 400", async (_, body) => {
    expect((await post("/cart/add.js", body)).status).toBe(400);
  });

  it("adds a variant not yet in the cart through update.js, and answers the whole cart", async () => {
    const cart = v.parse(
      cartSchema,
      await (await post("/cart/update.js", { updates: { [variant.id]: 2 } })).json(),
    );
    expect(cart).toMatchObject({ item_count: 2, total_price: variant.price * 2 });
  });

  it("updates by line position with an array, and changes properties with change.js", async () => {
    await post("/cart/add.js", { items: [{ id: variant.id, quantity: 1 }] });
    await post("/cart/update.js", { updates: [2] });
    const changed = v.parse(
      cartSchema,
      await (await post("/cart/change.js", { id: variant.id, properties: { Message: "Hi" } })).json(),
    );
    expect(changed.items[0]).toMatchObject({ quantity: 2, properties: { Message: "Hi" } });
  });

  it("answers an add with the touched lines at their new quantities", async () => {
    await post("/cart/add.js", { items: [{ id: variant.id, quantity: 1 }] });
    const added = v.parse(
      cartAddResultSchema,
      await (await post("/cart/add.js", { items: [{ id: variant.id, quantity: 1 }] })).json(),
    );
    expect(added.items.map((item) => item.quantity)).toEqual([2]);
  });

  it("answers more than the stock with the storefront's 422 body", async () => {
    const response = await post("/cart/add.js", {
      items: [{ id: variant.id, quantity: variant.inventory_quantity + 1 }],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: 422,
      message: "Cart Error",
      description: expect.stringMatching(
        new RegExp(`^You can only add ${variant.inventory_quantity} .+ to the cart\\.$`),
      ),
    });
  });

  it("keeps the cart across a reload (persisted state)", async () => {
    const persistence = memoryPersistence();
    const first = createSandbox({ catalogueSize: 50, persistence });
    first.store.update((state) => {
      state.carts[SANDBOX_CART_TOKEN] = [{ variantId: 1, quantity: 1, properties: {} }];
    });
    const reloaded = createSandbox({ catalogueSize: 50, persistence });
    expect(reloaded.store.state.carts[SANDBOX_CART_TOKEN]).toHaveLength(1);
    expect(reloaded.store.state.backInStockSubscriptions).toEqual([]);
  });
});
