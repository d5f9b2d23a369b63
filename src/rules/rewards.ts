import { BIRTHDAY_REWARD_DOLLARS, DAY_MS, EXPIRING_SOON_DAYS, REWARD_PER_PAIR_DOLLARS } from "./constants";
import { type DateInput, toEpochMs } from "./dates";
import {
  type AccountAreaMessageCatalogue,
  type AccountRewardsMessageCatalogue,
  accountAreaMessages,
  accountRewardsMessages,
  formatMessage,
} from "./messages";
import { formatMoney, type MoneyOptions } from "./money";

/** A reward as the loyalty service returns it. */
export interface Reward {
  /** Reward type. */
  readonly definition?: {
    /** Reward type name. */
    readonly name?: string;
    /** Description. */
    readonly description?: string | null;
  } | null;
  /** Value left, in dollars. */
  readonly value_remaining?: number | null;
  /** Whether the service counts it active. */
  readonly is_active: boolean;
  /** Whether the service counts it expired. */
  readonly is_expired?: boolean;
  /** Expiry time (ISO), if it expires. */
  readonly expires_at?: string | null;
}

/** The status badge of a reward. */
export type RewardStatus = "expiringSoon" | "active" | "expired";

/**
 * A reward's badge: 'Expired' when the service says so or its expiry has passed; 'Expiring soon'
 * when 21 days (exactly 21 × 24 h) or fewer remain; otherwise 'Active'. A reward with no expiry
 * is never expiring soon.
 *
 * @example
 * ```ts
 * rewardStatus({ is_active: true, expires_at: "2024-01-22T00:00:00Z" }, "2024-01-01T00:00:00Z"); // "expiringSoon"
 * rewardStatus({ is_active: true, expires_at: "2024-02-01T00:00:00Z" }, "2024-01-01T00:00:00Z"); // "active"
 * ```
 */
export function rewardStatus(reward: Reward, now: DateInput): RewardStatus {
  if (reward.is_expired) return "expired";
  if (!reward.expires_at) return "active";
  const remaining = toEpochMs(reward.expires_at) - toEpochMs(now);
  if (Number.isNaN(remaining)) return "active";
  if (remaining < 0) return "expired";
  return remaining <= EXPIRING_SOON_DAYS * DAY_MS ? "expiringSoon" : "active";
}

/**
 * The badge text of a reward status.
 *
 * @example
 * ```ts
 * rewardStatusLabel("expiringSoon"); // "Expiring soon"
 * ```
 */
export function rewardStatusLabel(
  status: RewardStatus,
  catalogue: AccountRewardsMessageCatalogue = accountRewardsMessages,
): string {
  const keys = {
    expiringSoon: "rewardExpiringSoon",
    active: "rewardActive",
    expired: "rewardExpired",
  } as const;
  return catalogue[keys[status]];
}

/** The rewards history under its two tabs. */
export interface RewardsByTab<R> {
  /** ACTIVE tab. */
  readonly active: R[];
  /** PAST tab. */
  readonly past: R[];
}

/**
 * Splits the rewards history into the ACTIVE tab (`is_active`) and the PAST tab (the rest),
 * keeping the service's order.
 *
 * @example
 * ```ts
 * splitRewards([{ is_active: true }, { is_active: false }]).past.length; // 1
 * ```
 */
export function splitRewards<R extends Pick<Reward, "is_active">>(rewards: readonly R[]): RewardsByTab<R> {
  return {
    active: rewards.filter((reward) => reward.is_active),
    past: rewards.filter((reward) => !reward.is_active),
  };
}

/**
 * Converts a loyalty dollar value (a balance's `reward_balance`, a reward's `value_remaining`) to
 * cents for the money formatter: the specs' "stored ×100". Rounded so 12.3 never becomes 1229.99.
 *
 * @example
 * ```ts
 * loyaltyValueToCents(12.3); // 1230
 * ```
 */
export function loyaltyValueToCents(value: number): number {
  return Math.round(value * 100);
}

/**
 * Formats a loyalty dollar value (balance or reward value) as currency.
 *
 * @example
 * ```ts
 * formatLoyaltyValue(12.5); // "$12.50"
 * ```
 */
export function formatLoyaltyValue(value: number | null | undefined, options: MoneyOptions = {}): string {
  return formatMoney(loyaltyValueToCents(value ?? 0), options);
}

/**
 * The violet 'Rewards: {amount}' chip text, or `null` when the balance is 0 and the chip hides.
 *
 * @example
 * ```ts
 * rewardsChipText(20); // "Rewards: $20.00"
 * rewardsChipText(0); // null
 * ```
 */
export function rewardsChipText(
  balance: number | null | undefined,
  catalogue: Pick<AccountAreaMessageCatalogue, "rewardsChip"> = accountAreaMessages,
): string | null {
  if (!balance || loyaltyValueToCents(balance) === 0) return null;
  return formatMessage(catalogue.rewardsChip, { amount: formatLoyaltyValue(balance) });
}

/**
 * The reward, in dollars, for assigning pairs still in the reward window: $2 per pair.
 *
 * @example
 * ```ts
 * assignmentReward(3); // 6
 * ```
 */
export function assignmentReward(qualifyingPairs: number): number {
  return Math.max(0, Math.floor(qualifyingPairs)) * REWARD_PER_PAIR_DOLLARS;
}

/**
 * The birthday rewards, in dollars, children can earn: $10 per child.
 *
 * @example
 * ```ts
 * birthdayRewards(2); // 20
 * ```
 */
export function birthdayRewards(children: number): number {
  return Math.max(0, Math.floor(children)) * BIRTHDAY_REWARD_DOLLARS;
}
