import {
  type BadgeLocation,
  type BadgeRule,
  type PromoContext,
  type PromolineRule,
  type PromoProduct,
  saveBadgeText,
  selectPromoRule,
} from "./badges";
import { type ShopMessageCatalogue, shopMessages } from "./messages";

/** The shop's promo rules, as the host app loads them (its settings, a metaobject, an endpoint). */
export interface PromoRules {
  /** Badge rules. */
  readonly badges: readonly BadgeRule[];
  /** Promoline rules. */
  readonly promolines?: readonly PromolineRule[];
}

/** A product where a badge may show, and the rules that may badge it. */
export interface ProductBadgeInput {
  /** The product the rules are matched against (id, handle, tags, collections). */
  readonly product: PromoProduct;
  /** Price in cents. */
  readonly price: number;
  /** Compare-at price in cents, or null. */
  readonly compareAtPrice: number | null;
  /** Where it shows: `PLP` (grids, carousels, quick search) or `PDP` (the product page). */
  readonly location: BadgeLocation;
  /** The shop's rules. */
  readonly rules: PromoRules;
}

/** A product's badge, 'Save N%' and promoline (see {@link productBadge}). */
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
 * that targets the product and is live at `now` for this shopper (`loggedIn`), badge and
 * promoline each. What `useProductBadge` shows, for a host without React.
 *
 * @example
 * ```ts
 * const { badge, saveText } = productBadge(
 *   { product, price: 7000, compareAtPrice: 10000, location: "PLP", rules },
 *   { now: Date.now(), loggedIn: false },
 * );
 * ```
 */
export function productBadge(
  { product, price, compareAtPrice, location, rules }: ProductBadgeInput,
  context: PromoContext,
  catalogue: ShopMessageCatalogue = shopMessages,
): ProductBadge {
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
          catalogue,
        )
      : null,
    promoline: line ? { title: line.title, colours: line.colours ?? {} } : null,
  };
}
