import { assign, enqueueActions, setup } from "xstate";
import { clampQuantity, parseQuantityLimit, stepQuantity } from "../../rules/quantity";
import type {
  QuantityChanged,
  QuantityStepperContext,
  QuantityStepperEvent,
  QuantityStepperInput,
} from "./quantity-stepper.types";

type Ctx = { context: QuantityStepperContext };

const shown = (quantity: number) => ({ quantity, text: String(quantity) });
const typed = ({ event }: { event: Extract<QuantityStepperEvent, { type: "quantity.input" }> }) => event.text;

// The machine's type is inferred here and named by QuantityStepperMachine below.
function buildQuantityStepperMachine() {
  return setup({
    types: {
      context: {} as QuantityStepperContext,
      events: {} as QuantityStepperEvent,
      input: {} as QuantityStepperInput,
      emitted: {} as QuantityChanged,
    },
    actions: {
      increment: assign(({ context }: Ctx) => shown(stepQuantity(context.quantity, 1, context.limit))),
      decrement: assign(({ context }: Ctx) => shown(stepQuantity(context.quantity, -1, context.limit))),
      typeText: assign((_, text: string) => ({ text })),
      commit: assign(({ context }: Ctx) => {
        const value = Number.parseInt(context.text, 10);
        return shown(clampQuantity(Number.isNaN(value) ? context.quantity : value, context.limit));
      }),
      // The composing actor (a product form) and `actor.on` listeners hear every change.
      report: enqueueActions(({ context, self, enqueue }) => {
        const change: QuantityChanged = { type: "quantity.changed", quantity: context.quantity };
        enqueue.emit(change);
        if (self._parent) enqueue.sendParent(change);
      }),
    },
  }).createMachine({
    id: "quantityStepper",
    context: ({ input }) => ({ limit: parseQuantityLimit(input.limit), ...shown(1) }),
    initial: "idle",
    states: {
      idle: {
        on: {
          "quantity.increment": { actions: ["increment", "report"] },
          "quantity.decrement": { actions: ["decrement", "report"] },
          "quantity.input": { actions: { type: "typeText", params: typed } },
          "quantity.commit": { actions: ["commit", "report"] },
        },
      },
    },
  });
}

/** The machine type of {@link quantityStepperMachine}. */
export type QuantityStepperMachine = ReturnType<typeof buildQuantityStepperMachine>;

/**
 * The quantity stepper (storefront §5): minimum 1, maximum the limit (default 99); steps and
 * typed values are clamped, a typed value on commit (blur). Every change is emitted as
 * `quantity.changed`, and sent to the actor that spawned the stepper, if any.
 *
 * @example
 * ```ts
 * const stepper = createActor(quantityStepperMachine, { input: { limit: 5 } }).start();
 * stepper.on("quantity.changed", ({ quantity }) => console.log(quantity));
 * stepper.send({ type: "quantity.increment" }); // 2
 * ```
 */
export const quantityStepperMachine: QuantityStepperMachine = buildQuantityStepperMachine();
