import { BIRTHDAY_REWARD_DOLLARS, DEFAULT_LOCALE } from "./constants";
import { type DateInput, toEpochMs } from "./dates";
import { type AccountMessageCatalogue, formatMessage } from "./messages";
import { accountChildFormMessages } from "./messages-account-child-form";
import { formatMoney } from "./money";
import { type PlacedServiceErrors, placeServiceErrors } from "./service-errors";

/** Genders a profile can hold, in the picker's order. */
export const GENDERS = ["withheld", "female", "male"] as const;

/** One of {@link GENDERS}. */
export type Gender = (typeof GENDERS)[number];

/** The labels of the genders, from the child-form catalogue. */
export type GenderMessages = Pick<AccountMessageCatalogue, "genderFemale" | "genderMale" | "genderWithheld">;

/**
 * The genders a picker offers, in {@link GENDERS} order, with their labels.
 *
 * @example
 * ```ts
 * genderOptions(accountChildFormMessages)[0]; // { value: "withheld", label: "Prefer not to say" }
 * ```
 */
export function genderOptions(messages: GenderMessages): { value: Gender; label: string }[] {
  const labels: Record<Gender, string> = {
    withheld: messages.genderWithheld,
    female: messages.genderFemale,
    male: messages.genderMale,
  };
  return GENDERS.map((value) => ({ value, label: labels[value] }));
}

const MONTH_NAMES = new Intl.DateTimeFormat(DEFAULT_LOCALE, { month: "long", timeZone: "UTC" });

/** The birthday picker's months, 1–12, with their names ("January"…). */
export const BIRTH_MONTHS: readonly { readonly value: number; readonly label: string }[] = Array.from(
  { length: 12 },
  (_, index) => ({ value: index + 1, label: MONTH_NAMES.format(Date.UTC(2000, index, 1)) }),
);

/** The gender of a new child. */
export const DEFAULT_GENDER: Gender = "withheld";

/** How many years back the birthday picker reaches. */
export const BIRTHDAY_PICKER_YEARS_BACK = 150;

/** The child details form (new-child form and onboarding step 1). */
export interface ChildForm {
  /** First name (required). */
  readonly firstName: string;
  /** Last name (optional). */
  readonly lastName: string;
  /** Birth month 1–12, or `null`. */
  readonly birthMonth: number | null;
  /** Birth year, or `null`. */
  readonly birthYear: number | null;
  /** Gender. */
  readonly gender: Gender;
  /** Shoe tag (typed or randomly generated). */
  readonly shoeTag: string;
  /** Chosen avatar URL (required). */
  readonly avatarUrl: string;
}

/** The messages the child form's checks return. */
export type ChildFormMessages = Pick<
  AccountMessageCatalogue,
  "childFirstNameRequired" | "childShoeTagRequired" | "childAvatarRequired"
>;

/** Errors of the child form. */
export interface ChildErrors {
  /** First-name error. */
  readonly firstName?: string;
  /** Shoe-tag error. */
  readonly shoeTag?: string;
  /** Avatar error. */
  readonly avatarUrl?: string;
}

/**
 * Validates a child's details: first name and shoe tag are required and, unless `avatar` is
 * false (onboarding checks the avatar on its own step), an avatar. Last name and birthday are
 * optional.
 *
 * @example
 * ```ts
 * validateChild({ firstName: "", lastName: "", birthMonth: null, birthYear: null, gender: "withheld", shoeTag: "Zippy", avatarUrl: "a.svg" });
 * // { firstName: "First name is required" }
 * ```
 */
export function validateChild(
  form: ChildForm,
  options: { readonly avatar?: boolean } = {},
  catalogue: ChildFormMessages = accountChildFormMessages,
): ChildErrors {
  return {
    ...(!form.firstName.trim() && { firstName: catalogue.childFirstNameRequired }),
    ...(!form.shoeTag.trim() && { shoeTag: catalogue.childShoeTagRequired }),
    ...((options.avatar ?? true) && !form.avatarUrl.trim() && { avatarUrl: catalogue.childAvatarRequired }),
  };
}

/**
 * The birthday picker's years: this year first, back 150 years.
 *
 * @example
 * ```ts
 * birthdayPickerYears(new Date("2024-05-01")).slice(0, 2); // [2024, 2023]
 * birthdayPickerYears(new Date("2024-05-01")).at(-1); // 1874
 * ```
 */
export function birthdayPickerYears(now: DateInput, timeZone = "Australia/Melbourne"): number[] {
  const year = Number(new Intl.DateTimeFormat("en-AU", { year: "numeric", timeZone }).format(toEpochMs(now)));
  return Array.from({ length: BIRTHDAY_PICKER_YEARS_BACK + 1 }, (_, index) => year - index);
}

/** A child's birthday as the connection stores it. */
export interface ChildBirthday {
  /** Birth month 1–12. */
  readonly birth_month?: number | null;
  /** Birth year. */
  readonly birth_year?: number | null;
}

/**
 * Whether a child lacks a birth month or year, in which case the profile hints that a birthday
 * reward is available and the rewards checklist offers Add birthday.
 *
 * @example
 * ```ts
 * lacksBirthday({ birth_month: 3, birth_year: null }); // true
 * ```
 */
export function lacksBirthday(child: ChildBirthday): boolean {
  return !child.birth_month || !child.birth_year;
}

