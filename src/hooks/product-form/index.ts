export { type UseProductFormOptions, useProductForm } from "./use-product-form";
