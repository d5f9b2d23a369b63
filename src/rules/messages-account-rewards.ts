// Account-area strings, rewards part (account-area spec). Assembled in messages-account.ts.

/** Rewards as the dashboard and My Rewards both show them: the checklist, the unassigned-shoes panel and reward badges (account-area §2). */
export const accountRewardsMessages = {
  /** Sign-up checklist progress. */
  checklistProgress: "{completed}/{total} completed",
  /** Checklist button of an open item. */
  checklistAdd: "Add",
  /** Checklist button of a done item. */
  checklistCompleted: "Completed",
  /** Checklist item linking to /collections/shop-all. */
  startShopping: "Start shopping",
  /** Checklist item and the unassigned panel's no-reward case. */
  assignShoes: "Assign shoes",
  /** Assign shoes item text (the spec's 'shoe(s)', pluralised). */
  shoesToAssign: "You have {count} shoes to assign",
  /** Assign shoes item text for one pair. */
  shoesToAssignOne: "You have 1 shoe to assign",
  /** Checklist item shown while a child lacks a birthday. */
  addBirthday: "Add birthday",
  /** Unassigned panel: every pair still earns a reward. */
  onlyNewShoesToAssign: "Only new shoes to assign",
  /** Unassigned panel: some pairs are past the reward window. */
  oldOrdersWithShoesToAssign: "Old orders with shoes to assign",
  /** Reward badge at 21 days or fewer. */
  rewardExpiringSoon: "Expiring soon",
  /** Reward badge. */
  rewardActive: "Active",
  /** Reward badge. */
  rewardExpired: "Expired",
  /** Pairs of shoes, more than one. */
  pairs: "{count} pairs",
  /** One pair of shoes. */
  pairsOne: "1 pair",
  /** Unassigned panel, every pair in the reward window. */
  unassignedOnlyNewText: "{pairs} from your recent orders. Assign them to your kids to earn {reward}.",
  /** Unassigned panel, some pairs past the reward window. */
  unassignedOldOrdersText:
    "Assign {newPairs} from the last {days} days to earn {reward}. {oldPairs} from older orders can still be added to your kids' wardrobes.",
  /** Unassigned panel, no pair in the reward window. */
  unassignedNoRewardText:
    "{pairs} from orders more than {days} days old. Add them to your kids' wardrobes to keep their sizes up to date; they no longer earn a reward.",
  /** Sign-up checklist heading. */
  checklistTitle: "Your Fit Club checklist",
} as const;
