import { createCartClient, parseSolekitConfig } from "../../src/clients";
import { giftCardProperties } from "../../src/rules";
import type { Product, Variant } from "../../src/sandbox";
import { failure, faultMatrix } from "../support/fault-matrix";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const config = parseSolekitConfig(env.sandbox.config());
// Generous for every call, so a busy machine never turns an answer into a timeout; the impatient
// client gives up soon on the one fault that never answers.
const cart = createCartClient(config, { timeout: 10_000 });
const impatientCart = createCartClient(config, { timeout: 250 });

function pick(test: (product: Product, variant: Variant) => boolean): { product: Product; variant: Variant } {
  for (const product of env.sandbox.world.products) {
    if (!product.published) continue;
    const variant = product.variants.find((v) => test(product, v));
    if (variant) return { product, variant };
  }
  throw new Error("no such variant in the world");
}

const shoe = pick((p, v) => p.kind === "shoe" && v.inventory_quantity >= 3);
const sock = pick((p, v) => p.kind === "sock" && v.inventory_quantity >= 2);
const soldOut = pick((_, v) => v.inventory_quantity === 0);
const giftCard = pick((p) => p.kind === "gift-card");

describe("cart client", () => {
  it("starts with an empty cart", async () => {
    const empty = await cart.get();
    expect(empty).toMatchObject({ item_count: 0, total_price: 0, items: [] });
  });

  it("adds lines and answers the touched lines; get shows them with sku, product and collections", async () => {
    const added = await cart.add([
      { id: shoe.variant.id, quantity: 2 },
      { id: sock.variant.id, quantity: 1 },
    ]);
    expect(added.items.map((item) => [item.id, item.quantity])).toEqual([
      [shoe.variant.id, 2],
      [sock.variant.id, 1],
    ]);
    const current = await cart.get();
    expect(current.item_count).toBe(3);
    expect(current.total_price).toBe(shoe.variant.price * 2 + sock.variant.price);
    expect(current.items[0]).toMatchObject({
      id: shoe.variant.id,
      variant_id: shoe.variant.id,
      product_id: shoe.product.id,
      sku: shoe.variant.sku,
      handle: shoe.product.handle,
      quantity: 2,
      price: shoe.variant.price,
      line_price: shoe.variant.price * 2,
      collections: shoe.product.collections,
    });
  });

  it("adds to an existing line, and keeps gift cards with other details on separate lines", async () => {
    await cart.add([{ id: shoe.variant.id, quantity: 1 }]);
    await cart.add([{ id: shoe.variant.id, quantity: 1 }]);
    const toAlex = giftCardProperties({
      senderName: "Sam",
      recipientName: "Alex",
      recipientEmail: "alex@example.com",
      message: "Happy birthday",
    });
    const toKim = giftCardProperties({
      senderName: "Sam",
      recipientName: "Kim",
      recipientEmail: "kim@example.com",
    });
    await cart.add([{ id: giftCard.variant.id, quantity: 1, properties: toAlex }]);
    await cart.add([{ id: giftCard.variant.id, quantity: 1, properties: toKim }]);
    const current = await cart.get();
    expect(current.items).toHaveLength(3);
    expect(current.items[0]?.quantity).toBe(2);
    expect(current.items[1]?.properties).toEqual({
      From: "Sam",
      To: "Alex",
      Email: "alex@example.com",
      Message: "Happy birthday",
    });
    expect(current.items[1]?.gift_card).toBe(true);
    expect(current.items[2]?.properties).toEqual({ From: "Sam", To: "Kim", Email: "kim@example.com" });
  });

  it("updates quantities by variant id, and 0 removes the line", async () => {
    await cart.add([
      { id: shoe.variant.id, quantity: 1 },
      { id: sock.variant.id, quantity: 1 },
    ]);
    const updated = await cart.update({ [shoe.variant.id]: 3, [sock.variant.id]: 0 });
    expect(updated.items.map((item) => [item.id, item.quantity])).toEqual([[shoe.variant.id, 3]]);
    expect(updated.item_count).toBe(3);
  });

  it("changes one line by position or by key", async () => {
    await cart.add([
      { id: shoe.variant.id, quantity: 1 },
      { id: sock.variant.id, quantity: 1 },
    ]);
    const byLine = await cart.change({ line: 2, quantity: 2 });
    expect(byLine.items[1]).toMatchObject({ id: sock.variant.id, quantity: 2 });
    const key = byLine.items[0]?.key ?? "";
    const removed = await cart.change({ id: key, quantity: 0 });
    expect(removed.items.map((item) => item.id)).toEqual([sock.variant.id]);
  });

  it("clears the cart", async () => {
    await cart.add([{ id: shoe.variant.id, quantity: 1 }]);
    expect(await cart.clear()).toMatchObject({ item_count: 0, items: [] });
    expect((await cart.get()).items).toEqual([]);
  });

  it("keeps the cart between requests and between clients (it lives in the sandbox store)", async () => {
    await cart.add([{ id: shoe.variant.id, quantity: 1 }]);
    const again = createCartClient(config);
    expect((await again.get()).items.map((item) => item.id)).toEqual([shoe.variant.id]);
    expect(env.sandbox.store.state.carts["sandbox-cart"]).toEqual([
      { variantId: shoe.variant.id, quantity: 1, properties: {} },
    ]);
  });

  it("refuses more than the stock with the storefront's 422 and its description, adding nothing", async () => {
    const stock = shoe.variant.inventory_quantity;
    await cart.add([{ id: shoe.variant.id, quantity: 1 }]);
    const error = await failure(cart.add([{ id: shoe.variant.id, quantity: stock }]));
    expect(error).toMatchObject({
      kind: "http",
      status: 422,
      message: `You can only add ${stock} ${shoe.product.title} - ${shoe.variant.title} to the cart.`,
    });
    expect((await cart.get()).items[0]?.quantity).toBe(1);
  });

  it("refuses a sold-out variant, and an update beyond the stock", async () => {
    const sold = await failure(cart.add([{ id: soldOut.variant.id, quantity: 1 }]));
    expect(sold).toMatchObject({ status: 422, message: expect.stringContaining("is already sold out") });
    await cart.add([{ id: sock.variant.id, quantity: 1 }]);
    const tooMany = await failure(cart.update({ [sock.variant.id]: sock.variant.inventory_quantity + 1 }));
    expect(tooMany).toMatchObject({ status: 422, message: expect.stringContaining("You can only add") });
  });

  it("answers an unknown variant with 404 Cannot find variant, and a missing line with 400", async () => {
    expect(await failure(cart.add([{ id: 999_999_999, quantity: 1 }]))).toMatchObject({
      kind: "http",
      status: 404,
      message: "Cannot find variant",
    });
    expect(await failure(cart.change({ line: 5, quantity: 1 }))).toMatchObject({
      status: 400,
      message: "no valid id or line parameter",
    });
  });

  it("adds nothing when one line of a multi-line add fails", async () => {
    await failure(
      cart.add([
        { id: shoe.variant.id, quantity: 1 },
        { id: soldOut.variant.id, quantity: 1 },
      ]),
    );
    expect((await cart.get()).items).toEqual([]);
  });

  const callsOf = (client: typeof cart) => ({
    get: () => client.get(),
    add: () => client.add([{ id: shoe.variant.id, quantity: 1 }]),
    update: () => client.update({ [shoe.variant.id]: 1 }),
    change: () => client.change({ line: 1, quantity: 1 }),
    clear: () => client.clear(),
  });
  const calls = callsOf(cart);
  describe.each(Object.keys(calls) as (keyof typeof calls)[])("fault matrix: %s", (name) => {
    it.each(faultMatrix({ items: "not a list" }))("$name → $kind", async ({ fault, kind, status }) => {
      env.sandbox.faults.add({ match: "/cart**", ...fault });
      const error = await failure(callsOf(fault.timeout ? impatientCart : cart)[name]());
      expect(error.kind).toBe(kind);
      if (status) expect(error).toMatchObject({ status, message: `Injected fault (${status})` });
    });
  });

  it("carries the storefront's description as the message of a failure", async () => {
    env.sandbox.faults.add({
      match: "POST /cart/add.js",
      status: 422,
      body: { status: 422, message: "Cart Error", description: "Gift cards cannot be combined" },
    });
    expect((await failure(calls.add())).message).toBe("Gift cards cannot be combined");
  });
});
