// Sign-in widget strings (storefront §4, §5, §8). Part of the storefront catalogue; `useSignIn`
// and the sign-in portal client default to this part alone so they carry no other strings.

/** Sign-in part of the message catalogue: the sign-in widget and the sign-in portal client. */
export const signInMessages = {
  /** Sign-up email missing (solekit wording). */
  signUpEmailRequired: "Email is required",
  /** Sign-up email malformed (solekit wording). */
  signUpEmailInvalid: "Please enter a valid email address",
  /** Sign-up first name missing (solekit wording). */
  signUpFirstNameRequired: "First name is required",
  /** Sign-up last name missing (solekit wording). */
  signUpLastNameRequired: "Last name is required",
  /** Sign-up mobile missing (solekit wording). */
  signUpMobileRequired: "Mobile number is required",
  /** Sign-up mobile not Australian (solekit wording). */
  signUpMobileInvalid: "Please enter a valid Australian mobile number",
  /** Sign-up postcode missing (solekit wording). */
  signUpPostcodeRequired: "Postcode is required",
  /** A sign-up name or postcode over the free-text limit; `{limit}` is 200 (solekit wording). */
  signUpTooLong: "Please use at most {limit} characters",
  /** The generic sign-up error (solekit wording). */
  signUpFailed: "Sorry, we couldn't create your account. Please try again.",
  /** Sign-in success without a known customer id (solekit wording). */
  signInNotActivated: "Your Fit Club membership is not activated yet.",
  /** Continue input left empty (solekit wording). */
  signInIdentifierRequired: "Please enter your email or mobile number",
  /** Continue input neither an email nor an Australian mobile (solekit wording). */
  signInIdentifierInvalid: "Please enter a valid email address or Australian mobile number (04xx xxx xxx)",
  /** Success after a login email; `{email}` is where it went (solekit wording). */
  signInCheckInbox: "Check your inbox: we've emailed a login link to {email}.",
  /** Mobile code not six digits (solekit wording). */
  signInCodeInvalid: "Please enter the 6-digit code we texted you",
  /** A new SMS code was sent (solekit wording). */
  signInCodeResent: "We've texted you a new code.",
  /** The store configured no loyalty programme, so sign-in cannot work (solekit wording). */
  signInUnavailable: "Sign-in isn't available on this store right now.",
  /** Empty auth response. */
  responseDataEmpty: "Response data empty.",
  /** Unknown form action key. */
  invalidFormKey: "Invalid form key",
} as const;
