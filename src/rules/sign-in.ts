import { type CommsFlags, DEFAULT_COMMS, normaliseComms } from "./comms";
import { isValidEmail } from "./email";
import { FREE_TEXT_MAX_LENGTH, isTextTooLong, sendableText, stripControlCharacters } from "./free-text";
import { formatMessage, type SignInMessageCatalogue, signInMessages } from "./messages";
import { isAustralianMobile, normalisePhone } from "./phone";

/** The four steps of the sign-in widget. */
export const SIGN_IN_STEPS = ["initial", "mobileCode", "details", "success"] as const;

/** One of {@link SIGN_IN_STEPS}. */
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

/** What the single continue input holds. */
export type SignInInputKind = "email" | "mobile";

/**
 * Classifies the continue input: text containing `@` is an email, anything else a mobile.
 *
 * @example
 * ```ts
 * signInInputKind("sam@example.com"); // "email"
 * signInInputKind("0412 345 678"); // "mobile"
 * ```
 */
export function signInInputKind(text: string): SignInInputKind {
  return text.includes("@") ? "email" : "mobile";
}

/** The side effect that accompanies a step change after the availability check. */
export type SignInAction = "sendLoginEmail" | "getSMSAuthCode" | "none";

/** Where the widget goes after the availability check, and what it sends on the way. */
export interface SignInTransition {
  /** The next step. */
  readonly step: SignInStep;
  /** The call to make on the way there. */
  readonly action: SignInAction;
}

/**
 * Decides the step after the availability check (storefront §4): an available identifier goes
 * to details for sign-up; an existing email gets a login email and success; an existing phone
 * gets an SMS code and the mobile-code step.
 *
 * @example
 * ```ts
 * signInStepAfterAvailability("mobile", false); // { step: "mobileCode", action: "getSMSAuthCode" }
 * ```
 */
export function signInStepAfterAvailability(kind: SignInInputKind, available: boolean): SignInTransition {
  if (available) return { step: "details", action: "none" };
  return kind === "email"
    ? { step: "success", action: "sendLoginEmail" }
    : { step: "mobileCode", action: "getSMSAuthCode" };
}

/** The sign-up details form. */
export interface SignUpForm {
  /** Email address. */
  readonly email: string;
  /** First name. */
  readonly firstName: string;
  /** Last name. */
  readonly lastName: string;
  /** Mobile as typed (any accepted form). */
  readonly mobile: string;
  /** Postcode. */
  readonly postcode: string;
  /** Marketing preferences; unspecified flags take {@link DEFAULT_COMMS} (not ticked, so not sent as consent). */
  readonly comms?: Partial<CommsFlags>;
}

/** Fields of {@link SignUpForm} that can carry an error. */
export type SignUpField = "email" | "firstName" | "lastName" | "mobile" | "postcode";

/** Field errors, only for fields that failed. */
export type SignUpErrors = Partial<Record<SignUpField, string>>;

// Blank when nothing but spaces and control characters is left.
const isBlank = (text: string) => !stripControlCharacters(text).trim();

/**
 * Validates the sign-up form: email, first name, last name, mobile and postcode are required;
 * the email must pass the one email rule (`emailSchema`, at most 254 characters), the mobile
 * must be Australian, and names and postcode must fit the free-text limit (200).
 *
 * @example
 * ```ts
 * validateSignUp({ email: "", firstName: "Sam", lastName: "Lee", mobile: "0412345678", postcode: "3000" });
 * // { email: "Email is required" }
 * ```
 */
export function validateSignUp(
  form: SignUpForm,
  catalogue: SignInMessageCatalogue = signInMessages,
): SignUpErrors {
  const errors: { -readonly [K in SignUpField]?: string } = {};
  if (!form.email.trim()) errors.email = catalogue.signUpEmailRequired;
  else if (!isValidEmail(form.email)) errors.email = catalogue.signUpEmailInvalid;
  const tooLong = formatMessage(catalogue.signUpTooLong, { limit: FREE_TEXT_MAX_LENGTH });
  if (isBlank(form.firstName)) errors.firstName = catalogue.signUpFirstNameRequired;
  else if (isTextTooLong(form.firstName)) errors.firstName = tooLong;
  if (isBlank(form.lastName)) errors.lastName = catalogue.signUpLastNameRequired;
  else if (isTextTooLong(form.lastName)) errors.lastName = tooLong;
  if (!form.mobile.trim()) errors.mobile = catalogue.signUpMobileRequired;
  else if (!isAustralianMobile(form.mobile)) errors.mobile = catalogue.signUpMobileInvalid;
  if (isBlank(form.postcode)) errors.postcode = catalogue.signUpPostcodeRequired;
  else if (isTextTooLong(form.postcode)) errors.postcode = tooLong;
  return errors;
}

