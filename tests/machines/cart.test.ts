import { connectCart } from "../../src/machines/cart";
import { answer, answerAll, flush, GIFT_CARD_VARIANT, startCart } from "./cart.fixtures";

const api = (cart: ReturnType<typeof startCart>) => connectCart(cart.actor.getSnapshot(), cart.actor.send);
const methods = (cart: ReturnType<typeof startCart>) => cart.service.calls.map((call) => call.method);

describe("cart machine", () => {
  it("loads GET /cart?view=ajax once, then shows the lines with their collections", async () => {
    const cart = startCart([{ variantId: 1, quantity: 2, properties: {} }]);
    expect(api(cart).status).toBe("loading");
    await answer(cart.service);
    const loaded = api(cart);
    expect(loaded.status).toBe("success");
    expect(loaded.itemCount).toBe(2);
    expect(loaded.subtotal).toBe(2500);
    expect(loaded.lines[0]).toMatchObject({
      title: "Sock 1",
      variantTitle: "M",
      collections: ["collection-1"],
    });
    expect(methods(cart)).toEqual(["get"]);
  });

  it("shows an add at once, opens the mini cart when add.js takes it, then reads the cart", async () => {
    const cart = startCart();
    await answer(cart.service);
    api(cart).add([{ id: 5, quantity: 2, preview: { title: "Sock 5", price: 1250 } }]);
    expect(api(cart).itemCount).toBe(2);
    expect(api(cart).lines[0]).toMatchObject({ title: "Sock 5", isPending: true, linePrice: 2500 });
    expect(api(cart).isMiniCartOpen).toBe(false);
    expect(api(cart).isUpdating).toBe(true);
    await answer(cart.service);
    expect(api(cart).isMiniCartOpen).toBe(true);
    await answerAll(cart.service);
    expect(methods(cart)).toEqual(["get", "add", "get"]);
    expect(api(cart).lines[0]).toMatchObject({ isPending: false, quantity: 2 });
    expect(api(cart).isUpdating).toBe(false);
    expect(cart.emitted).toEqual([
      expect.objectContaining({ type: "cart.changed", actionIds: [1] }),
      // The whole cart, read after add.js: the lines' collections arrive with it.
      expect.objectContaining({ type: "cart.changed", actionIds: [] }),
    ]);
  });

  it("never opens the mini cart for an add the server refuses: the notice and the form say so", async () => {
    const cart = startCart();
    await answer(cart.service);
    api(cart).add([{ id: 5, quantity: 1 }]);
    await answer(cart.service, true);
    expect(api(cart).isMiniCartOpen).toBe(false);
    expect(cart.emitted).toEqual([expect.objectContaining({ type: "cart.failed", actionIds: [1] })]);
    // Over the stock (variant 9 has 3): the storefront's 422, same answer.
    api(cart).add([{ id: 9, quantity: 4 }]);
    await answerAll(cart.service);
    expect(api(cart).isMiniCartOpen).toBe(false);
    expect(api(cart).lines).toEqual([]);
  });

  it("opens the mini cart for the loud add the server took, after a refused one queued before it", async () => {
    const cart = startCart();
    await answer(cart.service);
    api(cart).add([{ id: 9, quantity: 4 }]);
    api(cart).add([{ id: 2, quantity: 1 }]);
    await answer(cart.service); // add.js refuses the 4 of 3
    expect(api(cart).isMiniCartOpen).toBe(false);
    await answer(cart.service); // takes the second
    expect(api(cart).isMiniCartOpen).toBe(true);
  });

  it("leaves the mini cart closed for a silent add", async () => {
    const cart = startCart();
    await answer(cart.service);
    api(cart).add([{ id: 5, quantity: 1 }], { silent: true });
    await answerAll(cart.service);
    expect(api(cart).isMiniCartOpen).toBe(false);
  });

  it("queues an action that arrives while a request is in flight and sends it after, in order", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    const line = api(cart).lines[0];
    if (!line) throw new Error("no line");
    api(cart).add([{ id: 2, quantity: 1 }], { silent: true });
    api(cart).remove(line.key);
    expect(cart.service.open.map((call) => call.method)).toEqual(["add"]);
    expect(api(cart).lines.map((l) => l.variantId)).toEqual([2]);
    await answerAll(cart.service);
    // change.js answers the whole cart, so the add's background read is not needed.
    expect(methods(cart)).toEqual(["get", "add", "change"]);
    expect(cart.server.lines.map((l) => l.variantId)).toEqual([2]);
    expect(api(cart).lines.map((l) => l.variantId)).toEqual([2]);
  });

  it("sends five quick + clicks as two requests and ends at the right quantity", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    const line = api(cart).lines[0];
    if (!line) throw new Error("no line");
    // The same props five times, as five clicks before the screen re-renders would use them.
    const plus = api(cart).getIncrementProps(line);
    for (let click = 0; click < 5; click++) plus.onClick();
    expect(api(cart).lines[0]?.quantity).toBe(6);
    await answerAll(cart.service);
    expect(methods(cart).filter((m) => m === "change")).toHaveLength(2);
    expect(cart.server.lines[0]?.quantity).toBe(6);
    expect(api(cart).lines[0]?.quantity).toBe(6);
  });

  it("stops the stepper at 1 and at the limit", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    const line = api(cart).lines[0];
    if (!line) throw new Error("no line");
    api(cart).getDecrementProps(line).onClick();
    expect(cart.service.open).toHaveLength(0);
    const capped = connectCart(cart.actor.getSnapshot(), cart.actor.send, { quantityLimit: 3 });
    for (let click = 0; click < 5; click++) capped.getIncrementProps(line).onClick();
    expect(api(cart).lines[0]?.quantity).toBe(3);
  });

  // Hydrogen's bug: mixed +/− clicks while requests run left the optimistic count wrong.
  it("keeps the optimistic count right through mixed + and − clicks while answers arrive", async () => {
    const cart = startCart([{ variantId: 1, quantity: 3, properties: {} }]);
    await answer(cart.service);
    const clicks = ["+", "-", "+", "+", "-", "-", "-", "+"] as const;
    let expected = 3;
    for (const [index, click] of clicks.entries()) {
      const line = api(cart).lines[0];
      if (!line) throw new Error("no line");
      const props = click === "+" ? api(cart).getIncrementProps(line) : api(cart).getDecrementProps(line);
      props.onClick();
      expected = Math.max(1, expected + (click === "+" ? 1 : -1));
      expect(api(cart).itemCount).toBe(expected);
      if (index % 3 === 1) await answer(cart.service);
      expect(api(cart).itemCount).toBe(expected);
    }
    await answerAll(cart.service);
    expect(api(cart).itemCount).toBe(expected);
    expect(cart.server.lines[0]?.quantity).toBe(expected);
  });

  it("rolls back a refused change to the confirmed cart, replays what was queued after it, and says why", async () => {
    const cart = startCart([{ variantId: 9, quantity: 1, properties: {} }]);
    await answer(cart.service);
    const sock = api(cart).lines[0];
    if (!sock) throw new Error("no line");
    api(cart).change(sock.key, 5); // over the stock of 3: the storefront's 422
    api(cart).add([{ id: 2, quantity: 1 }], { silent: true }); // queued behind it
    expect(api(cart).itemCount).toBe(6);
    await answer(cart.service); // the 422
    expect(cart.emitted).toEqual([
      expect.objectContaining({
        type: "cart.failed",
        actionIds: [1],
        error: expect.objectContaining({ status: 422, message: "You can only add 3 Sock 9 to the cart." }),
      }),
    ]);
    const rolledBack = api(cart);
    expect(rolledBack.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [9, 1],
      [2, 1],
    ]);
    expect(rolledBack.status).toBe("error");
    expect(rolledBack.errorMessage).toBe("You can only add 3 Sock 9 to the cart.");
    await answerAll(cart.service);
    expect(cart.server.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [9, 1],
      [2, 1],
    ]);
    expect(api(cart).status).toBe("success");
  });

  it("reads the cart again after a failure with nothing queued (the request may have reached the server)", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    api(cart).clear();
    await answer(cart.service, true);
    expect(cart.service.open.map((call) => call.method)).toEqual(["get"]);
    // A 500 without the storefront's description reads the catalogue's words, not the body's.
    expect(api(cart).errorMessage).toBe("Sorry, we couldn't update your bag. Please try again.");
    await answerAll(cart.service);
    expect(api(cart).itemCount).toBe(1);
  });

  // Hydrogen's bug: a late answer brought a removed line back.
  it("never lets a late answer bring back a line the shopper removed", async () => {
    const cart = startCart([
      { variantId: 1, quantity: 1, properties: {} },
      { variantId: 2, quantity: 1, properties: {} },
    ]);
    await answer(cart.service);
    const [first, second] = api(cart).lines;
    if (!first || !second) throw new Error("no lines");
    api(cart).change(first.key, 3); // in flight; its answer still holds line 2
    api(cart).remove(second.key); // queued
    await answer(cart.service);
    expect(api(cart).lines.map((l) => l.variantId)).toEqual([1]);
    // A background reload superseded by a removal is aborted, and its answer never shows.
    await answerAll(cart.service);
    cart.actor.send({ type: "cart.refresh" });
    const reload = cart.service.open[0];
    api(cart).change(first.key, 0);
    expect(reload?.signal.aborted).toBe(true);
    cart.service.settle(0, false);
    await flush();
    expect(api(cart).lines).toEqual([]);
    await answerAll(cart.service);
    expect(api(cart).lines).toEqual([]);
  });

  it("sends a change to a line still being added with the line's real key once the add is confirmed", async () => {
    const cart = startCart();
    await answer(cart.service);
    api(cart).add([{ id: 4, quantity: 1 }], { silent: true });
    const pending = api(cart).lines[0];
    if (!pending) throw new Error("no line");
    expect(pending.key).toMatch(/^pending:/);
    api(cart).change(pending.key, 2);
    await answerAll(cart.service);
    const change = cart.service.calls.find((call) => call.method === "change");
    expect(change?.input).toEqual({ id: cart.server.cart(null).items[0]?.key, quantity: 2 });
    expect(cart.server.lines[0]?.quantity).toBe(2);
  });

  it("merges consecutive updates of the same variants and keeps the last value", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    api(cart).update({ 1: 2 });
    api(cart).update({ 1: 3 });
    api(cart).update({ 1: 4 });
    await answerAll(cart.service);
    expect(cart.service.calls.filter((c) => c.method === "update").map((c) => c.input)).toEqual([
      { 1: 2 },
      { 1: 4 },
    ]);
    expect(cart.server.lines[0]?.quantity).toBe(4);
  });

  it("queues actions that arrive before the first load and sends them after it", async () => {
    const cart = startCart();
    api(cart).add([{ id: 3, quantity: 1 }], { silent: true });
    expect(api(cart).itemCount).toBe(1);
    await answerAll(cart.service);
    expect(methods(cart)).toEqual(["get", "add", "get"]);
    expect(api(cart).itemCount).toBe(1);
  });

  it("keeps naming a line's size after a change, whose answer lacks the view's size metafields", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    const line = api(cart).lines[0];
    if (!line) throw new Error("no line");
    expect(line.choices.map((choice) => choice.label)).toEqual(["Size: M"]);
    api(cart).change(line.key, 2);
    await answerAll(cart.service);
    expect(methods(cart)).toEqual(["get", "change"]);
    expect(api(cart).lines[0]?.choices.map((choice) => choice.label)).toEqual(["Size: M"]);
  });

  it("names a just-added line's size from the add's preview until the cart read brings it", async () => {
    const cart = startCart();
    await answer(cart.service);
    const preview = {
      title: "Runner",
      options: [
        { name: "Size", value: "04.5" },
        { name: "Width", value: "E" },
      ],
      sizeMetafields: { kids_uk: "4.5", kids_us: "5.5", euro: "21", centimeter: "53.34" },
    };
    api(cart).add([{ id: 5, quantity: 1, preview }]);
    const labels = () => api(cart).lines[0]?.choices.map((choice) => choice.label);
    expect(labels()).toEqual(["Size: US 5.5", "Width: E"]);
    await answer(cart.service); // add.js: its line carries no size metafields
    expect(api(cart).lines[0]?.isPending).toBe(false);
    expect(api(cart).confirmedCart?.items[0]?.size_metafields).toEqual(preview.sizeMetafields);
    expect(
      connectCart(cart.actor.getSnapshot(), cart.actor.send, { sizeUnit: "UK" }).lines[0]?.choices[0]?.label,
    ).toBe("Size: UK 4.5");
  });

  it("names who a gift card is for, from the click to the confirmed line; another line's properties stay unnamed", async () => {
    const cart = startCart();
    await answer(cart.service);
    const properties = { From: "Mum", To: "Sam", Email: "sam@example.com", Message: "Happy birthday!" };
    const preview = { title: "Gift Card", options: [{ name: "Amount", value: "$50" }], giftCard: true };
    api(cart).add([
      { id: GIFT_CARD_VARIANT, quantity: 1, properties, preview },
      { id: 3, quantity: 1, properties: { From: "Mum" } },
    ]);
    const details = () => api(cart).lines.map((line) => line.giftCardDetails.map((detail) => detail.label));
    const expected = [["From: Mum", "To: Sam", "Email: sam@example.com", "Message: Happy birthday!"], []];
    expect(api(cart).lines[0]?.isPending).toBe(true);
    expect(details()).toEqual(expected);
    await answerAll(cart.service);
    expect(api(cart).lines[0]?.isPending).toBe(false);
    expect(details()).toEqual(expected);
  });

  it("reloads on cart.refresh while idle", async () => {
    const cart = startCart();
    await answer(cart.service);
    cart.server.lines.push({ variantId: 7, quantity: 2, properties: {} }); // another tab
    cart.actor.send({ type: "cart.refresh" });
    expect(api(cart).isUpdating).toBe(true);
    await answer(cart.service);
    expect(api(cart).itemCount).toBe(2);
  });
});

