import { assign, createActor, setup } from "xstate";
import {
  connectQuantityStepper,
  type QuantityChanged,
  type QuantityStepperInput,
  quantityStepperMachine,
} from "../../src/machines/quantity-stepper";

function start(input: QuantityStepperInput = {}) {
  const actor = createActor(quantityStepperMachine, { input }).start();
  const heard: number[] = [];
  actor.on("quantity.changed", (event) => heard.push(event.quantity));
  const api = () => connectQuantityStepper(actor.getSnapshot(), actor.send, { id: "pdp" });
  return { actor, api, heard };
}

describe("quantity stepper (storefront §5)", () => {
  it("steps within 1…limit and says each change", () => {
    const { api, heard } = start({ limit: 3 });
    expect(api().quantity).toBe(1);
    api().decrement();
    api().increment();
    api().increment();
    api().increment();
    expect(api().quantity).toBe(3);
    expect(heard).toEqual([1, 2, 3, 3]);
  });

  it.each([
    ["0", 1],
    ["150", 99],
    ["7", 7],
    ["4.8", 4],
    ["abc", 1],
  ])("a typed %s commits as %i (limit 99)", (text, quantity) => {
    const { api } = start();
    api().setText(text);
    expect(api().getInputProps().value).toBe(text);
    expect(api().quantity).toBe(1);
    api().commit();
    expect(api().quantity).toBe(quantity);
    expect(api().getInputProps().value).toBe(String(quantity));
  });

  it("a missing or bad limit is 99", () => {
    expect(start().api().limit).toBe(99);
    expect(start({ limit: 0 }).api().limit).toBe(99);
  });

  it("pins the buttons' and input's props: names from the catalogue, aria-controls, disabled at the limits", () => {
    const { api } = start({ limit: 2 });
    const messages = { quantityDecrease: "Moins", quantityIncrease: "Plus" };
    const { actor } = start({ limit: 2 });
    const french = connectQuantityStepper(actor.getSnapshot(), actor.send, { id: "pdp", messages });
    expect(french.getDecrementProps()["aria-label"]).toBe("Moins");
    expect(french.getIncrementProps()["aria-label"]).toBe("Plus");
    const { onClick: _dec, ...decrement } = api().getDecrementProps();
    expect(decrement).toEqual({
      type: "button",
      "aria-label": "Decrease quantity",
      "aria-controls": "pdp-quantity",
      disabled: true,
    });
    expect(api().getLabelProps()).toEqual({ htmlFor: "pdp-quantity" });
    const { onChange: _change, onBlur: _blur, ...input } = api().getInputProps({ size: 3 });
    expect(input).toEqual({
      id: "pdp-quantity",
      name: "quantity",
      type: "text",
      inputMode: "numeric",
      value: "1",
      size: 3,
    });
    api()
      .getIncrementProps()
      .onClick({ preventDefault() {}, defaultPrevented: false });
    expect(api().getIncrementProps().disabled).toBe(true);
    expect(api().getDecrementProps().disabled).toBe(false);
  });

  it("the input's handlers type and commit", () => {
    const { api } = start();
    api()
      .getInputProps()
      .onChange({ target: { value: "12" } });
    api()
      .getInputProps()
      .onBlur({ preventDefault() {}, defaultPrevented: false });
    expect(api().quantity).toBe(12);
  });

  it("tells the actor that spawned it, by event", () => {
    const parent = setup({
      types: { context: {} as { quantity: number }, events: {} as QuantityChanged },
      actors: { stepper: quantityStepperMachine },
    }).createMachine({
      context: { quantity: 0 },
      invoke: { id: "stepper", src: "stepper", input: { limit: 5 } },
      on: { "quantity.changed": { actions: assign({ quantity: ({ event }) => event.quantity }) } },
    });
    const actor = createActor(parent).start();
    actor.getSnapshot().children.stepper?.send({ type: "quantity.increment" });
    expect(actor.getSnapshot().context.quantity).toBe(2);
  });
});