/** A custom attribute of a loyalty profile. */
export interface CustomAttribute {
  /** Attribute namespace, e.g. `details`. */
  readonly namespace: string;
  /** Attribute handle, e.g. `postcode`. */
  readonly handle: string;
  /** Value type. */
  readonly type: "string";
  /** Value. */
  readonly value: string;
}

/** The account-creation payload of the sign-up step. */
export interface SignUpPayload {
  /** Email address, trimmed. */
  readonly email: string;
  /** First name, trimmed, without control characters, at most 200 characters. */
  readonly first_name: string;
  /** Last name, likewise. */
  readonly last_name: string;
  /** Mobile, normalised to `+61…`. */
  readonly mobile_phone: string;
  /** The postcode, as a `details` custom attribute. */
  readonly custom_attributes: readonly CustomAttribute[];
  /** Comms flags with a consistent opt-out. */
  readonly attributes: {
    /** Comms flags. */
    readonly comms: CommsFlags;
  };
}

/**
 * Builds the account-creation payload: details, the postcode as a `details` custom attribute of
 * type string, and the comms attributes.
 *
 * @example
 * ```ts
 * buildSignUpPayload({ email: "sam@example.com", firstName: "Sam", lastName: "Lee", mobile: "0412 345 678", postcode: "3000" })
 *   .mobile_phone; // "+61412345678"
 * ```
 */
export function buildSignUpPayload(form: SignUpForm): SignUpPayload {
  return {
    email: form.email.trim(),
    first_name: sendableText(form.firstName),
    last_name: sendableText(form.lastName),
    mobile_phone: normalisePhone(form.mobile),
    custom_attributes: [
      { namespace: "details", handle: "postcode", type: "string", value: sendableText(form.postcode) },
    ],
    attributes: { comms: normaliseComms({ ...DEFAULT_COMMS, ...form.comms }) },
  };
}

/** A server error of the sign-up call, as the loyalty service reports it. */
export interface SignUpServerError {
  /** Field the error belongs to, when the server names one. */
  readonly field?: string;
  /** Error text. */
  readonly message: string;
}

/** Where sign-up server errors show: under the mobile or email field, or below the form. */
export interface SignUpErrorPlacement {
  /** Message under the mobile field. */
  readonly mobile?: string;
  /** Message under the email field. */
  readonly email?: string;
  /** Message below the form. */
  readonly form?: string;
}

/**
 * Places sign-up server errors (storefront §8): `mobile_phone` and `email` errors go under their
 * fields; otherwise the first error, or the generic sign-up error, goes below the form.
 *
 * @example
 * ```ts
 * placeSignUpErrors([{ field: "email", message: "Taken" }]); // { email: "Taken" }
 * placeSignUpErrors([]); // { form: "Sorry, we couldn't create your account. Please try again." }
 * ```
 */
export function placeSignUpErrors(
  errors: readonly SignUpServerError[],
  catalogue: SignInMessageCatalogue = signInMessages,
): SignUpErrorPlacement {
  const mobile = errors.find((error) => error.field === "mobile_phone")?.message;
  const email = errors.find((error) => error.field === "email")?.message;
  if (mobile !== undefined || email !== undefined) {
    return { ...(mobile !== undefined && { mobile }), ...(email !== undefined && { email }) };
  }
  return { form: errors[0]?.message || catalogue.signUpFailed };
}

/**
 * Whether a thrown value carries sign-up errors already placed for the widget, as the loyalty
 * auth client's `SignUpError` does. A structural check, so the sign-in machine reads the
 * placement without importing the client (`docs/architecture.md`, "Layers").
 *
 * @example
 * ```ts
 * if (carriesSignUpPlacement(error)) showErrors(error.placement);
 * ```
 */
export function carriesSignUpPlacement(
  error: unknown,
): error is { readonly placement: SignUpErrorPlacement } {
  if (typeof error !== "object" || error === null || !("placement" in error)) return false;
  return typeof error.placement === "object" && error.placement !== null;
}
