export { connectQuantityStepper } from "./quantity-stepper.connect";
export { type QuantityStepperMachine, quantityStepperMachine } from "./quantity-stepper.machine";
export type {
  QuantityChanged,
  QuantityInputProps,
  QuantityStepButtonProps,
  QuantityStepperApi,
  QuantityStepperConnectOptions,
  QuantityStepperContext,
  QuantityStepperEvent,
  QuantityStepperInput,
  QuantityStepperMessages,
} from "./quantity-stepper.types";
