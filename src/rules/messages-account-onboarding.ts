// Account-area strings, onboarding overlay part (account-area spec, solekit wording unless the
// spec quotes it). Apart from the kids part so a child's page does not carry the overlay's
// strings. Assembled in messages-account.ts.

/** The onboarding overlay's own words (account-area §4); its child form's are in the kids part. */
export const accountOnboardingMessages = {
  /** Onboarding overlay title. */
  onboardingTitle: "Fit Club",
  /** Onboarding progress bar. */
  onboardingStep: "Step {step} of {total}",
  /** Onboarding Exit. */
  exit: "Exit",
  /** Onboarding brands beyond the first 12. */
  loadMoreBrands: "Load more",
  /** Onboarding intro heading. */
  onboardingIntroTitle: "Welcome to Fit Club",
  /** Onboarding intro text. */
  onboardingIntroText:
    "Tell us a little about your kids. We'll remember their details, help you find shoes that fit and send a reward on their birthday.",
  /** Onboarding intro: start. */
  onboardingStart: "Let's get started",
  /** Onboarding intro: skip. */
  onboardingSkip: "Skip for now",
  /** Step 1 heading. */
  onboardingAboutTitle: "About your child",
  /** Step 2 heading. */
  onboardingAvatarTitle: "Choose {name}'s avatar",
  /** Step 3 heading. */
  onboardingSportsTitle: "What sports does {name} love?",
  /** Step 4 heading. */
  onboardingBrandsTitle: "{name}'s favourite brands",
  /** Step 5 heading. */
  onboardingConfirmationTitle: "Check your kids' profiles",
  /** Name shown before a first name is typed. */
  onboardingYourChild: "your child",
  /** Sports and brands steps: any number may be picked. */
  onboardingPickHint: "Choose as many as you like, or skip this step.",
  /** The progress bar's name. */
  onboardingProgressLabel: "Progress",
  /** Next step. */
  onboardingNext: "Next",
  /** Skip a skippable step. */
  onboardingSkipStep: "Skip",
  /** Edit a child on the confirmation. */
  onboardingEdit: "Edit",
  /** Add another child from the confirmation. */
  onboardingAddChild: "Add another child",
  /** Submit on the confirmation. */
  onboardingSubmit: "Create profiles",
  /** Submit while it runs. */
  onboardingSubmitting: "Creating profiles…",
  /** A child created already. */
  onboardingCreated: "Profile created",
  /** A child whose steps are not finished. */
  onboardingIncomplete: "Not finished",
  /** Submit: some children could not be created. */
  onboardingSubmitFailed: "Some profiles couldn't be created. Edit the highlighted shoe tag and try again.",
  /** Submit: the service could not be reached. */
  onboardingSubmitUnavailable: "Something went wrong. Your details are kept: please try again.",
  /** Confirmation, a child's sports. */
  onboardingSportsSummary: "Sports: {list}",
  /** Confirmation, a child's brands. */
  onboardingBrandsSummary: "Brands: {list}",
  /** Confirmation, none picked. */
  onboardingNonePicked: "none yet",
  /** The avatar picker's name. */
  onboardingAvatarGroup: "Avatars",
} as const;
