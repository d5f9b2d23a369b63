import * as v from "valibot";

/** A reward; values in dollars (the account area shows them ×100 as cents). */
export const loyaltyRewardSchema = v.object({
  id: v.number(),
  definition: v.object({
    id: v.optional(v.number()),
    handle: v.optional(v.string()),
    name: v.string(),
    description: v.nullish(v.string(), null),
  }),
  value_initial: v.optional(v.number()),
  value_remaining: v.number(),
  is_active: v.boolean(),
  is_expired: v.boolean(),
  issued_at: v.optional(v.string()),
  expires_at: v.nullish(v.string(), null),
  created_at: v.optional(v.string()),
});

/** A reward: its definition, value left, active and expired flags and expiry. */
export type LoyaltyReward = v.InferOutput<typeof loyaltyRewardSchema>;

/** The balances (`GET /profile/balances`); `reward_balance` is in dollars. */
export const rewardBalanceSchema = v.object({
  reward_balance: v.number(),
  point_balance: v.optional(v.number(), 0),
  currency: v.optional(v.string(), "AUD"),
});

/** Reward and point balances. */
export type RewardBalance = v.InferOutput<typeof rewardBalanceSchema>;

/** A ledger entry: a reward issued (positive amount), redeemed or expired (negative). */
export const ledgerEntrySchema = v.object({
  id: v.number(),
  type: v.string(),
  description: v.string(),
  amount: v.number(),
  reward_id: v.nullish(v.number(), null),
  created_at: v.string(),
});

/** One movement of the reward balance. */
export type LedgerEntry = v.InferOutput<typeof ledgerEntrySchema>;
