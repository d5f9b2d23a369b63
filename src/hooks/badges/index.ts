export {
  type PromoRules,
  PromoRulesProvider,
  type PromoRulesProviderProps,
  usePromoRules,
} from "./promo-rules";
export { type ProductBadge, type UseProductBadgeOptions, useProductBadge } from "./use-product-badge";
