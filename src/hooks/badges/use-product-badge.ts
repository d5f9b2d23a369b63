import { useMemo } from "react";
import type { BadgeLocation, PromoProduct } from "../../rules/badges";
import { shopMessages } from "../../rules/messages";
import { type ProductBadge, type PromoRules, productBadge } from "../../rules/product-badge";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { usePromoRules } from "./promo-rules";

export type { ProductBadge } from "../../rules/product-badge";

/** Options of {@link useProductBadge}. */
export interface UseProductBadgeOptions {
  /** The product the rules are matched against (id, handle, tags, collections). */
  product: PromoProduct;
  /** Price in cents. */
  price: number;
  /** Compare-at price in cents, or null. */
  compareAtPrice: number | null;
  /** Where it shows: `PLP` (grids, carousels, quick search) or `PDP` (the product page). */
  location: BadgeLocation;
  /**
   * The rules, as the host app loads them (its settings, a metaobject, an endpoint).
   * @default the nearest `PromoRulesProvider`'s rules, else none
   */
  rules?: PromoRules;
}

/**
 * The badge, 'Save N%' and promoline of a product (storefront §3, §9): the highest-priority rule
 * that targets the product and is live now (start and end dates, the runtime's clock) for this
 * shopper (user scope, from the page's customer session in the provider's configuration). The
 * rules are the `rules` option's, else those of the nearest `PromoRulesProvider`. Without React:
 * `productBadge` (`solekit/rules`) with the rules and `{ now, loggedIn }`.
 *
 * @example
 * ```tsx
 * const { badge, saveText } = useProductBadge({ product, price, compareAtPrice, location: "PLP" });
 * return badge ? <span style={{ background: badge.backgroundColor ?? undefined }}>{badge.text}</span> : null;
 * ```
 */
export function useProductBadge(options: UseProductBadgeOptions): ProductBadge {
  const { clock, config } = useSolekit();
  const messages = useMessages(shopMessages);
  // The page's session as the host rendered it (a sign-in or a logout reloads the page), read
  // without the customer actor so a grid's badges do not ship the loyalty client.
  const loggedIn = config.customer?.logged === true;
  const provided = usePromoRules();
  const { product, price, compareAtPrice, location } = options;
  const rules = options.rules ?? provided;
  return useMemo(
    () =>
      productBadge(
        { product, price, compareAtPrice, location, rules },
        { now: clock.now(), loggedIn },
        messages,
      ),
    [clock, loggedIn, product, price, compareAtPrice, location, rules, messages],
  );
}
