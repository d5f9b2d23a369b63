export { type UseBackInStockFormOptions, useBackInStockForm } from "./use-back-in-stock-form";
export { type UseGiftCardFormOptions, useGiftCardForm } from "./use-gift-card-form";
export {
  type UseProductFormOptions,
  type UseProductFormResult,
  useProductForm,
} from "./use-product-form";
