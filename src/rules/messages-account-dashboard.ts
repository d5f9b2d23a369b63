// Account-area strings, dashboard part (account-area spec). Assembled in messages-account.ts.

/** The dashboard's panels: kids-profile prompt, rewards balance, member offers (account-area §2 Dashboard). */
export const accountDashboardMessages = {
  /** Kids-profile prompt heading, shown while the customer has no children. */
  kidsPromptTitle: "Add your kids' profiles",
  /** Kids-profile prompt text; `{amount}` is the reward per pair. */
  kidsPromptText:
    "Keep each child's shoe size, birthday and favourites in one place, and earn {amount} for every pair you assign to them.",
  /** Kids-profile prompt link to the new-profile form. */
  kidsPromptLink: "Add a kid's profile",
  /** Rewards panel heading. */
  rewardsPanelTitle: "Rewards balance",
  /** Rewards panel: count of active rewards. */
  activeRewards: "{count} active rewards",
  /** Rewards panel: one active reward. */
  activeRewardsOne: "1 active reward",
  /** Rewards panel: no active reward. */
  noActiveRewards: "No active rewards yet",
  /** Rewards panel: how many active rewards expire within 21 days. */
  rewardsExpiringSoon: "{count} expiring soon",
  /** Rewards panel: the active reward that expires first. */
  nextRewardExpiry: "{name} ({amount}) expires on {date}",
  /** Rewards panel link to fit-club. */
  viewMyRewards: "View my rewards",
  /** Dashboard panel heading of the link to the offers section. */
  memberOffersTitle: "Member offers",
  /** Dashboard text of the link to the offers section. */
  memberOffersText: "Exclusive deals and early access for Fit Club members.",
  /** Dashboard link to the offers section. */
  seeMemberOffers: "See member offers",
} as const;
