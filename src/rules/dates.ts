import { DAY_MS, DEFAULT_LOCALE } from "./constants";

/** A point in time as a `Date`, epoch milliseconds or an ISO string. */
export type DateInput = Date | number | string;

/**
 * The time zone dates are shown in by default. The retailer is Australian, so an order placed at
 * 11 pm in Melbourne shows that day everywhere; a host can pass its own zone.
 */
export const DEFAULT_TIME_ZONE = "Australia/Melbourne";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Epoch milliseconds of a date input, or `NaN` when it cannot be read.
 *
 * @example
 * ```ts
 * toEpochMs("2024-03-01T00:00:00Z"); // 1709251200000
 * ```
 */
export function toEpochMs(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === "number") return input;
  return Date.parse(input);
}

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /**
   * `numeric` is dd/mm/yyyy, `long` is "1 March 2024", `monthYear` is "March 2024".
   * @default "numeric"
   */
  readonly style?: "numeric" | "long" | "monthYear";
  /**
   * IANA time zone.
   * @default "Australia/Melbourne"
   */
  readonly timeZone?: string;
}

/**
 * Formats a date in Australian English. A date-only string ("2024-03-01") is a calendar date and
 * is shown as written in any time zone. Unreadable input gives an empty string rather than
 * "Invalid Date".
 *
 * @example
 * ```ts
 * formatDate("2024-03-01"); // "01/03/2024"
 * formatDate("2024-03-01", { style: "long" }); // "1 March 2024"
 * ```
 */
export function formatDate(input: DateInput, options: FormatDateOptions = {}): string {
  const epoch = toEpochMs(input);
  if (Number.isNaN(epoch)) return "";
  const calendarDate = typeof input === "string" && DATE_ONLY.test(input);
  const timeZone = calendarDate ? "UTC" : (options.timeZone ?? DEFAULT_TIME_ZONE);
  const style = options.style ?? "numeric";
  const fields: Intl.DateTimeFormatOptions =
    style === "numeric"
      ? { day: "2-digit", month: "2-digit", year: "numeric" }
      : style === "long"
        ? { day: "numeric", month: "long", year: "numeric" }
        : { month: "long", year: "numeric" };
  return new Intl.DateTimeFormat(DEFAULT_LOCALE, { ...fields, timeZone }).format(epoch);
}

/**
 * Formats a month (1–12) and year, as child cards show a birthday.
 *
 * @example
 * ```ts
 * formatMonthYear(3, 2019); // "March 2019"
 * ```
 */
export function formatMonthYear(month: number, year: number): string {
  return new Intl.DateTimeFormat(DEFAULT_LOCALE, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** A calendar date split into parts, as the loyalty profile stores birthdays. */
export interface DayMonthYear {
  /** Day of month, 1–31. */
  readonly day: number;
  /** Month, 1–12. */
  readonly month: number;
  /** Four-digit year. */
  readonly year: number;
}

/**
 * Whether day, month and year name a real calendar date (so 31/02 is rejected).
 *
 * @example
 * ```ts
 * isCalendarDate({ day: 29, month: 2, year: 2024 }); // true
 * isCalendarDate({ day: 29, month: 2, year: 2023 }); // false
 * ```
 */
export function isCalendarDate(date: DayMonthYear): boolean {
  const { day, month, year } = date;
  if (![day, month, year].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * Reads a dd/mm/yyyy date as typed in the birthday field; `-` and `.` separators and single-digit
 * day or month are accepted. Returns `null` for anything that is not a real date.
 *
 * @example
 * ```ts
 * parseDayMonthYear("07/03/2019"); // { day: 7, month: 3, year: 2019 }
 * parseDayMonthYear("31/02/2019"); // null
 * ```
 */
export function parseDayMonthYear(text: string): DayMonthYear | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isCalendarDate(date) ? date : null;
}

/**
 * Whole days from `from` to `to`, rounded down (negative when `to` is earlier).
 *
 * @example
 * ```ts
 * daysBetween("2024-03-01T00:00:00Z", "2024-03-22T12:00:00Z"); // 21
 * ```
 */
export function daysBetween(from: DateInput, to: DateInput): number {
  return Math.floor((toEpochMs(to) - toEpochMs(from)) / DAY_MS);
}

/**
 * The calendar year of a date in the given zone, e.g. a member's "member since" year.
 *
 * @example
 * ```ts
 * yearOf("2021-06-15T03:00:00Z"); // 2021
 * ```
 */
export function yearOf(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): number {
  const formatted = new Intl.DateTimeFormat("en-AU", { year: "numeric", timeZone }).format(toEpochMs(input));
  return Number(formatted);
}
