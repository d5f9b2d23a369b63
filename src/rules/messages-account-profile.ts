// Account-area strings, profile part (account-area spec). Assembled in messages-account.ts.

/** Profile: details, marketing preferences, membership card and wallet pass (account-area §2 Profile, §4, §8). */
export const accountProfileMessages = {
  /** Profile without a first name (solekit wording). */
  profileFirstNameRequired: "First name is required",
  /** Profile without an email (solekit wording). */
  profileEmailRequired: "Email is required",
  /** Profile email malformed (solekit wording). */
  profileEmailInvalid: "Please enter a valid email address",
  /** Profile birthday not a date (solekit wording). */
  profileBirthdayInvalid: "Please enter a date as dd/mm/yyyy",
  /** Heading of the profile form's error summary (solekit wording). */
  profileErrorSummary: "Please check the following:",
  /** Profile details saved (solekit wording). */
  profileSaved: "Your details have been saved.",
  /** Profile save failed without a server message (solekit wording). */
  profileSaveFailed: "We couldn't save your details. Please try again.",
  /** Marketing preferences saved (solekit wording). */
  preferencesSaved: "Your marketing preferences have been saved.",
  /** Marketing preferences save failed: the toggles went back to what was saved (solekit wording). */
  preferencesNotSaved: "We couldn't save your preferences, so they are back as they were. {message}",
  /** Marketing preferences save failed without a server message (solekit wording). */
  preferencesSaveFailed: "Please try again.",
} as const;
