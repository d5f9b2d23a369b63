import { DAY_MS } from "./constants";
import { type DateInput, toEpochMs } from "./dates";

/** A product-with-purchase rule (storefront §3). */
export interface PwpRule {
  /** Popup title; also the key its mute is stored under. */
  readonly title: string;
  /** Popup description. */
  readonly description?: string;
  /** Higher numbers are tried first; missing counts as 0. */
  readonly priority?: number;
  /** Days the popup stays muted after the shopper dismisses it. */
  readonly exclusionDays?: number;
  /** Product ids that trigger the rule when in the cart. */
  readonly upsellTriggerProducts?: readonly (string | number)[];
  /** Collection (id or handle) that triggers the rule when a cart item belongs to it. */
  readonly upsellTriggerCollection?: string | number | null;
  /** Products offered. */
  readonly upsellProducts?: readonly (string | number)[];
  /** Collection offered; the popup's View all link goes to it. */
  readonly upsellCollection?: string | null;
  /** How many offered products to show. */
  readonly productsToShow?: number;
}

/** A cart line as far as pwp matching cares. */
export interface PwpCartItem {
  /** Product id. */
  readonly product_id: string | number;
  /** Collection ids or handles of the product. */
  readonly collections?: readonly (string | number)[];
}

/** Mutes by rule title: epoch ms until which the rule stays quiet. */
export type PwpMutes = Readonly<Record<string, number>>;

/**
 * Whether the cart triggers a rule: any cart product is a trigger product, or belongs to the
 * trigger collection.
 *
 * @example
 * ```ts
 * pwpRuleMatches({ title: "Socks", upsellTriggerProducts: [7] }, [{ product_id: 7 }]); // true
 * ```
 */
export function pwpRuleMatches(rule: PwpRule, cartItems: readonly PwpCartItem[]): boolean {
  const triggers = (rule.upsellTriggerProducts ?? []).map(String);
  const collection = rule.upsellTriggerCollection;
  return cartItems.some(
    (item) =>
      triggers.includes(String(item.product_id)) ||
      (collection !== null &&
        collection !== undefined &&
        collection !== "" &&
        (item.collections ?? []).some((own) => String(own) === String(collection))),
  );
}

/**
 * Whether a rule is muted at `now`.
 *
 * @example
 * ```ts
 * isPwpMuted({ title: "Socks" }, { Socks: 2_000 }, 1_000); // true
 * ```
 */
export function isPwpMuted(rule: PwpRule, mutes: PwpMutes, now: DateInput): boolean {
  const until = mutes[rule.title];
  return until !== undefined && toEpochMs(now) < until;
}

/**
 * The mutes after the shopper dismisses a rule's popup: quiet for `exclusionDays` days from now.
 * A rule with no (or non-positive) exclusion days is not muted, so it may show again.
 *
 * @example
 * ```ts
 * mutePwpRule({ title: "Socks", exclusionDays: 2 }, {}, 0); // { Socks: 172800000 }
 * ```
 */
export function mutePwpRule(rule: PwpRule, mutes: PwpMutes, now: DateInput): PwpMutes {
  const days = rule.exclusionDays ?? 0;
  if (days <= 0) return mutes;
  return { ...mutes, [rule.title]: toEpochMs(now) + days * DAY_MS };
}

/** What a PWP rule is chosen against: the cart's items, the rules muted so far, and the time now. */
export interface PwpSelection {
  /** The cart's lines (product id and collections): a rule is a candidate when one of them triggers it. */
  readonly cartItems: readonly PwpCartItem[];
  /**
   * The rules the shopper has dismissed, by title, with the epoch ms until which each stays quiet (the stored
   * pwp mute).
   */
  readonly mutes: PwpMutes;
  /** The time now (a `Date`, epoch ms or ISO text), against which the mutes are read. */
  readonly now: DateInput;
}

/**
 * The rule whose popup should show: in priority order (highest first, ties in listed order), the
 * first that the cart triggers and that is not muted.
 *
 * @example
 * ```ts
 * const rules = [{ title: "Socks", upsellTriggerProducts: [7] }];
 * selectPwpRule(rules, { cartItems: [{ product_id: 7 }], mutes: {}, now: Date.now() })?.title; // "Socks"
 * ```
 */
export function selectPwpRule<R extends PwpRule>(
  rules: readonly R[],
  { cartItems, mutes, now }: PwpSelection,
): R | undefined {
  const ordered = rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => (b.rule.priority ?? 0) - (a.rule.priority ?? 0) || a.index - b.index);
  return ordered.find(({ rule }) => pwpRuleMatches(rule, cartItems) && !isPwpMuted(rule, mutes, now))?.rule;
}
