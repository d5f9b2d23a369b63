import * as v from "valibot";

/** Longest email address accepted: RFC 5321's 256-octet path less its angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/** Longest local part (before the `@`) accepted, as RFC 5321 sets it. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// RFC 5322 dot-atom characters: no spaces, quotes, brackets, control or non-ASCII characters.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
// A DNS label: letters, digits and inner hyphens, at most 63 long.
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
// A top-level domain starts with a letter (`com`, `au`, punycode `xn--p1ai`).
const TOP_LEVEL = "[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";

/**
 * The "standard email pattern" the specs refer to, made exact: a dot-atom local part of at most
 * 64 characters, `@`, and a domain of at least two DNS labels. ASCII only, so markup
 * (`<script>@x.com`), control characters, spaces and emoji (`👟@👟.com`) never pass; an
 * internationalised domain is typed in its punycode form. Length is checked by
 * {@link emailSchema} before this pattern runs.
 */
export const EMAIL_PATTERN: RegExp = new RegExp(
  `^(?=[^@]{1,${EMAIL_LOCAL_PART_MAX_LENGTH}}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LEVEL}$`,
);

/**
 * The one email rule of every form (back-in-stock, gift card, sign-in, sign-up, profile): a
 * string, trimmed (pasted addresses carry spaces), at most {@link EMAIL_MAX_LENGTH} characters,
 * matching {@link EMAIL_PATTERN}. Its output is the trimmed address. The server has the last word;
 * this keeps what no mail server would take from ever being sent.
 *
 * @example
 * ```ts
 * v.parse(emailSchema, " sam@example.com "); // "sam@example.com"
 * v.is(emailSchema, "<script>x</script>@x.com"); // false
 * ```
 */
export const emailSchema = /* @__PURE__ */ v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(EMAIL_MAX_LENGTH),
  v.regex(EMAIL_PATTERN),
);

/**
 * Whether text is an email address by {@link emailSchema}. Surrounding whitespace is ignored.
 *
 * @example
 * ```ts
 * isValidEmail("sam@example.com"); // true
 * isValidEmail("sam@example"); // false
 * isValidEmail(`${"a".repeat(250)}@x.com`); // false: longer than 254
 * ```
 */
export function isValidEmail(text: string): boolean {
  return v.safeParse(emailSchema, text, { abortPipeEarly: true }).success;
}
