import { INPUT_CHARACTER_LIMIT } from "./constants";

// Free text as forms and search boxes keep and send it: no control characters, at most the
// spec's input limit. No messages here, so a search box can use it without a catalogue.

/**
 * Longest free text any form field or search box takes: names, postcodes, messages, search text
 * (storefront §9: "input limit 200 characters"). Emails have their own cap (`EMAIL_MAX_LENGTH`).
 */
export const FREE_TEXT_MAX_LENGTH = INPUT_CHARACTER_LIMIT;

// C0 controls, DEL and C1 controls: invisible, and never part of a name or a message.
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * Removes control characters (NUL, escape, bell, C1 codes…) from typed or pasted text. Tabs
 * become spaces; line breaks become spaces in a single-line field, and one `\n` each in a
 * multi-line one (`multiline: true`, e.g. a gift message).
 *
 * @example
 * ```ts
 * stripControlCharacters("Sam\u0000 Lee\n"); // "Sam Lee "
 * stripControlCharacters("Dear Sam,\r\nHappy birthday", { multiline: true }); // "Dear Sam,\nHappy birthday"
 * ```
 */
export function stripControlCharacters(text: string, options: { multiline?: boolean } = {}): string {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\t/g, " ");
  const breaks = options.multiline ? lines : lines.replace(/\n/g, " ");
  return Array.from(breaks)
    .filter((char) => char === "\n" || !isControl(char.codePointAt(0) ?? 0))
    .join("");
}

/**
 * Free text as a form keeps it: control characters stripped, cut to the limit (default
 * {@link FREE_TEXT_MAX_LENGTH}, counted in code points). Spaces are kept so typing is never
 * disturbed; trim when the form is sent.
 *
 * @example
 * ```ts
 * limitFreeText("Sam\u0000 Lee"); // "Sam Lee"
 * limitFreeText("a".repeat(10_000)).length; // 200
 * ```
 */
export function limitFreeText(text: string, options: { multiline?: boolean; limit?: number } = {}): string {
  return Array.from(stripControlCharacters(text, options))
    .slice(0, Math.max(0, options.limit ?? FREE_TEXT_MAX_LENGTH))
    .join("");
}

/**
 * Whether free text, once its control characters are stripped and it is trimmed, is longer than
 * the limit (default {@link FREE_TEXT_MAX_LENGTH}).
 *
 * @example
 * ```ts
 * isTextTooLong("Sam"); // false
 * isTextTooLong("a".repeat(201)); // true
 * ```
 */
export function isTextTooLong(text: string, limit: number = FREE_TEXT_MAX_LENGTH): boolean {
  return Array.from(stripControlCharacters(text).trim()).length > limit;
}

/**
 * Free text as a form sends it: control characters stripped, trimmed, and cut to the limit.
 *
 * @example
 * ```ts
 * sendableText("  Sam\u0007 "); // "Sam"
 * ```
 */
export function sendableText(text: string, options: { multiline?: boolean; limit?: number } = {}): string {
  return limitFreeText(stripControlCharacters(text, options).trim(), options).trim();
}
