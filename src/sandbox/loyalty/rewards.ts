import { REWARD_PER_PAIR_DOLLARS } from "../../rules/constants";
import type { SandboxState } from "../sandbox-state";
import type { Reward } from "../world";
import { buildBalance, REWARD_DEFINITIONS } from "../world/customer/rewards";
import { nextId } from "./customer-state";

/** Days an assignment reward stays usable (the spec does not say; a quarter is typical). */
export const ASSIGNMENT_REWARD_VALID_DAYS = 90;

const DAY_MS = 86_400_000;

/**
 * Credits the $2 assignment reward (in a store draft) and brings the balance up to date.
 *
 * @example
 * ```ts
 * const reward = store.update((draft) => creditAssignmentReward(draft, Date.now()));
 * ```
 */
export function creditAssignmentReward(draft: SandboxState, now: number): Reward {
  const issued = new Date(now).toISOString();
  const reward: Reward = {
    id: nextId(draft),
    definition: { ...REWARD_DEFINITIONS.assign },
    value_initial: REWARD_PER_PAIR_DOLLARS,
    value_remaining: REWARD_PER_PAIR_DOLLARS,
    is_active: true,
    is_expired: false,
    issued_at: issued,
    expires_at: new Date(now + ASSIGNMENT_REWARD_VALID_DAYS * DAY_MS).toISOString(),
    created_at: issued,
  };
  draft.customer.rewards.unshift(reward);
  draft.customer.balance = buildBalance(draft.customer.rewards);
  return reward;
}

/** A movement of the reward balance, as `GET /profile/ledgers` answers it. */
export interface LedgerEntryBody {
  /** Numeric id. */
  id: number;
  /** `reward.issued`, `reward.redeemed` or `reward.expired`. */
  type: string;
  /** What happened. */
  description: string;
  /** Dollars: positive when issued, negative when redeemed or expired. */
  amount: number;
  /** The reward it concerns. */
  reward_id: number;
  /** ISO date. */
  created_at: string;
}

/**
 * The ledger of the reward balance, derived from the rewards: each issue, the part redeemed and
 * the part that expired unused. Newest first.
 *
 * @example
 * ```ts
 * ledgerOf(state.customer.rewards)[0]?.type; // "reward.issued"
 * ```
 */
export function ledgerOf(rewards: readonly Reward[]): LedgerEntryBody[] {
  const entries = rewards.flatMap((reward): LedgerEntryBody[] => {
    const name = reward.definition.name;
    const redeemed = Math.round((reward.value_initial - reward.value_remaining) * 100) / 100;
    return [
      {
        id: reward.id * 10 + 1,
        type: "reward.issued",
        description: `${name} issued`,
        amount: reward.value_initial,
        reward_id: reward.id,
        created_at: reward.issued_at,
      },
      ...(redeemed > 0
        ? [
            {
              id: reward.id * 10 + 2,
              type: "reward.redeemed",
              description: `${name} redeemed`,
              amount: -redeemed,
              reward_id: reward.id,
              created_at: reward.issued_at,
            },
          ]
        : []),
      ...(reward.is_expired && reward.value_remaining > 0
        ? [
            {
              id: reward.id * 10 + 3,
              type: "reward.expired",
              description: `${name} expired`,
              amount: -reward.value_remaining,
              reward_id: reward.id,
              created_at: reward.expires_at,
            },
          ]
        : []),
    ];
  });
  return entries.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}
