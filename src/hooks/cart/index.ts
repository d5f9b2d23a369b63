export type {
  CartAddLine,
  CartApi,
  CartButtonProps,
  CartLine,
  CartLinePreview,
  CartQuantityInputProps,
  CartTriggerApi,
  CartTriggerProps,
  MiniCartProps,
  MiniCartTitleProps,
} from "../../machines/cart";
export { type UseCartOptions, useCart } from "./use-cart";
export { type UseCartTriggerOptions, useCartTrigger } from "./use-cart-trigger";
