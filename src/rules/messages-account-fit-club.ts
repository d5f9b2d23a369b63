// Account-area strings, fit-club part (account-area spec). Assembled in messages-account.ts.

/** My Rewards' own screens: the rewards history, the Assign Shoes modal and claims (account-area §2 My Rewards, §4). */
export const accountFitClubMessages = {
  /** Rewards history ACTIVE tab. */
  rewardsTabActive: "Active",
  /** Rewards history PAST tab. */
  rewardsTabPast: "Past",
  /** Rewards history column. */
  rewardTypeColumn: "Reward type",
  /** Rewards history column. */
  rewardBalanceColumn: "Balance",
  /** Rewards history column. */
  rewardStatusColumn: "Status",
  /** Rewards history column. */
  rewardExpiryColumn: "Expiry date",
  /** The no_rewards text (solekit wording). */
  noRewards: "You don't have any rewards yet.",
  /** Assign Shoes modal dropdown. */
  assignChild: "Assign child",
  /** Claim success. */
  transactionCreated: "Transaction Created",
  /** Claim field missing (solekit wording). */
  claimDateRequired: "Transaction date is required",
  /** Claim field missing (solekit wording). */
  claimStoreRequired: "Store location is required",
  /** Claim field missing (solekit wording). */
  claimReceiptRequired: "Receipt reference is required",
  /** Claim field missing (solekit wording). */
  claimAmountRequired: "Amount is required",
  /** Claim amount not a number (solekit wording). */
  claimAmountNotNumeric: "Amount must be a number",
} as const;
