export { type UseProductListOptions, useProductList } from "./use-product-list";
