import { parseDayMonthYear } from "./dates";
import { isValidEmail } from "./email";
import { type AccountMessageCatalogue, accountProfileMessages } from "./messages";
import { normalisePhone } from "./phone";
import { placeServiceErrors } from "./service-errors";

/** The profile details form. */
export interface ProfileForm {
  /** First name (required). */
  readonly firstName: string;
  /** Last name. */
  readonly lastName: string;
  /** Email (required, read-only in the form). */
  readonly email: string;
  /** Mobile as typed; optional. */
  readonly mobile: string;
  /** Birthday as dd/mm/yyyy; optional. */
  readonly birthday: string;
}

/** The loaded profile fields the form starts from. */
export interface ProfileDetails {
  /** First name. */
  readonly first_name?: string | null;
  /** Last name. */
  readonly last_name?: string | null;
  /** Email. */
  readonly email?: string | null;
  /** Mobile in `+61…` form. */
  readonly mobile_phone?: string | null;
  /** Birthday day. */
  readonly birth_day?: number | null;
  /** Birthday month. */
  readonly birth_month?: number | null;
  /** Birthday year. */
  readonly birth_year?: number | null;
}

/** Errors of the profile form. */
export interface ProfileErrors {
  /** First-name error. */
  readonly firstName?: string;
  /** Last-name error (from the service: too long). */
  readonly lastName?: string;
  /** Email error. */
  readonly email?: string;
  /** Mobile error (from the service: a format it refuses). */
  readonly mobile?: string;
  /** Birthday error (typed but not a date, or one the service refuses). */
  readonly birthday?: string;
}

// The service's field names (PUT /profile) and the form field each shows under.
const SERVICE_FIELDS: Readonly<Record<string, keyof ProfileErrors>> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  mobile_phone: "mobile",
  birth_day: "birthday",
  birth_month: "birthday",
  birth_year: "birthday",
  birth_date: "birthday",
};

/** The service's field errors of a refused profile update, placed on the form. */
export interface PlacedProfileErrors {
  /** Each form field's first message from the service. */
  readonly fields: ProfileErrors;
  /** Messages for fields the form does not have (e.g. `profile`: nothing to update). */
  readonly unplaced: readonly string[];
}

/**
 * Places the service's field errors of a refused `PUT /profile` (a 422's `errors`, by the
 * service's field names) under the form's fields: `mobile_phone` under Mobile, `birth_day`,
 * `birth_month`, `birth_year` and `birth_date` under Birthday; the first message of a field wins.
 *
 * @example
 * ```ts
 * placeProfileServiceErrors({ mobile_phone: ["The mobile phone format is invalid."], profile: ["No data."] });
 * // { fields: { mobile: "The mobile phone format is invalid." }, unplaced: ["No data."] }
 * ```
 */
export function placeProfileServiceErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): PlacedProfileErrors {
  return placeServiceErrors(fieldErrors, SERVICE_FIELDS);
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The form values of a loaded profile; the birthday shows as dd/mm/yyyy when all three parts
 * are known.
 *
 * @example
 * ```ts
 * profileFormFrom({ first_name: "Sam", birth_day: 7, birth_month: 3, birth_year: 1990 }).birthday; // "07/03/1990"
 * ```
 */
export function profileFormFrom(profile: ProfileDetails): ProfileForm {
  const { birth_day: day, birth_month: month, birth_year: year } = profile;
  return {
    firstName: profile.first_name ?? "",
    lastName: profile.last_name ?? "",
    email: profile.email ?? "",
    mobile: profile.mobile_phone ?? "",
    birthday: day && month && year ? `${pad(day)}/${pad(month)}/${year}` : "",
  };
}

/**
 * Validates the profile form: first name and email are required, the email by the one email rule
 * (`emailSchema`); a birthday, when typed, must be a real dd/mm/yyyy date.
 *
 * @example
 * ```ts
 * validateProfile({ firstName: "", lastName: "", email: "sam@example.com", mobile: "", birthday: "" });
 * // { firstName: "First name is required" }
 * ```
 */
export function validateProfile(
  form: ProfileForm,
  catalogue: Pick<
    AccountMessageCatalogue,
    "profileFirstNameRequired" | "profileEmailRequired" | "profileEmailInvalid" | "profileBirthdayInvalid"
  > = accountProfileMessages,
): ProfileErrors {
  return {
    ...(!form.firstName.trim() && { firstName: catalogue.profileFirstNameRequired }),
    ...(!form.email.trim()
      ? { email: catalogue.profileEmailRequired }
      : !isValidEmail(form.email) && { email: catalogue.profileEmailInvalid }),
    ...(form.birthday.trim() !== "" &&
      !parseDayMonthYear(form.birthday) && { birthday: catalogue.profileBirthdayInvalid }),
  };
}

/** The profile update payload (PUT /profile). */
export interface ProfileUpdate {
  /** First name. */
  readonly first_name: string;
  /** Last name. */
  readonly last_name: string;
  /** Normalised mobile, or `null` when cleared. */
  readonly mobile_phone: string | null;
  /** Birthday day, or `null`. */
  readonly birth_day: number | null;
  /** Birthday month, or `null`. */
  readonly birth_month: number | null;
  /** Birthday year, or `null`. */
  readonly birth_year: number | null;
  /** Email, only when it changed. */
  readonly email?: string;
}

/**
 * Builds the profile update: the email is dropped when unchanged (the service rejects re-sending
 * its own read-only value), the mobile is normalised, and the birthday goes as day, month, year.
 *
 * @example
 * ```ts
 * buildProfileUpdate({ firstName: "Sam", lastName: "Lee", email: "sam@example.com", mobile: "0412 345 678", birthday: "07/03/1990" }, "sam@example.com");
 * // { first_name: "Sam", last_name: "Lee", mobile_phone: "+61412345678", birth_day: 7, birth_month: 3, birth_year: 1990 }
 * ```
 */
export function buildProfileUpdate(form: ProfileForm, loadedEmail: string | null | undefined): ProfileUpdate {
  const birthday = parseDayMonthYear(form.birthday);
  const mobile = form.mobile.trim();
  const email = form.email.trim();
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    mobile_phone: mobile ? normalisePhone(mobile) : null,
    birth_day: birthday?.day ?? null,
    birth_month: birthday?.month ?? null,
    birth_year: birthday?.year ?? null,
    ...(email.toLowerCase() !== (loadedEmail ?? "").trim().toLowerCase() && { email }),
  };
}
