import type { LoyaltyReward } from "../../clients/loyalty";
import { REWARDS_PAGE_SIZE } from "../../rules/constants";
import { type DateInput, formatDate } from "../../rules/dates";
import type { MoneyOptions } from "../../rules/money";
import { formatLoyaltyValue, type RewardStatus, rewardStatus, splitRewards } from "../../rules/rewards";
import type { RewardRow, RewardsHistoryMessages, RewardsTab } from "./rewards-history.types";

const STATUS_TEXT = {
  expiringSoon: "rewardExpiringSoon",
  active: "rewardActive",
  expired: "rewardExpired",
} as const satisfies Record<RewardStatus, keyof RewardsHistoryMessages>;

/** How reward rows are read and worded: the time now (for the badges), the catalogue, the currency. */
export interface RewardRowsOptions {
  /**
   * The time now (a `Date`, epoch ms or ISO text): a reward expiring within 21 days of it is 'Expiring soon'.
   */
  readonly now: DateInput;
  /** The texts of the badges ('Expiring soon', 'Active', 'Expired') and of a reward with no expiry. */
  readonly catalogue: RewardsHistoryMessages;
  /**
   * How the value remaining is formatted as currency (format, currency, locale); the money formatter's
   * defaults (AUD) when left out.
   */
  readonly money?: MoneyOptions;
}

/**
 * The history's rows of one tab: reward type, value remaining as currency, the badge ('Expiring
 * soon' at 21 days or fewer, 'Active', 'Expired') and the expiry date, in the service's order.
 *
 * @example
 * ```ts
 * rewardRows(rewards, "active", { now: Date.now(), catalogue: rewardsHistoryMessages })[0]?.statusText; // "Expiring soon"
 * ```
 */
export function rewardRows(
  rewards: readonly LoyaltyReward[],
  tab: RewardsTab,
  { now, catalogue, money = {} }: RewardRowsOptions,
): RewardRow[] {
  return splitRewards(rewards)[tab].map((reward, index) => {
    const status = rewardStatus(reward, now);
    return {
      key: `${tab}-${reward.id}-${index}`,
      type: reward.definition.name,
      balanceText: formatLoyaltyValue(reward.value_remaining, money),
      status,
      statusText: catalogue[STATUS_TEXT[status]],
      expiryText: reward.expires_at ? formatDate(reward.expires_at) : catalogue.rewardNoExpiry,
      reward,
    };
  });
}

/**
 * One page (1-based) of rows, 4 a page.
 *
 * @example
 * ```ts
 * rewardsPage(rows, 2).length; // up to 4
 * ```
 */
export function rewardsPage<R>(rows: readonly R[], page: number): R[] {
  return rows.slice((page - 1) * REWARDS_PAGE_SIZE, page * REWARDS_PAGE_SIZE);
}
