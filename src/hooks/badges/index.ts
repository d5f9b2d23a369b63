export {
  type ProductBadge,
  type PromoRules,
  type UseProductBadgeOptions,
  useProductBadge,
} from "./use-product-badge";
