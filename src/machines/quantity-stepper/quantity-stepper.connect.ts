import type { SnapshotFrom } from "xstate";
import { productMessages } from "../../rules/messages";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { QuantityStepperMachine } from "./quantity-stepper.machine";
import type {
  QuantityStepperApi,
  QuantityStepperConnectOptions,
  QuantityStepperEvent,
} from "./quantity-stepper.types";

/**
 * Turns a quantity-stepper snapshot into its public API: the quantity, named actions, and the
 * props of the input and its two buttons (each names the input it steps).
 *
 * @example
 * ```ts
 * const api = connectQuantityStepper(stepper.getSnapshot(), stepper.send, { id: "pdp" });
 * api.getIncrementProps()["aria-label"]; // "Increase quantity"
 * ```
 */
export function connectQuantityStepper(
  snapshot: SnapshotFrom<QuantityStepperMachine>,
  send: (event: QuantityStepperEvent) => void,
  options: QuantityStepperConnectOptions = {},
): QuantityStepperApi {
  const messages = options.messages ?? productMessages;
  const inputId = domIds(options.id ?? "quantity-stepper")("quantity");
  const { quantity, limit, text } = snapshot.context;
  const button = (label: string, disabled: boolean, type: "quantity.decrement" | "quantity.increment") => ({
    type: "button" as const,
    "aria-label": label,
    "aria-controls": inputId,
    disabled,
    onClick: () => send({ type }),
  });
  return {
    status: "idle",
    error: null,
    errorMessage: null,
    quantity,
    limit,
    increment: () => send({ type: "quantity.increment" }),
    decrement: () => send({ type: "quantity.decrement" }),
    setText: (value) => send({ type: "quantity.input", text: value }),
    commit: () => send({ type: "quantity.commit" }),
    getLabelProps: (props) => mergeProps({ htmlFor: inputId }, props),
    getInputProps: (props) =>
      mergeProps(
        {
          id: inputId,
          name: "quantity" as const,
          type: "text" as const,
          inputMode: "numeric" as const,
          value: text,
          onChange: (event: ChangeEventLike) => send({ type: "quantity.input", text: event.target.value }),
          onBlur: () => send({ type: "quantity.commit" }),
        },
        props,
      ),
    getDecrementProps: (props) =>
      mergeProps(button(messages.quantityDecrease, quantity <= 1, "quantity.decrement"), props),
    getIncrementProps: (props) =>
      mergeProps(button(messages.quantityIncrease, quantity >= limit, "quantity.increment"), props),
  };
}
