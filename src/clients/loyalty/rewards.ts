import * as v from "valibot";
import { dataOf, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import {
  type LedgerEntry,
  type LoyaltyReward,
  ledgerEntrySchema,
  loyaltyRewardSchema,
  type RewardBalance,
  rewardBalanceSchema,
} from "./schemas/reward.schemas";

/** Reward, balance and ledger calls of the {@link LoyaltyClient}. */
export interface RewardCalls {
  /**
   * Every reward, active and past (`GET /profile/rewards`); split them with `splitRewards`.
   *
   * @example
   * ```ts
   * const { active, past } = splitRewards(await loyalty.getRewards());
   * ```
   */
  getRewards(options?: LoyaltyRequestOptions): Promise<LoyaltyReward[]>;
  /**
   * The balances (`GET /profile/balances`); `reward_balance` is in dollars.
   *
   * @example
   * ```ts
   * const { reward_balance } = await loyalty.getBalance();
   * ```
   */
  getBalance(options?: LoyaltyRequestOptions): Promise<RewardBalance>;
  /**
   * Movements of the reward balance (`GET /profile/ledgers`), newest first.
   *
   * @example
   * ```ts
   * const ledger = await loyalty.getLedgers();
   * ```
   */
  getLedgers(options?: LoyaltyRequestOptions): Promise<LedgerEntry[]>;
}

/**
 * Builds the reward calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const balance = await rewardCalls(connection).getBalance();
 * ```
 */
export function rewardCalls(ctx: LoyaltyContext): RewardCalls {
  return {
    getRewards: (options = {}) =>
      ctx.api.request({
        path: "/profile/rewards",
        schema: dataOf(v.array(loyaltyRewardSchema)),
        signal: options.signal,
      }),
    getBalance: (options = {}) =>
      ctx.api.request({
        path: "/profile/balances",
        schema: dataOf(rewardBalanceSchema),
        signal: options.signal,
      }),
    getLedgers: (options = {}) =>
      ctx.api.request({
        path: "/profile/ledgers",
        schema: dataOf(v.array(ledgerEntrySchema)),
        signal: options.signal,
      }),
  };
}
