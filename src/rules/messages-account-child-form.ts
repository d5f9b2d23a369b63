// Account-area strings, the child form's part (account-area spec). Assembled in messages-account-kids.ts.

/**
 * The child form's words (account-area §2, §4 "Child save"): its labels, choices and messages, on
 * a child's page (`useChildForm`) and in the onboarding overlay's child step, which carry this
 * part alone of the kids' words.
 */
export const accountChildFormMessages = {
  /** Hint on a child with no birthday (solekit wording). */
  birthdayRewardHint: "Add a birthday to receive a {amount} birthday reward.",
  /** First name label. */
  childFirstNameLabel: "First name",
  /** Last name label, in onboarding and the child form (spec §5: a child's last name is optional). */
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
  /** Child without a first name (solekit wording). */
  childFirstNameRequired: "First name is required",
  /** Child without an avatar (solekit wording). */
  childAvatarRequired: "Please choose an avatar",
  /** Child without a shoe tag (solekit wording). */
  childShoeTagRequired: "Shoe tag is required",
  /** The form_labels.shoe_tag_exists text (solekit wording). */
  shoeTagExists: "This shoe tag is already taken. Please choose another.",
  /** Child card: shoe tag label. */
  shoeTagLabel: "Shoe tag",
  /** Child form labels. */
  firstNameLabel: "First name",
  /** Child form labels. */
  birthMonthLabel: "Birth month",
  /** Child form labels. */
  birthYearLabel: "Birth year",
  /** Child form labels. */
  genderLabel: "Gender",
  /** Child form labels. */
  avatarLabel: "Avatar",
  /** The name service failed (solekit wording). */
  randomShoeTagFailed: "We couldn't suggest a shoe tag. Type one instead.",
} as const;
