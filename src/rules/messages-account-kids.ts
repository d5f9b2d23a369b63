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
  // Onboarding overlay (solekit wording unless the spec quotes it).
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
  /** First name label. */
  childFirstNameLabel: "First name",
  /** Last name label. */
  childLastNameLabel: "Last name (optional)",
  /** Birthday group label. */
  childBirthdayLabel: "Birthday (optional)",
  /** Birth month select. */
  childBirthMonthLabel: "Month",
  /** Birth year select. */
  childBirthYearLabel: "Year",
  /** Empty choice of the birthday selects. */
  childBirthdayUnset: "Not set",
  /** Gender label. */
  childGenderLabel: "Gender",
  /** Gender withheld. */
  genderWithheld: "Prefer not to say",
  /** Gender female. */
  genderFemale: "Girl",
  /** Gender male. */
  genderMale: "Boy",
  /** Shoe tag label. */
  childShoeTagLabel: "Shoe tag",
  /** Shoe tag hint. */
  childShoeTagHint: "A fun, unique nickname for your child's profile. Type one or let us suggest one.",
  /** Random shoe tag button. */
  suggestShoeTag: "Suggest a shoe tag",
  /** The random-name service failed. */
  shoeTagSuggestFailed: "We couldn't suggest a shoe tag just now. Please type one.",
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
  /** Child without a first name (solekit wording). */
  childFirstNameRequired: "First name is required",
  /** Child without an avatar (solekit wording). */
  childAvatarRequired: "Please choose an avatar",
  /** Child without a shoe tag (solekit wording). */
  childShoeTagRequired: "Shoe tag is required",
  /** The form_labels.shoe_tag_exists text (solekit wording). */
  shoeTagExists: "This shoe tag is already taken. Please choose another.",
  /** Measurement without size or width. */
  measurementIncomplete: "Please select both shoe size and width.",
  /** Measurements list, more to fetch. */
  showOlderEntries: "Show older entries",
} as const;
