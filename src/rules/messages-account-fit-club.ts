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
  /** Claim amount zero or negative: a purchase costs something (solekit wording). */
  claimAmountNotPositive: "Amount must be more than $0",
  /** Claim receipt reference longer than the service keeps (solekit wording). */
  claimReceiptTooLong: "Receipt reference must be 64 characters or fewer",
  /** Claim transaction date after today where the store is: no purchase is made in the future (solekit wording). */
  claimDateInFuture: "Transaction date can't be in the future",
  /** My Rewards: the rewards history heading (solekit wording). */
  rewardsHistoryTitle: "Rewards history",
  /** Rewards history tab list's name (solekit wording). */
  rewardsHistoryTabs: "Rewards history",
  /** Rewards history: a reward without an expiry date (solekit wording). */
  rewardNoExpiry: "No expiry",
  /** Assign Shoes modal title (solekit wording). */
  assignShoesTitle: "Assign shoes to your kids",
  /** Assign Shoes modal: the -1 option of the Assign child select (solekit wording). */
  assignNoChild: "Not now",
  /** Assign Shoes modal: what the chosen pairs earn (solekit wording). */
  assignEarns: "Earn {amount} for the pairs you assign",
  /** Assign Shoes modal: a pair older than the reward window (solekit wording). */
  assignNoRewardBadge: "No reward",
  /** Assign Shoes modal: a pair in the reward window (solekit wording). */
  assignRewardBadge: "+{amount}",
  /** Assign Shoes modal: submit (solekit wording). */
  assignSubmit: "Assign shoes",
  /** Assign Shoes modal: submitting (solekit wording). */
  assignSubmitting: "Assigning…",
  /** Assign Shoes modal: submit with no child chosen (solekit wording). */
  assignChooseChild: "Choose a child for at least one pair.",
  /** Assign Shoes modal: some pairs failed; the rest were assigned (solekit wording). */
  assignSomeFailed: "{count} could not be assigned. Your choices are kept: try again.",
  /** Assign Shoes modal: done, with a reward (solekit wording). */
  assignDoneReward: "{pairs} assigned. You earned {amount}.",
  /** Assign Shoes modal: done, no reward (solekit wording). */
  assignDone: "{pairs} assigned.",
  /** Assign Shoes modal: nothing to assign (solekit wording). */
  assignNothing: "There are no shoes to assign right now.",
  /** Assign Shoes modal: the customer has no children yet (solekit wording). */
  assignNoChildren: "Add a kid's profile first, then assign their shoes.",
  /** Modal close button's name (solekit wording). */
  rewardsModalClose: "Close",
  /** My Rewards: opens the claim modal (spec's side modal title). */
  claimTransaction: "Claim a transaction",
  /** Claim modal: what the form is for (solekit wording). */
  claimIntro: "Bought in store and it isn't in your account? Enter the receipt details to claim it.",
  /** Claim field label. */
  claimDateLabel: "Transaction date",
  /** Claim field label. */
  claimStoreLabel: "Store location",
  /** Claim store select's empty option (solekit wording). */
  claimStorePlaceholder: "Select a store",
  /** Claim field label. */
  claimReceiptLabel: "Receipt reference",
  /** Claim field label. */
  claimAmountLabel: "Amount",
  /** Claim submit (solekit wording). */
  claimSubmit: "Submit claim",
  /** Claim submitting (solekit wording). */
  claimSubmitting: "Submitting…",
  /** Claim cancel. */
  claimCancel: "Cancel",
  /** Claim modal: load the stores again after a failure (solekit wording). */
  claimStoresRetry: "Try again",
} as const;
