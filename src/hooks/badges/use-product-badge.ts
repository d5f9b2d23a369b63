import { useMemo } from "react";
import { type BadgeLocation, type PromoProduct, saveBadgeText, selectPromoRule } from "../../rules/badges";
import { shopMessages } from "../../rules/messages";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { type PromoRules, usePromoRules } from "./promo-rules";

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

/** What {@link useProductBadge} shows. */
export interface ProductBadge {
  /** The winning badge rule's look, or null. */
  readonly badge: {
    /** Badge text. */
    readonly text: string;
    /** Background colour, if the rule sets one. */
    readonly backgroundColor: string | null;
    /** Text colour, if the rule sets one. */
    readonly foregroundColor: string | null;
  } | null;
  /** 'Save N%' when the compare-at price is higher and the badge lists the location, else null. */
  readonly saveText: string | null;
  /** The winning promoline, or null. */
  readonly promoline: {
    /** Its text. */
    readonly title: string;
    /** Its colours by name (e.g. `text`). */
    readonly colours: Readonly<Record<string, string>>;
  } | null;
}

/**
 * The badge, 'Save N%' and promoline of a product (storefront §3, §9): the highest-priority rule
 * that targets the product and is live now (start and end dates, the runtime's clock) for this
 * shopper (user scope, from the page's customer session in the provider's configuration). The
 * rules are the `rules` option's, else those of the nearest `PromoRulesProvider`.
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
  return useMemo(() => {
    const context = { now: clock.now(), loggedIn };
    const rule = selectPromoRule(rules.badges, product, context);
    const line = selectPromoRule(rules.promolines ?? [], product, context);
    return {
      badge: rule
        ? {
            text: rule.badge.text,
            backgroundColor: rule.badge.backgroundColor?.value ?? null,
            foregroundColor: rule.badge.foregroundColor?.value ?? null,
          }
        : null,
      saveText: rule
        ? saveBadgeText(
            { price, compareAtPrice },
            { location, offMessaging: rule.badge.off_messaging },
            messages,
          )
        : null,
      promoline: line ? { title: line.title, colours: line.colours ?? {} } : null,
    };
  }, [clock, loggedIn, product, price, compareAtPrice, location, rules, messages]);
}
