export {
  type CartActorsClient,
  type CartActorsOptions,
  createCartActors,
  type VisibilitySource,
} from "./cart.actors";
export { connectCart } from "./cart.connect";
export { cartFailureMessage } from "./cart.failure-message";
export { type CartMachine, cartMachine } from "./cart.machine";
export type {
  CartAction,
  CartAddLine,
  CartAnswer,
  CartApi,
  CartButtonProps,
  CartConnectOptions,
  CartContext,
  CartEmitted,
  CartEvent,
  CartInput,
  CartLine,
  CartLinePreview,
  CartMessages,
  CartQuantityInputProps,
  CartQueueEntry,
  CartRequest,
  CartTriggerApi,
  CartTriggerConnectOptions,
  CartTriggerProps,
  MiniCartProps,
  MiniCartTitleProps,
} from "./cart.types";
export { connectCartTrigger } from "./cart-trigger.connect";
