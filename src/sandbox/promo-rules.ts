import type { BadgeRule, PromolineRule } from "../rules/badges";

/** The sandbox's badge and promoline rules, as a host app would pass them to its pages. */
export interface SandboxPromoRules {
  /** Badge rules (text, colours, where 'Save N%' shows). */
  readonly badges: readonly BadgeRule[];
  /** Promoline rules. */
  readonly promolines: readonly PromolineRule[];
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A realistic promo set relative to `now`: an active sale badge with 'Save N%' on grids and
 * product pages, a higher-priority members-only badge for logged-in customers on the same
 * products, a scheduled badge (starts in a week), an expired one, a 'New' badge on new arrivals
 * and promolines with overlapping priorities. The highest-priority active rule wins.
 *
 * @example
 * ```ts
 * const { badges } = sandboxPromoRules(Date.now());
 * selectPromoRule(badges, product, { now: Date.now(), loggedIn: false })?.badge.text; // "Sale"
 * ```
 */
export function sandboxPromoRules(now: number): SandboxPromoRules {
  return {
    badges: [
      {
        tags: ["sale"],
        start_date: iso(now - 10 * DAY),
        end_date: iso(now + 20 * DAY),
        user_scope: "all",
        conditions: { priority: 10 },
        badge: {
          text: "Sale",
          backgroundColor: { value: "#b3261e" },
          foregroundColor: { value: "#ffffff" },
          off_messaging: ["PLP", "PDP"],
        },
      },
      {
        tags: ["sale"],
        start_date: iso(now - 10 * DAY),
        end_date: iso(now + 20 * DAY),
        user_scope: "Logged In Customers",
        conditions: { priority: 20 },
        badge: {
          text: "Fit Club price",
          backgroundColor: { value: "#5b2bb5" },
          foregroundColor: { value: "#ffffff" },
          off_messaging: ["PLP", "PDP"],
        },
      },
      {
        tags: ["new"],
        user_scope: "all",
        conditions: { priority: 5 },
        badge: { text: "New", backgroundColor: { value: "#1b1b1f" }, foregroundColor: { value: "#ffffff" } },
      },
      {
        collections: ["boots"],
        start_date: iso(now + 7 * DAY),
        user_scope: "all",
        conditions: { priority: 50 },
        badge: {
          text: "Winter drop",
          backgroundColor: { value: "#0b5d1e" },
          foregroundColor: { value: "#fff" },
        },
      },
      {
        collections: ["sandals"],
        end_date: iso(now - DAY),
        user_scope: "all",
        conditions: { priority: 50 },
        badge: { text: "Summer clearance", backgroundColor: { value: "#e0a800" } },
      },
    ],
    promolines: [
      {
        tags: ["sale"],
        user_scope: "all",
        conditions: { priority: 1 },
        title: "Extra 10% off sale styles at checkout",
        colours: { text: "#b3261e" },
      },
      {
        tags: ["Category:school-shoes"],
        user_scope: "all",
        conditions: { priority: 3 },
        title: "Free fitting in store: book a fitting",
        colours: { text: "#5b2bb5" },
      },
    ],
  };
}
