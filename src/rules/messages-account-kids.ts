// Account-area strings, kids part (account-area spec). Assembled in messages-account.ts.

/** Kids' profiles: the child card and page, measurements, shoe tags and the onboarding overlay (account-area §2, §4). */
export const accountKidsMessages = {
  /** Child card link. */
  viewFullProfile: "view full profile",
  /** Hint on a child with no birthday (solekit wording). */
  birthdayRewardHint: "Add a birthday to receive a {amount} birthday reward.",
  /** Onboarding overlay title. */
  onboardingTitle: "Fit Club",
  /** Onboarding progress bar. */
  onboardingStep: "Step {step} of {total}",
  /** Onboarding Exit. */
  exit: "Exit",
  /** Onboarding brands beyond the first 12. */
  loadMoreBrands: "Load more",
  /** Child without a first name (solekit wording). */
  childFirstNameRequired: "First name is required",
  /** Child without an avatar (solekit wording). */
  childAvatarRequired: "Please choose an avatar",
  /** Child without a shoe tag (solekit wording). */
  childShoeTagRequired: "Shoe tag is required",
  /** The form_labels.shoe_tag_exists text (solekit wording). */
  shoeTagExists: "This shoe tag is already taken. Please choose another.",
  /** Measurements list, more to fetch. */
  showOlderEntries: "Show older entries",
} as const;
