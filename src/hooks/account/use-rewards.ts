import type { LoyaltyReward, RewardBalance } from "../../clients/loyalty";
import { rewardCalls } from "../../clients/loyalty/rewards";
import { rewardBalanceQuery, rewardsQuery } from "../../machines/rewards";
import { type AccountQueryApi, useAccountQuery } from "./use-account-query";

/**
 * Every reward of the customer, active and past (`Rewards`).
 *
 * @example
 * ```tsx
 * const rewards = useRewards();
 * const { active, past } = splitRewards(rewards.data ?? []);
 * ```
 */
export function useRewards(): AccountQueryApi<LoyaltyReward[]> {
  return useAccountQuery(rewardsQuery, rewardCalls);
}

/**
 * The customer's reward balance (`Balance`): `data.reward_balance` in dollars, shown ×100 as
 * currency with `formatLoyaltyValue`.
 *
 * @example
 * ```tsx
 * const balance = useRewardBalance();
 * return <p>{balance.data ? formatLoyaltyValue(balance.data.reward_balance) : "…"}</p>;
 * ```
 */
export function useRewardBalance(): AccountQueryApi<RewardBalance> {
  return useAccountQuery(rewardBalanceQuery, rewardCalls);
}