describe("connectCart prop getters", () => {
  async function loaded() {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    const line = api(cart).lines[0];
    if (!line) throw new Error("no line");
    return { cart, line };
  }

  it("names the cart button with its count in the singular or the plural", async () => {
    const label = async (lines: Parameters<typeof startCart>[0]) => {
      const cart = startCart(lines);
      await answer(cart.service);
      return api(cart).getTriggerProps()["aria-label"];
    };
    const one = { variantId: 1, quantity: 1, properties: {} };
    expect([
      await label([]),
      await label([one]),
      await label([{ ...one, quantity: 2 }]),
      await label([one, { variantId: 7, quantity: 1, properties: {} }]),
    ]).toEqual(["Bag, 0 items", "Bag, 1 item", "Bag, 2 items", "Bag, 2 items"]);
  });

  it("wires the trigger and the dialog for a modal mini cart", async () => {
    const { cart } = await loaded();
    const closed = api(cart);
    expect(closed.getTriggerProps()).toMatchObject({
      id: "cart-trigger",
      type: "button",
      "aria-label": "Bag, 1 item",
      "aria-haspopup": "dialog",
      "aria-expanded": false,
      "aria-controls": "cart-dialog",
    });
    closed.getTriggerProps().onClick();
    const open = api(cart);
    expect(open.isMiniCartOpen).toBe(true);
    expect(open.getMiniCartProps()).toMatchObject({
      id: "cart-dialog",
      role: "dialog",
      "aria-modal": true,
      "aria-labelledby": "cart-title",
      tabIndex: -1,
    });
    expect(open.getMiniCartTitleProps()).toEqual({ id: "cart-title" });
    expect(open.getCloseButtonProps()).toMatchObject({ id: "cart-close", "aria-label": "Close bag" });
    const escapeKey = { key: "Escape", defaultPrevented: false, preventDefault: vi.fn() };
    open.getMiniCartProps().onKeyDown(escapeKey);
    expect(escapeKey.preventDefault).toHaveBeenCalled();
    expect(api(cart).isMiniCartOpen).toBe(false);
  });

  it("names each line's stepper and remove button after the product, and clamps to 1…99", async () => {
    const { cart, line } = await loaded();
    const a = api(cart);
    expect(a.getQuantityInputProps(line)).toMatchObject({
      type: "number",
      min: 1,
      max: 99,
      value: 1,
      "aria-label": "Quantity of Sock 1",
    });
    expect(a.getIncrementProps(line)).toMatchObject({
      "aria-label": "Increase quantity of Sock 1",
      disabled: false,
    });
    expect(a.getDecrementProps(line)).toMatchObject({
      "aria-label": "Decrease quantity of Sock 1",
      disabled: true,
    });
    expect(a.getRemoveButtonProps(line)).toMatchObject({ "aria-label": "Remove Sock 1" });
    a.getQuantityInputProps(line).onChange({ target: { value: "250" } });
    expect(api(cart).lines[0]?.quantity).toBe(99);
    a.getQuantityInputProps(line).onChange({ target: { value: "" } });
    expect(api(cart).lines[0]?.quantity).toBe(99);
  });

  it("runs the caller's handler first and skips ours when it prevents the default", async () => {
    const { cart, line } = await loaded();
    const props = api(cart).getIncrementProps(line, {
      className: "step",
      onClick: (event: { preventDefault(): void }) => event.preventDefault(),
    });
    expect(props.className).toBe("step");
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    props.onClick(event);
    expect(api(cart).lines[0]?.quantity).toBe(1);
  });
});
