import { createContext, type ReactNode, useContext } from "react";
import type { PromoRules } from "../../rules/product-badge";

export type { PromoRules } from "../../rules/product-badge";

const NO_RULES: PromoRules = { badges: [], promolines: [] };

// Its own context rather than a provider option: the rules change with the host's merchandising
// (a metaobject, an endpoint), independently of the clients and the configuration.
const PromoRulesContext = createContext<PromoRules | null>(null);

/** Props of {@link PromoRulesProvider}. */
export interface PromoRulesProviderProps {
  /** The rules, as the host app loads them (its settings, a metaobject, an endpoint). */
  rules: PromoRules;
  /** The part of the page whose badges and promolines follow these rules. */
  children?: ReactNode;
}

/**
 * Gives every `useProductBadge` below it the host app's promo rules, so product cards, quick-search
 * rows and the product page do not pass them one by one. Pass a stable object (load the rules once,
 * or memoise them): a new object re-evaluates every badge. It may sit inside or outside
 * `SolekitProvider`.
 *
 * @example
 * ```tsx
 * <PromoRulesProvider rules={rulesFromMyCms}>
 *   <SolekitProvider config={config}><App /></SolekitProvider>
 * </PromoRulesProvider>
 * ```
 */
export function PromoRulesProvider({ rules, children }: PromoRulesProviderProps): ReactNode {
  return <PromoRulesContext.Provider value={rules}>{children}</PromoRulesContext.Provider>;
}

/**
 * The promo rules of the nearest {@link PromoRulesProvider}; no rules (so no badges) without one.
 *
 * @example
 * ```tsx
 * const { badges } = usePromoRules();
 * const rule = selectPromoRule(badges, product, { now: Date.now(), loggedIn: false });
 * ```
 */
export function usePromoRules(): PromoRules {
  return useContext(PromoRulesContext) ?? NO_RULES;
}
