import * as v from "valibot";
import { GENDERS } from "../../rules/child";
import { isCalendarDate } from "../../rules/dates";
import { integer, invalid, optionalText, requiredText } from "./validation";

/** Oldest birth year the service accepts, relative to now (the birthday picker goes back 150). */
const MAX_AGE_YEARS = 150;

/** Birthday fields as a profile body may carry them. */
export const birthdayFields = {
  birth_day: v.optional(v.nullable(integer("birth_day", 1, 31))),
  birth_month: v.optional(v.nullable(integer("birth_month", 1, 12))),
  birth_year: v.optional(v.nullable(integer("birth_year", 1, 9999))),
};

/** Gender: one of `withheld`, `female`, `male`. */
export const genderField = v.picklist(GENDERS, "The selected gender is invalid.");

/** Profile fields shared by the customer's and a child's profile. */
export const nameFields = {
  first_name: requiredText("first_name", 100),
  last_name: v.optional(optionalText("last_name", 100)),
  avatar_url: v.optional(optionalText("avatar_url", 2048)),
};

/**
 * Checks a birthday the way the service does: a real calendar date (day 1 when only month and
 * year are known), not in the future and not more than 150 years ago. Answers 422 otherwise.
 *
 * @example
 * ```ts
 * checkBirthday({ day: 1, month: 3, year: 2018 }, Date.now());
 * ```
 */
export function checkBirthday(
  birthday: { day: number | null; month: number | null; year: number | null },
  now: number,
): void {
  const { day, month, year } = birthday;
  if (year === null) return;
  const thisYear = new Date(now).getUTCFullYear();
  if (year > thisYear || year < thisYear - MAX_AGE_YEARS) {
    throw invalid([
      ["birth_year", `The birth year must be between ${thisYear - MAX_AGE_YEARS} and ${thisYear}.`],
    ]);
  }
  if (month !== null && !isCalendarDate({ day: day ?? 1, month, year })) {
    throw invalid([["birth_day", "The birth day is not a valid date."]]);
  }
  if (month !== null && Date.UTC(year, month - 1, day ?? 1) > now) {
    throw invalid([["birth_date", "The birth date must be a date before today."]]);
  }
}