/**
 * The hint shown on a child with no birthday.
 *
 * @example
 * ```ts
 * birthdayRewardHint(); // "Add a birthday to receive a $10.00 birthday reward."
 * ```
 */
export function birthdayRewardHint(
  catalogue: Pick<AccountMessageCatalogue, "birthdayRewardHint"> = accountChildFormMessages,
): string {
  return formatMessage(catalogue.birthdayRewardHint, { amount: formatMoney(BIRTHDAY_REWARD_DOLLARS * 100) });
}

/** A picked sport or brand in onboarding. */
export interface PickedOption {
  /** Display value sent to the service. */
  readonly value: string;
  /** Option id. */
  readonly id: string | number;
}

/** A child as the onboarding overlay collects it (account-area §3). */
export interface OnboardingChild {
  /** Step 1: details; `birthday` is "yyyy-mm" or "". */
  readonly step1: {
    /** First name. */
    readonly firstName: string;
    /** Last name. */
    readonly lastName: string;
    /** Birthday as year-month. */
    readonly birthday: string;
    /** Gender. */
    readonly gender: Gender;
    /** Shoe tag. */
    readonly shoeTag: string;
  };
  /** Step 2: the chosen preset avatar. */
  readonly step2: {
    /** Index of the preset avatar. */
    readonly value: number;
    /** Avatar URL. */
    readonly url: string;
  } | null;
  /** Step 3: sports. */
  readonly step3: readonly PickedOption[];
  /** Step 4: brands. */
  readonly step4: readonly PickedOption[];
  /** Whether the child was created already. */
  readonly created?: boolean;
  /** Connection id once created. */
  readonly id?: string | number;
}

/** The create-child payload. */
export interface CreateChildPayload {
  /** First name. */
  readonly firstName: string;
  /** Last name. */
  readonly lastName: string;
  /** Gender. */
  readonly gender: Gender;
  /** Shoe tag. */
  readonly shoeTag: string;
  /** Always `null`: only month and year are asked; the service stores the day as 1. */
  readonly birthDay: null;
  /** Birth month or `null`. */
  readonly birthMonth: number | null;
  /** Birth year or `null`. */
  readonly birthYear: number | null;
  /** Avatar URL. */
  readonly avatarUrl: string;
  /** Sport values. */
  readonly sports: readonly string[];
  /** Brand values. */
  readonly brands: readonly string[];
}

/** A month of a year. */
export interface YearMonth {
  /** Four-digit year. */
  readonly year: number;
  /** Month 1–12. */
  readonly month: number;
}

/**
 * Reads a "yyyy-mm" birthday into month and year.
 *
 * @example
 * ```ts
 * parseYearMonth("2019-03"); // { year: 2019, month: 3 }
 * ```
 */
export function parseYearMonth(text: string): YearMonth | null {
  const match = /^(\d{4})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/**
 * Builds the create-child payload from an onboarding child.
 *
 * @example
 * ```ts
 * buildCreateChildPayload({ step1: { firstName: "Mia", lastName: "", birthday: "2019-03", gender: "female", shoeTag: "Zippy" },
 *   step2: { value: 0, url: "a.svg" }, step3: [{ value: "Soccer", id: 1 }], step4: [] }).birthMonth; // 3
 * ```
 */
export function buildCreateChildPayload(child: OnboardingChild): CreateChildPayload {
  const birthday = parseYearMonth(child.step1.birthday);
  return {
    firstName: child.step1.firstName.trim(),
    lastName: child.step1.lastName.trim(),
    gender: child.step1.gender,
    shoeTag: child.step1.shoeTag.trim(),
    birthDay: null,
    birthMonth: birthday?.month ?? null,
    birthYear: birthday?.year ?? null,
    avatarUrl: child.step2?.url ?? "",
    sports: child.step3.map((sport) => sport.value),
    brands: child.step4.map((brand) => brand.value),
  };
}

// The service's names for the child form's fields. A create nests the profile under `profile`
// (`profile.first_name`), which is stripped first; the birth date, which the form does not ask,
// speaks of the month and year picked (the day is always 1).
const SERVICE_CHILD_FIELDS: Readonly<Record<string, keyof ChildForm>> = {
  first_name: "firstName",
  last_name: "lastName",
  birth_month: "birthMonth",
  birth_date: "birthMonth",
  birth_year: "birthYear",
  gender: "gender",
  avatar_url: "avatarUrl",
  shoe_tag: "shoeTag",
  "identities.0.identifier": "shoeTag",
};

/**
 * Places the service's field errors of a refused child save (a 422's `errors`: `first_name` on
 * an update, `profile.first_name` on a create) under the child form's fields. A taken shoe tag
 * (`shoe_tag`) is placed in the catalogue's words, `shoeTagExists` (account-area §8); other
 * fields keep the service's message.
 *
 * @example
 * ```ts
 * placeChildServiceErrors({ "profile.first_name": ["The first name may not be greater than 100 characters."] }, "Taken.");
 * // { fields: { firstName: "The first name may not be greater than 100 characters." }, unplaced: [] }
 * ```
 */
export function placeChildServiceErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  shoeTagExists: string,
): PlacedServiceErrors<keyof ChildForm> {
  const errors: Record<string, readonly string[]> = {};
  for (const [name, messages] of Object.entries(fieldErrors))
    errors[name.replace(/^profile\./, "")] = messages;
  if (errors.shoe_tag) errors.shoe_tag = [shoeTagExists];
  return placeServiceErrors(errors, SERVICE_CHILD_FIELDS);
}
