/**
 * An Australian mobile in the local "4" form the sign-in input expects after its fixed `+61`
 * prefix: a 4 then 8 digits, with optional single space or hyphen separators.
 */
export const AU_MOBILE_PATTERN = /^4(?:[ -]?\d){8}$/;

/** Country prefix shown before the mobile input. */
export const AU_COUNTRY_PREFIX = "+61";

// Parentheses and dots are stripped too: people paste "(04) 1234 5678" and "0412.345.678".
const SEPARATORS = /[\s\-().]/g;

/**
 * Brings a typed mobile number to the local 4 form: a leading `04` with 10 digits, or `+614`
 * with 12 characters, loses its prefix. Anything else is returned trimmed but otherwise as typed,
 * so the pattern check can still reject it.
 *
 * @example
 * ```ts
 * toLocalMobile("0412 345 678"); // "412345678"
 * toLocalMobile("+61412345678"); // "412345678"
 * toLocalMobile("412 345 678"); // "412 345 678"
 * ```
 */
export function toLocalMobile(input: string): string {
  const trimmed = input.trim();
  const compact = trimmed.replace(SEPARATORS, "");
  if (/^04\d{8}$/.test(compact)) return compact.slice(1);
  if (/^\+614\d{8}$/.test(compact)) return compact.slice(3);
  return trimmed;
}

/**
 * Whether the input is an Australian mobile, after {@link toLocalMobile} normalisation.
 *
 * @example
 * ```ts
 * isAustralianMobile("412-345-678"); // true
 * isAustralianMobile("0412345678"); // true
 * isAustralianMobile("0298765432"); // false (a landline)
 * ```
 */
export function isAustralianMobile(input: string): boolean {
  return AU_MOBILE_PATTERN.test(toLocalMobile(input));
}

/**
 * Normalises a phone number for the loyalty service: strips whitespace (and hyphens,
 * parentheses and dots) and adds `+61` to numbers starting `61`, `4` or `04`. Other numbers,
 * including ones already starting with `+`, are returned stripped but otherwise unchanged.
 *
 * @example
 * ```ts
 * normalisePhone("0412 345 678"); // "+61412345678"
 * normalisePhone("61412345678"); // "+61412345678"
 * normalisePhone("412-345-678"); // "+61412345678"
 * ```
 */
export function normalisePhone(input: string): string {
  const compact = input.replace(SEPARATORS, "");
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("61")) return `+${compact}`;
  if (compact.startsWith("04")) return `${AU_COUNTRY_PREFIX}${compact.slice(1)}`;
  if (compact.startsWith("4")) return `${AU_COUNTRY_PREFIX}${compact}`;
  return compact;
}
