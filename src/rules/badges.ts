import { type DateInput, toEpochMs } from "./dates";
import { formatMessage, type ShopMessageCatalogue, shopMessages } from "./messages";

/** Where a badge is shown: product listing (grid) or product detail page. */
export type BadgeLocation = "PLP" | "PDP";

/** Promo audience as the rule data names it; anything else counts as everyone. */
export type UserScope = "Logged Out Customers" | "Logged In Customers" | "all";

/** A promo badge or promoline rule (storefront §3). */
export interface PromoRule {
  /** Product tags the rule targets. */
  readonly tags?: readonly string[];
  /** Collection ids or handles the rule targets. */
  readonly collections?: readonly (string | number)[];
  /** Product ids or handles the rule targets. */
  readonly products?: readonly (string | number)[];
  /** First moment the rule applies (ISO); open when absent or blank. */
  readonly start_date?: string | null;
  /** Last moment the rule applies (ISO); open when absent or blank. */
  readonly end_date?: string | null;
  /** Audience. */
  readonly user_scope?: UserScope | string | null;
  /** Higher numbers win when several rules match. */
  readonly conditions?: {
    /** Priority; higher wins. */
    readonly priority?: number;
  };
}

/** A badge rule: a promo rule with the badge's look and where its 'Save N%' shows. */
export interface BadgeRule extends PromoRule {
  /** Badge appearance and placement. */
  readonly badge: {
    /** Badge text. */
    readonly text: string;
    /** Background colour. */
    readonly backgroundColor?: {
      /** CSS colour. */
      readonly value: string;
    };
    /** Text colour. */
    readonly foregroundColor?: {
      /** CSS colour. */
      readonly value: string;
    };
    /** Locations where the 'Save N%' badge shows. */
    readonly off_messaging?: readonly BadgeLocation[];
  };
}

/** A promoline rule: a promo rule with a line of text under the product. */
export interface PromolineRule extends PromoRule {
  /** Promoline text. */
  readonly title: string;
  /** Colours of the promoline. */
  readonly colours?: Readonly<Record<string, string>>;
}

/** The product a promo rule is matched against. */
export interface PromoProduct {
  /** Product id. */
  readonly id: string | number;
  /** Product handle. */
  readonly handle?: string;
  /** Product tags. */
  readonly tags: readonly string[];
  /** Collection ids or handles the product belongs to. */
  readonly collections: readonly (string | number)[];
}

/** Who is looking, and when. */
export interface PromoContext {
  /** The current time; rules never read the clock. */
  readonly now: DateInput;
  /** Whether the customer is logged in. */
  readonly loggedIn: boolean;
}

const hasAny = (wanted: readonly (string | number)[] | undefined, have: readonly (string | number)[]) =>
  (wanted ?? []).some((item) => have.some((own) => String(own) === String(item)));

/**
 * Whether a rule targets the product by tag, collection or product (id or handle). A rule that
 * targets nothing matches nothing, so a half-configured rule cannot badge the whole catalogue.
 *
 * @example
 * ```ts
 * promoTargets({ tags: ["sale"] }, { id: 1, tags: ["sale"], collections: [] }); // true
 * ```
 */
export function promoTargets(rule: PromoRule, product: PromoProduct): boolean {
  const ids = product.handle === undefined ? [product.id] : [product.id, product.handle];
  return (
    hasAny(rule.tags, product.tags) ||
    hasAny(rule.collections, product.collections) ||
    hasAny(rule.products, ids)
  );
}

/**
 * Whether a rule is live now for this audience. Blank dates leave that end open; an unreadable
 * date turns the rule off, because showing a promo outside its window is worse than missing it.
 *
 * @example
 * ```ts
 * isPromoActive({ start_date: "2024-01-01", user_scope: "Logged In Customers" }, { now: "2024-06-01", loggedIn: false }); // false
 * ```
 */
export function isPromoActive(rule: PromoRule, context: PromoContext): boolean {
  const now = toEpochMs(context.now);
  if (rule.start_date) {
    const start = toEpochMs(rule.start_date);
    if (Number.isNaN(start) || now < start) return false;
  }
  if (rule.end_date) {
    const end = toEpochMs(rule.end_date);
    if (Number.isNaN(end) || now > end) return false;
  }
  if (rule.user_scope === "Logged Out Customers") return !context.loggedIn;
  if (rule.user_scope === "Logged In Customers") return context.loggedIn;
  return true;
}

/**
 * The winning rule for a product: targeted, live, and highest `conditions.priority` (missing
 * priority counts as 0; ties go to the rule listed first).
 *
 * @example
 * ```ts
 * selectPromoRule([{ tags: ["sale"], conditions: { priority: 1 } }, { tags: ["sale"], conditions: { priority: 5 } }],
 *   { id: 1, tags: ["sale"], collections: [] }, { now: 0, loggedIn: false })?.conditions?.priority; // 5
 * ```
 */
export function selectPromoRule<R extends PromoRule>(
  rules: readonly R[],
  product: PromoProduct,
  context: PromoContext,
): R | undefined {
  let best: R | undefined;
  for (const rule of rules) {
    if (!promoTargets(rule, product) || !isPromoActive(rule, context)) continue;
    if (!best || (rule.conditions?.priority ?? 0) > (best.conditions?.priority ?? 0)) best = rule;
  }
  return best;
}

/**
 * The discount in whole percent, rounded down, or 0 when there is none.
 *
 * @example
 * ```ts
 * discountPercent(7499, 9999); // 25
 * ```
 */
export function discountPercent(price: number, compareAtPrice: number | null | undefined): number {
  if (!compareAtPrice || compareAtPrice <= price || compareAtPrice <= 0) return 0;
  return Math.floor(((compareAtPrice - price) * 100) / compareAtPrice);
}

/** Where a 'Save N%' badge would show, and the locations the badge's rule lists in its off-messaging. */
export interface SaveBadgePlacement {
  /** Where the badge would show: `PLP` (a product grid) or `PDP` (the product page). */
  readonly location: BadgeLocation;
  /**
   * The locations the badge rule's `off_messaging` lists; undefined (or a list without `location`) shows no
   * 'Save N%' badge.
   */
  readonly offMessaging: readonly BadgeLocation[] | undefined;
}

/**
 * The 'Save N%' badge text when compare-at price exceeds price and the location is listed in the
 * badge's off-messaging; `null` otherwise. A discount under 1% shows no badge rather than
 * "Save 0%".
 *
 * @example
 * ```ts
 * const prices = { price: 7000, compareAtPrice: 10000 };
 * saveBadgeText(prices, { location: "PLP", offMessaging: ["PLP", "PDP"] }); // "Save 30%"
 * saveBadgeText(prices, { location: "PDP", offMessaging: ["PLP"] }); // null
 * ```
 */
export function saveBadgeText(
  prices: { readonly price: number; readonly compareAtPrice?: number | null },
  { location, offMessaging }: SaveBadgePlacement,
  catalogue: ShopMessageCatalogue = shopMessages,
): string | null {
  if (!offMessaging?.includes(location)) return null;
  const percent = discountPercent(prices.price, prices.compareAtPrice);
  return percent > 0 ? formatMessage(catalogue.saveBadge, { percent }) : null;
}
