import { connectCart, connectCartTrigger } from "../../src/machines/cart";
import { answer, startCart } from "./cart.fixtures";

const trigger = (cart: ReturnType<typeof startCart>, options?: Parameters<typeof connectCartTrigger>[2]) =>
  connectCartTrigger(cart.actor.getSnapshot(), cart.actor.send, options);
const full = (cart: ReturnType<typeof startCart>) => connectCart(cart.actor.getSnapshot(), cart.actor.send);

describe("connectCartTrigger (a cart button without the mini cart)", () => {
  it("counts what the mini cart counts, queued actions included", async () => {
    const cart = startCart([{ variantId: 1, quantity: 2, properties: {} }]);
    expect(trigger(cart).itemCount).toBe(0);
    await answer(cart.service);
    expect(trigger(cart).itemCount).toBe(2);
    full(cart).add([{ id: 5, quantity: 3, preview: { title: "Sock 5", price: 1250 } }], { silent: true });
    expect(trigger(cart).itemCount).toBe(5);
    expect(trigger(cart).itemCount).toBe(full(cart).itemCount);
  });

  it("gives the same button props as connectCart's, and opens the one mini cart", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answer(cart.service);
    const own = trigger(cart, { triggerId: "header-bag" });
    expect(own.getTriggerProps({ className: "bag" })).toMatchObject({
      id: "header-bag",
      type: "button",
      "aria-label": "Bag, 1 item",
      "aria-haspopup": "dialog",
      "aria-expanded": false,
      "aria-controls": full(cart).getMiniCartProps().id,
      className: "bag",
    });
    const { onClick: _ownClick, ...ownProps } = trigger(cart).getTriggerProps();
    const { onClick: _fullClick, ...fullProps } = full(cart).getTriggerProps();
    expect(ownProps).toEqual(fullProps);
    own.getTriggerProps().onClick();
    expect(trigger(cart)).toMatchObject({ isMiniCartOpen: true });
    expect(trigger(cart).getTriggerProps()["aria-expanded"]).toBe(true);
  });

  it("labels the button with the caller's words", async () => {
    const cart = startCart([]);
    await answer(cart.service);
    const messages = { cartButtonLabel: "Basket ({count})", cartButtonLabelOne: "Basket (one)" };
    expect(trigger(cart, { messages }).getTriggerProps()["aria-label"]).toBe("Basket (0)");
  });
});
