export type {
  CartAddLine,
  CartApi,
  CartButtonProps,
  CartLine,
  CartLinePreview,
  CartQuantityInputProps,
  CartTriggerProps,
  MiniCartProps,
  MiniCartTitleProps,
} from "../../machines/cart";
export { type UseCartOptions, useCart } from "./use-cart";
