/**
 * The "standard email pattern" the specs refer to: something, `@`, a domain with a dot, and no
 * whitespace anywhere. Deliberately permissive; the server has the last word.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether text looks like an email address. Surrounding whitespace is ignored because pasted
 * addresses often carry it.
 *
 * @example
 * ```ts
 * isValidEmail("sam@example.com"); // true
 * isValidEmail("sam@example"); // false
 * ```
 */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
