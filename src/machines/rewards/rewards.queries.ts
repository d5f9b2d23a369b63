import type { LoyaltyReward, RewardBalance, RewardCalls } from "../../clients/loyalty";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/**
 * Every reward of the customer, active and past, cached as `Rewards`.
 *
 * @example
 * ```ts
 * const { active } = splitRewards(await queryClient.ensureQueryData(rewardsQuery(context)));
 * ```
 */
export const rewardsQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<RewardCalls>): AccountQueryOptions<LoyaltyReward[]> => ({
  queryKey: keys.of("Rewards"),
  queryFn: ({ signal }) => loyalty.getRewards({ signal }),
});

/**
 * The customer's balances (`reward_balance` in dollars, shown ×100 as currency), cached as
 * `Balance`.
 *
 * @example
 * ```ts
 * const { reward_balance } = await queryClient.ensureQueryData(rewardBalanceQuery(context));
 * formatLoyaltyValue(reward_balance); // "$49.50"
 * ```
 */
export const rewardBalanceQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<RewardCalls>): AccountQueryOptions<RewardBalance> => ({
  queryKey: keys.of("Balance"),
  queryFn: ({ signal }) => loyalty.getBalance({ signal }),
});
