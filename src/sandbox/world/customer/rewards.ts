import type { Balance, Reward, RewardDefinition } from "../customer.types";
import { type CustomerContext, daysAgo } from "./context";

const DAY = 86_400_000;

/** The kinds of reward the Fit Club programme issues. */
export type RewardKind = "assign" | "birthday" | "cashback" | "welcome";

/** Reward definitions of the Fit Club programme. */
export const REWARD_DEFINITIONS: Readonly<Record<RewardKind, RewardDefinition>> = {
  assign: {
    id: 11,
    handle: "shoe-assignment",
    name: "Shoe Assignment Reward",
    description: "$2 for every pair assigned to a child's profile.",
  },
  birthday: {
    id: 12,
    handle: "birthday",
    name: "Birthday Reward",
    description: "$10 for each child's birthday.",
  },
  cashback: {
    id: 13,
    handle: "cashback",
    name: "Cashback Reward",
    description: "10% cashback on your next order.",
  },
  welcome: {
    id: 14,
    handle: "welcome",
    name: "Welcome Reward",
    description: "A thank-you for joining Fit Club.",
  },
};

/** [definition, value, value remaining, days until expiry (negative: expired), issued days ago]. */
const PLAN: readonly (readonly [RewardKind, number, number, number, number])[] = [
  ["assign", 2, 2, 5, 85],
  ["assign", 2, 2, 12, 78],
  ["birthday", 10, 10, 19, 71],
  ["cashback", 20, 7.5, 60, 30],
  ["cashback", 12.5, 12.5, 45, 45],
  ["assign", 2, 2, 80, 10],
  ["birthday", 10, 10, 150, 20],
  ["welcome", 5, 5, 300, 60],
  ["assign", 2, 2, -3, 93],
  ["assign", 2, 2, -40, 130],
  ["birthday", 10, 10, -100, 190],
  ["cashback", 15, 15, -200, 290],
  ["assign", 2, 2, -300, 390],
  ["welcome", 5, 5, -400, 1090],
  ["birthday", 10, 0, 30, 60],
];

/**
 * The customer's rewards: eight active (three expiring within 21 days, one partly used),
 * six expired and one fully redeemed, so both history tabs page at four per page.
 *
 * @example
 * ```ts
 * buildRewards(context).filter((r) => r.is_active).length; // 8
 * ```
 */
export function buildRewards(context: CustomerContext): Reward[] {
  return PLAN.map(([key, initial, remaining, expiresIn, issuedAgo]) => {
    const issued = daysAgo(context, issuedAgo);
    const expired = expiresIn < 0;
    return {
      id: context.nextId("reward", 40_000),
      definition: { ...REWARD_DEFINITIONS[key] },
      value_initial: initial,
      value_remaining: remaining,
      is_active: !expired && remaining > 0,
      is_expired: expired,
      issued_at: issued,
      expires_at: new Date(context.now + expiresIn * DAY).toISOString(),
      created_at: issued,
    };
  });
}

/**
 * The reward balance: the sum of active rewards' remaining value, in dollars.
 *
 * @example
 * ```ts
 * buildBalance(rewards).reward_balance; // 51
 * ```
 */
export function buildBalance(rewards: readonly Reward[]): Balance {
  const cents = rewards
    .filter((r) => r.is_active)
    .reduce((sum, r) => sum + Math.round(r.value_remaining * 100), 0);
  return { reward_balance: cents / 100, point_balance: 0, currency: "AUD" };
}
